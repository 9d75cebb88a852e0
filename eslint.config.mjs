import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The React client and its Storybook catalogue.
const WEB = ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'];

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
