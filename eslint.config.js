// Lint rules (run by `npm test` via `npm run lint`). Architecture boundaries: tools/eslint/feature-boundaries.js.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';

const tessera = { rules: { 'feature-boundaries': featureBoundaries } };

export default tseslint.config(
  { ignores: ['dist', 'dist-auth', 'node_modules', 'coverage', 'bench', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, tessera },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'tessera/feature-boundaries': 'error',
      // HTML reaches the DOM through one sanitizing component only (RELIABILITY F12).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render HTML through <SafeHtml> (src/components/patterns/safe-html.tsx).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message: 'Use usePageSearchParams (src/hooks/use-page-search-params.ts): it drops writes from a page being left.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // axe's scrollable-region-focusable wants scrollers focusable: allowed on named regions, logs and groups (not on bare divs).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'log', 'group'], allowExpressionValues: true },
      ],
    },
  },
  // Source files stay small (dev guide): 300 lines of code, not counting blanks and comments. Tests, seeds and
  // static data tables are exempt: their length is cases and rows, not logic.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.seed.ts', '**/data/**', 'src/test/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['src/components/patterns/safe-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['src/hooks/use-page-search-params.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // The i18n check is a repo-wide test: it reads the route registry (src/app) to verify every route label.
  { files: ['src/lib/i18n-check.test.ts'], rules: { 'tessera/feature-boundaries': 'off' } },
  {
    files: ['**/*.{js,mjs}', 'vite.config.ts', 'vitest.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Vitest globals in script tests (scripts/**/*.test.mjs run under the same Vitest config).
  { files: ['scripts/**/*.test.mjs'], languageOptions: { globals: { ...globals.node, ...globals.vitest } } },
);
