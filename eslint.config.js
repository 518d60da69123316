import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

/** Tests and test helpers: one scheme, a `test-support/` folder (server and web), never imported by production. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];
const TEST_HELPERS = {
  regex: '(^|/)test-support/|\\.test(\\.js)?$',
  message: 'Production code never imports a test or a test helper (test-support/).',
};
const NOT_IO = {
  group: ['@armada/server', '@armada/web', 'node:*', 'fs', 'path'],
  message: 'domain is pure: no I/O, no app packages.',
};
const NOT_WEB = { group: ['@armada/web', '**/web/**'], message: 'server must not import web.' };
const NOT_SERVER = { group: ['@armada/server', '**/server/**'], message: 'web must not import server.' };

/**
 * Folders import downwards only (docs/architecture.md): a relative import climbing into one of these
 * top-level folders of the package is refused. Web: session, hooks, locales < api < components <
 * features < app. Server: db < auth; modules and demo above the infrastructure; demo above modules.
 */
const below = (...folders) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})/`,
  message: `This folder may not import ${folders.map((folder) => `${folder}/`).join(', ')} (imports point downwards: docs/architecture.md).`,
});

/** An import rule for every file of `files`, tests included (tests sit on top and may import any folder). */
const restrict = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

/**
 * An import rule for the production files of `files`, which also never import tests or test helpers.
 * Flat config lets the last matching entry set a rule, so each entry repeats its package's patterns.
 */
const production = (files, ...patterns) => ({
  files,
  ignores: TEST_FILES,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, TEST_HELPERS] }] },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.config.*', 'scripts/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a literal union (as const array).' },
      ],
    },
  },
  restrict(['packages/domain/**/*.ts'], NOT_IO),
  production(['packages/domain/**/*.ts'], NOT_IO),
  restrict(['packages/server/**/*.ts'], NOT_WEB),
  production(['packages/server/**/*.ts'], NOT_WEB),
  production(['packages/server/src/{auth,ingest,jobs,live,mail,resources}/**'], NOT_WEB, below('modules', 'demo')),
  production(['packages/server/src/db/**'], NOT_WEB, below('modules', 'demo', 'auth')),
  production(['packages/server/src/modules/**'], NOT_WEB, below('demo')),
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(['packages/web/**/*.{ts,tsx}'], NOT_SERVER),
  production(['packages/web/**/*.{ts,tsx}'], NOT_SERVER),
  production(
    ['packages/web/src/{session,hooks,locales}/**'],
    NOT_SERVER,
    below('api', 'components', 'features', 'app'),
  ),
  production(['packages/web/src/api/**'], NOT_SERVER, below('components', 'features', 'app')),
  production(['packages/web/src/components/**'], NOT_SERVER, below('features', 'app')),
  production(['packages/web/src/features/**'], NOT_SERVER, below('app')),
  {
    files: ['packages/web/src/**/*.tsx'],
    ignores: TEST_FILES,
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'title',
              'label',
              'placeholder',
              'alt',
              'aria-label',
              'tooltip',
              'content',
              'okText',
              'cancelText',
              'description',
              'message',
              'extra',
            ],
          },
        },
      ],
    },
  },
);
