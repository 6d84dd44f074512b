import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server and a headless Chromium, so files run one at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/src/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
