import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

/**
 * The built index.html's stylesheets go to the end of its body. In the head they hold back the first paint until they
 * have arrived, though index.html's shell (its header and hero, styled inline) needs none of them; at the end of the body
 * they still come before the app's script runs (a module script waits for the stylesheets above it), so nothing the app
 * renders is ever shown unstyled. On a slow phone the shell is painted about half a second sooner (issue 16).
 */
const stylesheetsAfterShell = (): Plugin => ({
  name: 'referly-stylesheets-after-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      if (links.length === 0) return html;
      return html.replace(/\n[ \t]*<link rel="stylesheet"[^>]*>/g, '').replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
    },
  },
});

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), stylesheetsAfterShell()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: their own chunks stay cached across releases. React and its router
        // are on every page; `vendor` holds the other libraries the first page needs ('$initial': statically imported
        // from the entry), and only those: what only lazily loaded pages use (socket.io-client, xstate, Stripe, most of
        // Radix) goes with those pages, so the landing page never loads it (issue 16).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // the forum's rich-text editor and its HTML guard get chunks of their own, loaded only by the pages that write or
            // show rich text; what the editor shares with other libraries (useSyncExternalStore's shim, also @xstate/react's)
            // is kept out of it, or the editor group would take it along and the sign-in dialog would load the editor
            { name: 'purify', test: /node_modules[\\/]dompurify[\\/]/ },
            { name: 'sync-store', test: /node_modules[\\/]use-sync-external-store[\\/]/ },
            { name: 'editor', test: /node_modules[\\/](@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname|fast-equals)/ },
          ],
        },
      },
    },
  },
  // Which files run, and how, is the root vitest.config.ts's: its two client projects extend this one.
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
