// ESLint 9 flat config: `npm run lint` (and a step of `npm test`).
// Not type-aware on purpose: syntax-only rules keep a full run to a few seconds on two cores.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Import boundaries: the "may import" column of the workspace layout (docs/ARCHITECTURE.md).
// Every workspace imports another by its package name (`@referly/infra/config`); a relative path
// that climbs out of its folder and names another workspace (`../../infra/src/config.ts`) is
// caught too, so neither spelling gets around the rule. e2e/, bench/ and scripts/ may import anything.
// ---------------------------------------------------------------------------------------------

const workspaces = ['domain', 'infra', 'projections', 'workers', 'server', 'client', 'e2e', 'bench'];

/** What each folder may import of ours; every other workspace is forbidden to it. */
const mayImport = {
  domain: [],
  infra: ['domain'],
  projections: ['domain', 'infra'],
  workers: ['domain', 'infra'],
  server: ['domain', 'infra', 'projections'],
  client: ['domain'],
};

/** The no-restricted-imports patterns that keep `folder` to its column. */
const boundaryPatterns = (folder) => {
  const forbidden = workspaces.filter((name) => name !== folder && !mayImport[folder].includes(name));
  return [
    {
      regex: `^@referly/(${forbidden.join('|')})(/|$)`,
      message: `${folder}/ may import ${mayImport[folder].length ? `only ${mayImport[folder].join(', ')}` : 'nothing'} of ours (see the layout in docs/ARCHITECTURE.md).`,
    },
    {
      regex: `^(\\./)?(\\.\\./)+(${forbidden.join('|')})(/|$)`,
      message: `A relative path out of ${folder}/ into another workspace: import it by its package name, if ${folder}/ may import it at all.`,
    },
  ];
};

/**
 * domain/ may not leave its folder by a relative path at all, whatever it names: for a file `depth` folders below
 * domain/ (domain/src/accounts/x.ts is 2), more than `depth` leading `../` climb out. One block per depth.
 */
const domainDepths = [1, 2, 3, 4, 5, 6, 7, 8];
const leavesDomain = (depth) => ({
  regex: `^(\\./)?(\\.\\./){${depth + 1},}`,
  message: 'A relative path out of domain/: domain/ imports nothing of ours outside its own folder.',
});

/** domain/ is pure: no I/O modules (ids, clocks and hashes come in with the command). */
const domainIoModules = ['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'dgram', 'tls', 'dns', 'worker_threads', 'cluster'];
const domainNodeIo = {
  regex: `^(node:)?(${domainIoModules.join('|')})$`,
  message: 'domain/ does no I/O: the adapter belongs in infra/, the value comes in with the command.',
};

/**
 * A client feature folder imports no other feature folder, nor app/ (which composes them); what two features share
 * lives in client/src/lib or client/src/ui.
 */
const clientFeatures = readdirSync(new URL('./client/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeaturePatterns = (feature) => {
  const others = clientFeatures.filter((name) => name !== feature);
  return [
    {
      // `../../settings/…` from inside features/<feature>/, or `…/features/settings/…` from anywhere in it
      regex: `^(\\./)?(\\.\\./)+(${others.join('|')})(/|$)|(^|/)features/(${others.join('|')})(/|$)`,
      message: `features/${feature}/ may not import another feature folder: move what they share to client/src/lib or client/src/ui.`,
    },
    {
      // app/ composes the features (routes, nav, live handlers); a feature is below it and never reaches up into it
      regex: '^(\\./)?(\\.\\./)+app(/|$)|(^|/)src/app(/|$)',
      message: `features/${feature}/ may not import client/src/app: what a feature needs of it (paths, hooks) lives in client/src/lib.`,
    },
  ];
};

const restrictImports = (...patterns) => ['error', { patterns }];

const boundaries = [
  ...['infra', 'projections', 'workers', 'server', 'client'].map((folder) => ({
    name: `referly/boundaries/${folder}`,
    files: [`${folder}/**`],
    rules: { 'no-restricted-imports': restrictImports(...boundaryPatterns(folder)) },
  })),
  {
    name: 'referly/boundaries/domain',
    files: ['domain/**'],
    rules: { 'no-restricted-imports': restrictImports(...boundaryPatterns('domain'), domainNodeIo) },
  },
  // Flat config replaces a rule's options rather than merging them: each of these blocks repeats the folder's patterns.
  ...domainDepths.map((depth) => ({
    name: `referly/boundaries/domain-depth-${depth}`,
    files: [`domain/${'*/'.repeat(depth)}*`],
    rules: { 'no-restricted-imports': restrictImports(...boundaryPatterns('domain'), domainNodeIo, leavesDomain(depth)) },
  })),
  // Likewise each feature folder repeats the client's patterns and adds its own.
  ...clientFeatures.map((feature) => ({
    name: `referly/boundaries/client-feature-${feature}`,
    files: [`client/src/features/${feature}/**`],
    rules: { 'no-restricted-imports': restrictImports(...boundaryPatterns('client'), ...otherFeaturePatterns(feature)) },
  })),
  {
    // The composition root: `startReferly` runs whichever roles this process has, the workers among them,
    // so it alone in server/ starts @referly/workers (through its registry, `startWorkers`/`workerFeatures`).
    name: 'referly/boundaries/server-composition-root',
    files: ['server/src/start.ts'],
    rules: { 'no-restricted-imports': restrictImports(...boundaryPatterns('server').map(allowWorkers)) },
  },
];

/** The server's patterns with @referly/workers allowed (for the composition root only). */
function allowWorkers(pattern) {
  return { ...pattern, regex: pattern.regex.replace('|workers', '').replace('workers|', '') };
}

// ---------------------------------------------------------------------------------------------
// The environment is read in one place: infra/src/config.ts (zod over process.env, frozen).
// ---------------------------------------------------------------------------------------------

const noProcessEnv = [
  'error',
  { object: 'process', property: 'env', message: 'Read configuration through loadConfig() in infra/src/config.ts; it is the one reader of process.env.' },
];

export default defineConfig(
  {
    name: 'referly/ignores',
    // Build output, reports and data; node_modules is ignored by ESLint already.
    ignores: ['**/node_modules/', '**/dist/', '**/coverage/', '**/test-results/', '**/reports/', '**/.stryker-tmp/', '**/data/', 'e2e/screenshots/'],
  },
  {
    name: 'referly/options',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'referly/rules',
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-properties': noProcessEnv,
      // `_next` keeps Express's four-argument error middleware recognisable; `{ omitted, ...kept }` drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Type-only namespaces inside `declare global` are how Express's Locals are extended (auth, uploads); no runtime namespaces.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // A `let` a closure reads before the one assignment (e.g. a crash hook that stops the stack it is part of) stays a let.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    name: 'referly/client',
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // every date and time a screen shows goes through client/src/lib/dates.ts (one form each; no US 11/27/2026)
      'no-restricted-properties': [
        ...noProcessEnv,
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Show dates and times with formatDate / formatTime from client/src/lib/dates.ts.',
        })),
        { object: 'Intl', property: 'DateTimeFormat', message: 'Show dates and times with formatDate / formatTime from client/src/lib/dates.ts.' },
      ],
    },
  },
  boundaries,
  {
    name: 'referly/process-env-exemptions',
    files: [
      // the one reader: zod over the environment, frozen, handed to everything else as Config
      'infra/src/config.ts',
      // tests set and restore variables around the code under test, or pick the optional external services up
      '**/*.test.ts',
      '**/*.test.tsx',
      // browser tests and benchmarks start real server processes and hand them an environment
      'e2e/**',
      'bench/**',
      // `npm test` itself: passes its environment (REDIS_URL, DEBIAN_FRONTEND) to the steps it runs
      'scripts/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The unit suite's files share their worker's modules (vitest.config.ts): a module replaced by one file would be
    // replaced for the files after it. Only a client test named *.isolated.test.tsx gets modules of its own.
    name: 'referly/tests-share-modules',
    files: ['{domain,infra,server,projections,workers,client}/src/**/*.test.{ts,tsx}'],
    ignores: ['client/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share modules: a client test that replaces a module is named *.isolated.test.tsx; the server suite uses real parts.',
        })),
      ],
    },
  },
);
