import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Dependencies point down (docs/architecture.md): app -> features -> components/lib/
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
// Vite and tsconfig's paths resolve @shared/ without an extension: one spelling in src (Deno's
// own imports inside supabase/ keep theirs).
const sharedExtension = {
  regex: '^@shared/(?!\\.\\.).*\\.tsx?$',
  message:
    "Import @shared modules without the extension: '@shared/blog-post', not '@shared/blog-post.ts'.",
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

// The local stack (supabase/local) stands without the app: it imports nothing from src/, neither
// through '@/' nor by a relative path out of supabase/local into src/. That path takes as many
// '../' as the file is deep ('../src' in supabase/local/bench is the stack's own src/), so there
// is one block per depth, each for the files at exactly that depth.
const appFromStack = {
  group: ['@/*'],
  message: 'The local stack imports nothing from the app (src/); move what both need out of src/.',
}
const climbToApp = (depth) => ({
  regex: `^(\\.\\./){${depth}}src(/|$)`,
  message: appFromStack.message,
})
const stackDepths = [2, 3, 4, 5, 6, 7, 8]

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
    // No import cycles. The resolver reads tsconfig.json's paths (@/ is src, @shared/ is
    // supabase/functions/_shared/domain); type-only imports are not followed.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'supabase/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: restrict(serverOnly, sharedExtension, supabaseClient) },
  { files: ['src/lib/**'], rules: restrict(serverOnly, sharedExtension, upward) },
  {
    files: ['src/components/**', 'src/content/**', 'src/config/**'],
    rules: restrict(serverOnly, sharedExtension, supabaseClient, upward),
  },
  ...features.flatMap((feature) => [
    {
      files: [`src/features/${feature}/**`],
      rules: restrict(serverOnly, sharedExtension, supabaseClient, otherFeatures(feature)),
    },
    {
      files: [`src/features/${feature}/api/**`],
      rules: restrict(serverOnly, sharedExtension, appLayer, otherFeatures(feature)),
    },
    {
      files: [
        `src/features/${feature}/components/**`,
        `src/features/${feature}/lib/**`,
        `src/features/${feature}/hooks/**`,
      ],
      rules: restrict(
        serverOnly,
        sharedExtension,
        supabaseClient,
        appLayer,
        otherFeatures(feature),
      ),
    },
  ]),
  {
    // A keyboard-scrollable container is built in one place: ScrollRegion (or Table's scrollLabel).
    files: ['src/**/*.tsx'],
    ignores: ['src/components/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='tabIndex'][value.expression.value=0]",
          message:
            'Make a scrolling container keyboard-reachable with ScrollRegion or <Table scrollLabel>, not tabIndex={0}.',
        },
      ],
    },
  },
  ...stackDepths.map((depth) => ({
    files: [`supabase/local/${'*/'.repeat(depth - 2)}*.{ts,tsx,js,mjs}`],
    rules: restrict(appFromStack, climbToApp(depth)),
  })),
  {
    // The local stack's functions host runs inside Deno: Web APIs only, none of the Node side.
    files: ['supabase/local/src/services/functions/deno/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict(appFromStack, {
      group: ['node:*', '../*'],
      message: 'Code in deno/ runs in Deno: Web APIs only.',
    }),
  },
)
