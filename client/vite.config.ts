import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
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
        // Libraries change less often than our code: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // the forum's rich-text editor and its HTML guard get chunks of their own, loaded only by the pages that write or
            // show rich text; vendor comes first so what they share with other libraries stays in it
            { name: 'vendor', test: /node_modules[\\/](?!@tiptap|prosemirror-|dompurify|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/ },
            { name: 'purify', test: /node_modules[\\/]dompurify[\\/]/ },
            { name: 'editor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'client',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
