import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Dependencies point down (CONVENTIONS.md): app -> features -> components/lib/content.
const noUpwardImports = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.local-data',
      'test-results',
      'playwright-report',
      'src/lib/database.types.ts',
      'supabase/functions/_shared/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/content/**', 'src/config/**'],
    rules: noUpwardImports([
      {
        group: ['@/features/*', '@/app/*'],
        message: 'Shared code must not import features or app.',
      },
    ]),
  },
  {
    files: [
      'src/features/*/api/**',
      'src/features/*/components/**',
      'src/features/*/lib/**',
      'src/features/*/hooks/**',
    ],
    rules: noUpwardImports([
      { group: ['@/app/*'], message: 'Features must not import the app layer.' },
    ]),
  },
  {
    // The local stack's functions host runs inside Deno: Web APIs only, none of the Node side.
    files: ['supabase/local/src/services/functions/deno/**'],
    ignores: ['**/*.test.ts'],
    rules: noUpwardImports([
      { group: ['node:*', '../*'], message: 'Code in deno/ runs in Deno: Web APIs only.' },
    ]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api/**', 'src/lib/**'],
    rules: noUpwardImports([
      {
        group: ['@/lib/supabase', '@supabase/supabase-js'],
        message:
          'Only features/*/api and lib/ talk to Supabase (keeps it out of marketing bundles).',
      },
    ]),
  },
)
