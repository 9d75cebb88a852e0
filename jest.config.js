/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      // Same semantics as the gateway's tsc build: legacy decorators with emitted metadata.
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The shared rules are tested from their sources, like the gateway's (no stale domain/dist).
const moduleNameMapper = {
  '^@pilotage/domain$': '<rootDir>/domain/src/index.ts',
  '^@pilotage/domain/invoice-pdf/(.*)$': '<rootDir>/domain/src/invoice-pdf/$1',
};

/** A project of node tests over the gateway's sources. */
const node = (displayName, roots) => ({
  displayName,
  testEnvironment: 'node',
  roots: roots.map((root) => `<rootDir>/${root}`),
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  setupFiles: ['reflect-metadata', '<rootDir>/tests/support/fresh-orm-metadata.ts'],
  // ESM-only dependencies (otplib's base32 and hashes), compiled to CommonJS for jest's module system.
  transformIgnorePatterns: ['/node_modules/(?!(@scure/base|@noble/hashes)/)'],
});

/**
 * One real PostgreSQL for the run, started only when a project that needs it has a test to run
 * (jest calls a project's global setup only then); the setup is shared, so it starts it once.
 */
const withDatabase = (project) => ({
  ...project,
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
});

/**
 * The tiers (`npm run test:<tier>`, listed in tests/support/tiers.js): every test file is in
 * exactly one, by its folder.
 */
module.exports = {
  projects: [
    // unit: no database, no build.
    node('unit', ['tests/unit']),
    {
      displayName: 'web',
      // jest-environment-jsdom's environment over jsdom 29 (much faster getComputedStyle).
      testEnvironment: '<rootDir>/tests/web/jsdom-environment.ts',
      roots: ['<rootDir>/tests/web'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tests/web/setup.tsx'],
      // @noble/hashes ships ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(@noble/hashes)/)'],
    },
    // api: the gateway over a real database and real HTTP, no browser.
    withDatabase(node('gateway', ['tests/api', 'tests/graphql', 'tests/gateway'])),
    // A deliberate attacker's requests: GraphQL bombs, forged addresses, sessions, headers, secrets.
    withDatabase(node('security', ['tests/security'])),
    // Dockerfile, compose.yaml and k8s/ checked without a Docker engine; metrics.
    withDatabase(node('deploy', ['tests/deploy'])),
    // e2e: Chromium against the real gateway and database, and every Storybook story.
    withDatabase(node('e2e', ['tests/e2e'])),
    // slow: fuzzing, property tests, replicas, process lifecycles, the large dataset.
    withDatabase(node('slow', ['tests/slow'])),
    // measured: Lighthouse's scores and the writes under faults, whose timings would count another file's load.
    withDatabase(node('measured', ['tests/measured'])),
  ],
  testTimeout: 60_000,
  // Test files run in a worker that is replaced once it holds more than this after a file: with one
  // worker (two cores) jest would otherwise run every file in its main process, where leaks add up.
  workerIdleMemoryLimit: '1GB',
};
