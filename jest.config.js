// @ts-check
const { REMOTES } = require('./tools/remotes');

/** Unit, component and API tests. Browser tests live in e2e/ and run with Playwright. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@azi/shared/(ui|testing)/(.*)$': '<rootDir>/shared/src/$1/$2.tsx',
  '^@azi/shared/(.*)$': '<rootDir>/shared/src/$1',
  '^@azi/api/testing/(.*)$': '<rootDir>/api/test/helpers/$1',
  '^@azi/api/(.*)$': '<rootDir>/api/src/$1',
  '^@azi/server/(siteFolder|serverProvided)$': '<rootDir>/server/src/$1.js',
  '^@azi/server/(.*)$': '<rootDir>/server/src/$1',
  '^@azi/release/(.*)$': '<rootDir>/release/src/$1',
  '^shell/((contact/|meta/)?locales/.*\\.json)$': '<rootDir>/shell/src/$1',
  '^shell/(.*)$': '<rootDir>/shell/src/$1',
  '\\.module\\.css$': '<rootDir>/tools/jest/css-module-stub.js',
  '\\.(css|svg|png|jpg|webp)$': '<rootDir>/tools/jest/file-stub.js',
};

/** @type {import('jest').Config} */
module.exports = {
  // Two cores run the whole suite; form tests that type into many fields need more than 5 s there.
  testTimeout: 20_000,
  // npm test runs two workers (tools/test-all.mjs). A worker that holds more than this after a suite
  // is replaced: each jsdom suite leaves a few MB behind (React, i18next, the remotes' text), and one
  // process running all of them in turn grew past V8's heap limit ("JavaScript heap out of memory").
  workerIdleMemoryLimit: '1GB',
  // Jest's default on two cores is one worker, and then it runs in band (no worker to replace, and
  // a core idle while a suite waits on its database): at least two.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      rootDir: __dirname,
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell/src',
        ...REMOTES.map((remote) => `<rootDir>/${remote}`),
        '<rootDir>/console/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(nanoid|runes2)/)'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.ts'],
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      rootDir: __dirname,
      roots: ['<rootDir>/api', '<rootDir>/release', '<rootDir>/tools', '<rootDir>/server'],
      testMatch: ['**/*.test.ts', '**/*.test.js', '**/*.test.mjs'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      // feed and d3-scale / d3-shape (the API's price chart) are published as ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!(feed|d3-[a-z-]+|internmap)/)'],
      moduleNameMapper,
    },
  ],
};
