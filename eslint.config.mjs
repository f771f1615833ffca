import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Next's own rules (React, hooks, a11y, TypeScript) plus the import directions of docs/architecture.md:
 * the front end reaches server/ only through its data gate (lib/data/), the GraphQL endpoint and the API
 * routes; server/ imports nothing from the front end; only server/graphql imports the resolvers.
 */
const SERVER = {
  regex: '^(@/|(\\.\\./)+)server(/|$)',
  message: 'The front end reaches server/ only through its data gate, lib/data/ (docs/architecture.md).',
};
const UPWARD_FROM_LIB = {
  regex: '^(@/|(\\.\\./)+)(app|components)(/|$)',
  message: 'Dependencies point app → components → lib: lib/ imports nothing from components/ or app/.',
};
const UPWARD_FROM_COMPONENTS = {
  regex: '^(@/|(\\.\\./)+)app(/|$)',
  message: 'Dependencies point app → components → lib: components/ import nothing from app/.',
};
const GATE = {
  regex: '^(@/lib/data|(\\.\\./)+data)(/|$)',
  message:
    'lib/search/ is pure and the gate uses it: it imports nothing from lib/data/ (shared values: lib/contract.ts).',
};
const FRONT_END = {
  regex: '^(@/|(\\.\\./)+)(app|components|lib)(/|$)',
  message: 'server/ imports nothing from app/, components/ or lib/ (docs/architecture.md).',
};
const ENDPOINT_TESTS = { ...FRONT_END, regex: '^(@/|(\\.\\./)+)(app(?!/graphql/route)|components|lib)(/|$)' };
const RESOLVERS = {
  regex: '^(@/server/schema|(\\.\\./)+schema)(/|$)',
  message: 'Only server/graphql imports the resolvers; domain rules live in server/<domain>/ (docs/architecture.md).',
};

const config = [
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'next-env.d.ts',
      '**/generated/**',
      'public/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Images are served by our own file route with fixed sizes (docs/product.md §9); next/image's optimizer is not
      // used.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Rules for the React Compiler, which we do not use: reading what was typed before hydration into
      // state in an effect, and the browser session the Apollo link reads, are deliberate.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/globals': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    // Not React: GraphQL envelop plugins and test fixtures are named useX by their own conventions.
    files: ['server/**', 'e2e/**', 'bench/**', 'scripts/**', '**/*.test.ts', '**/*-testing.ts', '**/testing.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['app/**', 'proxy.ts'],
    ignores: ['app/graphql/**', 'app/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER] }] },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, UPWARD_FROM_COMPONENTS] }] },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/data/**', 'lib/contract.ts', 'lib/search/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, UPWARD_FROM_LIB] }] },
  },
  {
    files: ['lib/search/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER, UPWARD_FROM_LIB, GATE] }] },
  },
  {
    // The gate, and the contract: the plain values both sides share, re-exported from their home in server/.
    // The gate's own tests may start the endpoint they check through its route handler.
    files: ['lib/data/**', 'lib/contract.ts'],
    ignores: ['lib/data/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPWARD_FROM_LIB] }] },
  },
  {
    files: ['server/**'],
    ignores: ['server/schema/**', 'server/graphql/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FRONT_END, RESOLVERS] }] },
  },
  {
    files: ['server/schema/**', 'server/graphql/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FRONT_END] }] },
  },
  {
    // Endpoint tests send real requests through the route handler they test.
    files: ['server/**/*.test.ts'],
    ignores: ['server/schema/**', 'server/graphql/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENDPOINT_TESTS, RESOLVERS] }] },
  },
  {
    files: ['server/schema/**/*.test.ts', 'server/graphql/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENDPOINT_TESTS] }] },
  },
  {
    // The specs' `test` starts every page as a visitor who refused analytics, cheaply (e2e/fixtures.ts).
    files: ['e2e/**'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', importNames: ['test'], message: "The specs' test comes from e2e/fixtures.ts." },
          ],
        },
      ],
    },
  },
];

export default config;
