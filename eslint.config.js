import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webBoundaries from './eslint/web-boundaries.js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const serverNeverImportsWeb = {
  group: ['**/web/app/**', '**/web/public/**', 'react', 'react-dom', 'react-router'],
  message: 'server/ never imports the web app.',
};

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, web: { rules: { boundaries: webBoundaries } } },
    rules: {
      'web/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'fastify', 'kysely', 'mysql2', 'node:*'],
              message: 'web/ never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle between server modules makes their load order matter; none is allowed.
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverNeverImportsWeb] }] },
  },
  {
    // The databases lie beneath every feature: db/ imports none, nor the demo content built from them.
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNeverImportsWeb,
            { group: ['**/features/**', '**/demo/**'], message: 'server/db/ imports no feature.' },
          ],
        },
      ],
    },
  },
  {
    // A later block's no-restricted-imports replaces the one above for these files, hence both patterns.
    files: ['server/**/*.service.ts', 'server/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNeverImportsWeb,
            {
              group: ['fastify', 'fastify/*', '@fastify/*', 'fastify-*'],
              message:
                'Services and repositories know no HTTP: they take an Actor and a Log, not the request.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one bridge to the built web app: React Router's request handler runs its server build, and
    // the loaders' context (server/web/page-reads.ts) is typed in React Router's terms.
    files: ['server/web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/app/**', '**/web/public/**', 'react', 'react-dom'],
              message: 'server/ never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // zod for the rules, FormatJS for the catalogues' messages (ADR 020).
              regex: '^(?!zod$)(?!intl-messageformat$)(?!\\./)',
              message: 'contract/ imports only zod, intl-messageformat (and itself).',
            },
          ],
        },
      ],
    },
  },
);
