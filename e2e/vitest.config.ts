import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server (its own port and data directory) and a headless Chromium; two files
// run at once on CI's two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/src/**/*.test.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
