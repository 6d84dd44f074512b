import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the real server (its own port and data directory) and a headless Chromium. One file
// at a time: each file's server, browser and test already use both of CI's cores, and two files at once took 1,068 s
// where one at a time took 575 s (the same 85 tests, 2026-11-28), with single tests five times slower beside another.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/src/**/*.test.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
