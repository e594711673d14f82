import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
/** Every feature folder, so a new domain is fenced in as soon as it exists. */
const FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'data/**',
      'packages/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // The cycle rule reads the imported modules too: they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way, components and lib -> features -> app (bulletproof-react's zones): a feature never imports
      // another one, only app/ (the route table and the route modules) combines them. The pages' written content (words
      // per language, src/content) sits above components and lib and below app, apart from the features: neither
      // imports the other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'A feature does not import another feature: compose them in src/app.',
            })),
            {
              target: [`${WEB}/components`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/content`],
              message: 'Shared components and lib import no feature, no page content and no route.',
            },
            {
              target: `${WEB}/features`,
              from: [`${WEB}/app`, `${WEB}/content`],
              message: "Features import neither the app that combines them nor the pages' content.",
            },
            {
              target: `${WEB}/content`,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Page content imports shared code only: the pages (src/app) put it beside features.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A page's bundle carries the endpoint domains it calls: the whole table would put every address in every first
      // load.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@b2b/contracts',
              importNames: ['endpoints'],
              message:
                "Call through the domain's entries (searchEndpoints.searchProducts), not the whole table.",
            },
          ],
        },
      ],
    },
  },
  {
    // A test may walk the whole table.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
