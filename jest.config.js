/**
 * Unit tests (Jest + ts-jest), beside the code they test: `*.test.ts`. e2e journeys live in e2e/ (Playwright, `*.spec.ts`);
 * the journeys' support code in e2e/support/ has unit tests too.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/contract', '<rootDir>/lib', '<rootDir>/backend', '<rootDir>/components', '<rootDir>/app', '<rootDir>/scripts', '<rootDir>/e2e/support'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The first pattern that matches wins: the stubs come before the `@/` alias, so `@/….module.css` is stubbed too.
  moduleNameMapper: {
    '^server-only$': '<rootDir>/lib/testing/server-only-stub.ts',
    // Static files imported for their URL (the icon sprite), as Next's bundler gives them.
    '\\.svg$': '<rootDir>/lib/testing/static-file-stub.ts',
    // CSS modules of the components a test renders: class names as written.
    '\\.module\\.css$': '<rootDir>/lib/testing/css-module-stub.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  transform: {
    // ky and next-intl ship ES modules only: compile them to CommonJS like the project's own files.
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          isolatedModules: true,
          esModuleInterop: true,
          allowJs: true,
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(ky|next-intl|use-intl|icu-minify|@formatjs|intl-messageformat)/)'],
  testTimeout: 30000,
  // One seeded catalogue database per run, copied for each test file that needs one (backend/db/seeded-test-database.ts).
  globalSetup: '<rootDir>/backend/db/jest-global-setup.ts',
  globalTeardown: '<rootDir>/backend/db/jest-global-teardown.ts',
};
