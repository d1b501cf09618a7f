import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Dependencies point down (CONVENTIONS.md, README "Layout"): app -> features -> components/lib/
// content/config, and the browser reaches the server's code only through @shared (the domain
// rules in supabase/functions/_shared/domain). ESLint applies the LAST matching block's options
// for a rule, so each block below lists every restriction that holds for its files.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const serverOnly = {
  regex: '(^|/)supabase/functions/(?!_shared/domain/)|(^|/)_shared/(?!domain/)|^@shared/\\.\\.',
  message:
    'Browser code imports shared rules only through @shared (supabase/functions/_shared/domain); server modules stay on the server.',
}
const supabaseClient = {
  group: ['@/lib/supabase', '@supabase/supabase-js'],
  message: 'Only features/*/api and lib/ talk to Supabase (keeps it out of marketing bundles).',
}
const appLayer = { group: ['@/app/*'], message: 'Features must not import the app layer.' }
const upward = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared code must not import features or app.',
}
const otherFeatures = (feature) => ({
  regex: `(^@/|/)features/(?!${feature}/)`,
  message: `A feature imports only itself and shared code (components, lib, config, content, @shared); pages that combine features live in src/app/.`,
})
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.local-data',
      'test-results',
      'playwright-report',
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
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(serverOnly, supabaseClient) },
  { files: ['src/lib/**'], rules: restrict(serverOnly, upward) },
  {
    files: ['src/components/**', 'src/content/**', 'src/config/**'],
    rules: restrict(serverOnly, supabaseClient, upward),
  },
  ...features.flatMap((feature) => [
    {
      files: [`src/features/${feature}/**`],
      rules: restrict(serverOnly, supabaseClient, otherFeatures(feature)),
    },
    {
      files: [`src/features/${feature}/api/**`],
      rules: restrict(serverOnly, appLayer, otherFeatures(feature)),
    },
    {
      files: [
        `src/features/${feature}/components/**`,
        `src/features/${feature}/lib/**`,
        `src/features/${feature}/hooks/**`,
      ],
      rules: restrict(serverOnly, supabaseClient, appLayer, otherFeatures(feature)),
    },
  ]),
  {
    // The local stack's functions host runs inside Deno: Web APIs only, none of the Node side.
    files: ['supabase/local/src/services/functions/deno/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict({
      group: ['node:*', '../*'],
      message: 'Code in deno/ runs in Deno: Web APIs only.',
    }),
  },
)
