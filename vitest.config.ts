import { defineConfig } from 'vitest/config';

// Two workers on CI's two cores: most API test files wait on sockets, timers and child processes, not the CPU (one
// worker, vitest's default there, ran them end to end: about 16 minutes under load, 2026-11-28).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{domain,infra,server,projections,workers}/src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './client/vite.config.ts',
    ],
  },
});
