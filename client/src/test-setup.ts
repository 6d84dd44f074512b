import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A signed-in area's frame and its pages load on first visit (lazy imports, transformed the first time a test file asks
// for them): over a second when two test files share CI's two cores, so every findBy/waitFor waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

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
