// ESLint: typescript-eslint, React hooks, and import rules that keep the one-way boundaries of
// docs/architecture.md (shared ← server, shared ← client; ui/api/i18n ← features ← app; db/lib/plugins ← modules
// ← seed) and forbid cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const client = './src/client';
const server = './src/server';
const zones = [
  { target: './src/shared', from: [client, './src/server'], message: 'shared code is imported by both sides and imports neither.' },
  { target: client, from: './src/server', message: 'the web app never imports server code.' },
  { target: './src/server', from: client, message: 'the server never imports web-app code.' },
  { target: `${client}/ui`, from: [`${client}/features`, `${client}/app`], message: 'ui is below features and app.' },
  { target: `${client}/api`, from: [`${client}/features`, `${client}/app`], message: 'api is below features and app.' },
  { target: `${client}/i18n`, from: [`${client}/features`, `${client}/app`], message: 'i18n is below features and app.' },
  { target: `${client}/features`, from: `${client}/app`, message: 'features do not import the app shell.' },
  // The server's lower layers, like the client's: db, lib and plugins import no module and not the seed, which
  // stands above the modules. Cycles that run through type-only imports are caught by scripts/checkImports.ts.
  ...['db', 'lib', 'plugins'].map((layer) => ({
    target: `${server}/${layer}`,
    from: [`${server}/modules`, `${server}/seed`],
    message: `${layer} is below the modules and the seed: pass what it needs in from app.ts or main.ts.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-ssr/**',
      'node_modules/**',
      'data/**',
      'artifacts/**',
      'coverage/**',
      'src/server/db/migrations/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.server.json', 'tsconfig.e2e.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}', 'test/helpers/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
