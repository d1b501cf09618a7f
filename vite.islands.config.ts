// The islands runtime (src/islands/main.tsx), built after the app into the same dist/: the
// components it hydrates are the app's own, compiled against Preact's React-compatible layer
// (preact/compat) instead of React and React DOM, and with plain links instead of the router.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { browserSanitizer } from './scripts/lib/browser-sanitizer.ts'
import { supabaseDefines, supabaseEnvFor } from './scripts/lib/build-env.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ mode }) => ({
  // The blog's post island sanitises with DOMPurify, as the app does (browser-sanitizer.ts).
  plugins: [react(), browserSanitizer()],
  // The contact form and the blog islands call the API with the app's settings (vite.config.ts).
  define: supabaseDefines(supabaseEnvFor(mode)),
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router-dom$/, replacement: fromRoot('./src/islands/router-links.tsx') },
      { find: '@/', replacement: fromRoot('./src/') },
      { find: '@shared/', replacement: fromRoot('./supabase/functions/_shared/domain/') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    target: 'es2022',
    rolldownOptions: {
      input: { islands: fromRoot('./src/islands/main.tsx') },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  },
}))
