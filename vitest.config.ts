import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { supabaseDefines, supabaseEnvFor } from './scripts/lib/build-env.ts'

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@shared/': fileURLToPath(new URL('./supabase/functions/_shared/domain/', import.meta.url)),
  '@tests/': fileURLToPath(new URL('./tests/support/', import.meta.url)),
  '@local-stack/': fileURLToPath(new URL('./supabase/local/', import.meta.url)),
}

// What vite.config.ts inlines for src/lib/supabase-env.ts: here the local stack's values.
const define = supabaseDefines(supabaseEnvFor('test'))

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/setup-dom.ts'],
          // jsdom plus a cold module graph can take seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'supabase/local/tests/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'local-stack',
          environment: 'node',
          include: ['supabase/local/tests/**/*.test.ts'],
          // Each file starts its own stack; sharing the module graph (PGlite's compiled wasm,
          // the cluster template) between files in a worker halves what a start costs.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
