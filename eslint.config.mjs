// @ts-check
/**
 * `npm run lint`: one flat config for the whole repo. Syntax-only typescript-eslint rules (no
 * type information: `npm run typecheck` already runs the compiler, and a typed lint of every
 * file would take several times as long on two cores), React's hook rules, and jsx-a11y for
 * what axe cannot see before a page renders.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './tools/eslint/layerImports.mjs';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', 'site/', '**/dist/', '.data/', 'e2e/test-results/', 'e2e/playwright-report/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    // A warning fails the run like an error (--max-warnings 0); missing hook dependencies are bugs.
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      // Unused names fail; a leading underscore marks one that a signature needs.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Apps and shared code run in the browser and, rendered on the server, in Node.
    files: ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, __SERVER__: 'readonly' } },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'api/**', 'release/**', 'server/**', 'tools/**', 'e2e/**', 'deploy/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS: the webpack and jest configs, and the helpers they load.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // These patterns name control characters on purpose: to refuse them in input, or to take them
    // out of an uploaded file's name.
    files: ['api/src/http/controlCharacters.ts', 'api/src/content/documentStore.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The layers of the repo (README.md's table, tools/README.md): shared imports no app, a remote only shared and
    // itself, console and api only shared, the shell's browser code never shell/server, release/
    // only shared, tools/ apps only through their public entry. tools/eslint/layerImports.test.ts
    // proves a violation fails.
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx,js,mjs}', '**/testing/**', 'tools/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
