// ESLint for every script of the repository: ESLint's and typescript-eslint's recommended rules (layout is Prettier's job).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Built or written by tools; test/**/fixtures/ holds a previous version's code bundled as it was (previous-version.test.ts).
  globalIgnores(['dist/', 'out/', '.vscode-test/', 'test-output/', 'test/**/fixtures/**/*.mjs']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's shape, a destructured field left out).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `catch {}` is how a best-effort step (a cleanup, a probe that may fail) says that its failure changes nothing.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The build and tool scripts, and the real-VS-Code and browser suites, run in Node; the browser suites' page.evaluate
  // callbacks run in the page.
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // The extension-host suites are CommonJS files that mocha loads with its globals.
  {
    files: ['test/integration/**/*.js', 'test/l10n/integration/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.mocha },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
