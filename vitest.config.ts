import { configDefaults, defineConfig } from 'vitest/config';

// Two workers on CI's two cores: most API test files wait on sockets, timers and child processes, not the CPU (one
// worker, vitest's default there, ran them end to end: about 16 minutes under load, 2026-11-28).
//
// Test files share their worker's modules (`isolate: false`): each file no longer imports the server, React and their
// libraries again, which was most of the suite's time (the node files 565 s of CPU isolated, 237 s shared; the client's
// 315 s of wall time, 80 s shared; 2026-11-28). Every test starts what it needs itself (a server on its own port and data
// directory, a render of its own), and the client's setup file clears what a module keeps between files. A client test
// that replaces a module (`vi.mock`) is named `*.isolated.test.tsx` and runs in modules of its own; ESLint holds the rest
// to that.
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{domain,infra,server,projections,workers}/src/**/*.test.ts'],
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: './client/vite.config.ts',
        test: { name: 'client', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ISOLATED], isolate: false },
      },
      { extends: './client/vite.config.ts', test: { name: 'client-isolated', include: [ISOLATED] } },
    ],
  },
});
