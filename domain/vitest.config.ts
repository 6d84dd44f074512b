import { defineConfig } from 'vitest/config';

// The domain's tests alone: what `npm run test:mutation` (Stryker) runs against each mutant of domain/src.
export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
