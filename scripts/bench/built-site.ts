// What the browser benches measure against: a fresh seeded local stack, the site built for it
// (unless --no-build) and `vite preview` serving dist/ with this project's config.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { preview } from 'vite'
import { startLocalStack } from '../../supabase/local/src/index.ts'

const STACK_PORT = Number(process.env.BENCH_STACK_PORT ?? 54391)
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4391)

/** Runs `measure` with the site's origin, then stops the site and the stack. */
export async function withBuiltSite(
  build: boolean,
  measure: (origin: string) => Promise<void>,
): Promise<void> {
  const stack = await startLocalStack({ port: STACK_PORT })
  const stops: (() => unknown)[] = [() => stack.stop()]
  try {
    if (build) {
      // Not spawnSync: the build's prerender reads published posts from this process's stack.
      const child = spawn('npm', ['run', 'build'], {
        stdio: 'inherit',
        env: {
          ...process.env,
          VITE_SUPABASE_URL: stack.url,
          VITE_SUPABASE_PUBLISHABLE_KEY: stack.publishableKey,
        },
      })
      const [status] = await once(child, 'exit')
      if (status !== 0) throw new Error('npm run build failed')
    }
    // In process, as `vite preview` with this project's config: listening once it resolves.
    const site = await preview({ preview: { port: SITE_PORT, strictPort: true }, logLevel: 'warn' })
    stops.push(() => site.close())
    await measure(`http://127.0.0.1:${SITE_PORT}`)
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}
