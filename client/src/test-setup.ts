import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { authModal } from './lib/auth-modal.ts';
import { toast } from './lib/toast.ts';

// A signed-in area's frame and its pages load on first visit (lazy imports, transformed the first time a test file asks
// for them): over a second when two test files share CI's two cores, so every findBy/waitFor waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Test files share their worker's modules and window (vitest.config.ts): each file starts signed out, with no toast, no
// open auth modal and nothing stored.
localStorage.clear();
sessionStorage.clear();
toast.reset();
authModal.close();
// ...and with URL's object-URL functions as the environment made them (a file may replace them, even read-only)
const urlStatics = ((globalThis as { referlyUrlStatics?: PropertyDescriptorMap }).referlyUrlStatics ??= {
  createObjectURL: { configurable: true, writable: true, value: URL.createObjectURL },
  revokeObjectURL: { configurable: true, writable: true, value: URL.revokeObjectURL },
});
Object.defineProperties(URL, urlStatics);

// jsdom has no layout, so it leaves out the observers and media queries a carousel asks for.
// These answer as a browser would for a page that never lays anything out: nothing matches, nothing is observed.
class NoLayoutObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
  if (typeof window[name] !== 'function') Object.defineProperty(window, name, { configurable: true, value: NoLayoutObserver });
}
