// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import unicorn from 'eslint-plugin-unicorn';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appFeatures = readdirSync(new URL('../app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// ui may not reach into the app, the API or routing (README.md#architecture).
const uiRestricted = [
  '@jumpers/app',
  '@jumpers/api',
  '@jumpers/contract',
  'react-router',
  'react-router-dom',
  'i18next',
  'openapi-fetch',
  '**/app/**',
  '**/api/**',
];

// What only ui's stories use: the stories, their fixtures and helpers (story-support/), their German texts, and the
// Foundations pages' helpers.
const storyFiles = [
  'ui/src/**/*.stories.tsx',
  'ui/src/story-support/**',
  'ui/src/**/*.german.ts',
  'ui/src/foundations/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      'contract/schema.d.ts',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { unicorn },
    rules: {
      // One casing for file names everywhere: kebab-case.
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['ui/**/*.tsx', 'app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    // ui is the design system: it may not reach into the app, the API or routing (README.md#architecture).
    files: ['ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiRestricted }] },
  },
  {
    // ui's product code (what the package ships) never imports what only its stories use.
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: storyFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiRestricted },
            {
              group: ['**/story-support/**', '**/*.german', 'storybook/*'],
              message: 'Story fixtures and helpers serve the stories only: the package does not ship them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The rules shared by ui and api are plain TypeScript: no React, no package of ours, no messages.
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@jumpers/*', 'react', 'react-dom', '**/ui/**', '**/app/**', '**/api/**'] },
      ],
    },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@jumpers/api', '**/api/src/**', '**/ui/src/**'] }],
    },
  },
  {
    // A route file checks, calls data functions and answers; its queries and transactions live in data modules.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
              message: 'Route files reach the database through data modules (such as api/src/profile/profile-data.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies point one way inside each package too: no module may import itself back through others, an
    // app feature never imports another feature (what two share moves to app/src/lib), the shared layers never
    // import a feature, a feature never imports what composes it, and an API route file never imports the
    // database's tables.
    files: ['rules/src/**/*.ts', 'ui/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['rules', 'ui', 'app', 'api'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appFeatures.map((feature) => ({
              target: `app/src/features/${feature}`,
              from: 'app/src/features',
              except: [`./${feature}`],
              message: 'App features never import each other: move what they share to app/src/lib.',
            })),
            {
              target: [
                'app/src/api',
                'app/src/session',
                'app/src/i18n',
                'app/src/lib',
                'app/src/shell',
                'app/src/worker',
              ],
              from: ['app/src/features', 'app/src/pages'],
              message: 'The shared layers (api, session, i18n, lib, shell, worker) never import a feature or a page.',
            },
            {
              target: 'app/src/features',
              from: ['app/src/pages', 'app/src/routes.tsx', 'app/src/root-layout.tsx'],
              message: 'A feature never imports a page or the routes: they compose features, not the other way.',
            },
            {
              target: 'api/src/routes',
              from: 'api/src/db/*schema*.ts',
              message: 'Route files reach the database through data modules (such as api/src/profile/profile-data.ts).',
            },
          ],
        },
      ],
    },
  },
);
