import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const remoteBoundaries = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['shell', 'shell/*', '**/shell/**'],
            message: 'A remote never imports the shell (ARCHITECTURE.md §2).',
          },
          {
            group: [
              'volunteer-app',
              'organisation-app',
              '**/volunteer-app/**',
              '**/organisation-app/**',
            ],
            message: 'A remote never imports another remote (ARCHITECTURE.md §2).',
          },
          {
            group: ['../../shared-ui/**', '../../shared-domain/**', '../../../shared-*/**'],
            message: 'Import shared packages by package name only, or a second instance is made.',
          },
        ],
      },
    ],
  },
});

// Features inside an app never import each other (ARCHITECTURE.md §4, bulletproof-react's rule):
// the app's pages and routes compose them, and what several features share lives in the app's
// src/shared (or in shared-ui / shared-domain when other apps need it too).
const featuresKeptApart = {
  files: ['{shell,volunteer-app,organisation-app}/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      {
        type: 'feature',
        pattern: '*/src/features/*',
        capture: ['app', 'feature'],
      },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { feature: '!{{ from.element.captured.feature }}' },
                },
              },
            },
            message:
              'A feature never imports another feature (ARCHITECTURE.md §4): compose them in the app’s pages or routes, or move what they share to the app’s src/shared.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  remoteBoundaries('volunteer-app'),
  featuresKeptApart,
  remoteBoundaries('organisation-app'),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'volunteer-app',
                'organisation-app',
                '**/volunteer-app/**',
                '**/organisation-app/**',
              ],
              message: 'The shell loads remotes only through Module Federation at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-domain/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'volunteer-app', 'organisation-app', '**/shell/**', '**/*-app/**'],
              message: 'Shared packages never import an app.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
