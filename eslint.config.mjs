import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The React client and its Storybook catalogue.
const WEB = ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'];
// Every TypeScript file belongs to one of the tsconfigs `npm run typecheck` checks, which typed
// rules need; the JavaScript scripts (bench, jest's global setup, codegen) and knip.config.ts do not.
const TYPED = ['{domain,gateway,web,tests,stories}/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'storybook-static/**',
      'tests/e2e/out/**',
      'web/src/graphql/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its rejection: on the server, an unhandled rejection. Fire and
      // forget is written `void`, where the promise cannot reject or its failure does not matter.
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX attributes included (no `checksVoidReturn: { attributes: false }`): an async function
      // given to onClick or to a view's onSubmit is wrapped where it is passed, `(values) => void
      // save(values)`, and only when it turns its own failures into the screen's error.
      '@typescript-eslint/no-misused-promises': 'error',
      // A switch over a union names every member, even with a default, so a new event kind, rule
      // kind or operation is a lint error wherever it is not handled; a switch over a plain string
      // ends with a default, what happens to the other values.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: true },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: WEB,
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: WEB, ...reactHooks.configs.flat.recommended },
  { files: WEB, ...jsxA11y.flatConfigs.recommended },
  {
    files: WEB,
    // On our own components `role` is a prop of theirs (RoleBadge's user role), not an ARIA role.
    rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
);
