/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      // Same semantics as the gateway's tsc build: legacy decorators with emitted metadata.
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The shared rules are tested from their sources, like the gateway's (no stale domain/dist).
const moduleNameMapper = { '^@pilotage/domain$': '<rootDir>/domain/src/index.ts' };

module.exports = {
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  projects: [
    {
      displayName: 'gateway',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/api', '<rootDir>/tests/graphql', '<rootDir>/tests/gateway'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      setupFiles: ['reflect-metadata', '<rootDir>/tests/support/fresh-orm-metadata.ts'],
      // ESM-only dependencies (otplib's base32 and hashes), compiled to CommonJS for jest's module system.
      transformIgnorePatterns: ['/node_modules/(?!(@scure/base|@noble/hashes)/)'],
    },
    {
      // A deliberate attacker's requests: GraphQL bombs, forged addresses, sessions, headers, fuzzing.
      displayName: 'security',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/security'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      setupFiles: ['reflect-metadata', '<rootDir>/tests/support/fresh-orm-metadata.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(@scure/base|@noble/hashes)/)'],
    },
    {
      // Dockerfile, compose.yaml and k8s/ checked without a Docker engine; replicas of the gateway.
      displayName: 'deploy',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/deploy'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      setupFiles: ['reflect-metadata', '<rootDir>/tests/support/fresh-orm-metadata.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(@scure/base|@noble/hashes)/)'],
    },
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
    {
      // Chromium against the real gateway and database, and every Storybook story.
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      setupFiles: ['reflect-metadata', '<rootDir>/tests/support/fresh-orm-metadata.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(@scure/base|@noble/hashes)/)'],
    },
  ],
  testTimeout: 60_000,
};
