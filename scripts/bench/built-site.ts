// What the browser benches measure against: a fresh local stack (seeded demo data unless the
// caller says otherwise), the site built for it (unless --no-build) and `vite preview` serving
// dist/ with this project's config.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { preview } from 'vite'
import {
  startLocalStack,
  type LocalStack,
  type LocalStackOptions,
} from '../../supabase/local/src/index.ts'
import { localStackBuildEnv } from '../lib/build-env.ts'

export interface BuiltSite {
  origin: string
  stack: LocalStack
  /** Wall time of `npm run build` (vite, SSR bundle, prerender), or undefined with --no-build. */
  buildMs?: number
}

/** Runs `measure` with the site, then stops the site and the stack. */
export async function withBuiltSite(
  build: boolean,
  measure: (origin: string, site: BuiltSite) => Promise<void>,
  options: {
    stackPort?: number
    sitePort?: number
    stack?: LocalStackOptions
    /** Runs on the started stack before the build (e.g. seeding what the build prerenders). */
    prepare?: (stack: LocalStack) => Promise<void>
  } = {},
): Promise<void> {
  const stackPort = options.stackPort ?? Number(process.env.BENCH_STACK_PORT ?? 54391)
  const sitePort = options.sitePort ?? Number(process.env.BENCH_SITE_PORT ?? 4391)
  const stack = await startLocalStack({ ...options.stack, port: stackPort })
  const stops: (() => unknown)[] = [() => stack.stop()]
  try {
    await options.prepare?.(stack)
    let buildMs: number | undefined
    if (build) {
      const started = performance.now()
      // Not spawnSync: the build's prerender reads published posts from this process's stack.
      const child = spawn('npm', ['run', 'build'], {
        stdio: 'inherit',
        env: localStackBuildEnv(stack),
      })
      const [status] = await once(child, 'exit')
      if (status !== 0) throw new Error('npm run build failed')
      buildMs = performance.now() - started
    }
    // In process, as `vite preview` with this project's config: listening once it resolves.
    const site = await preview({ preview: { port: sitePort, strictPort: true }, logLevel: 'warn' })
    stops.push(() => site.close())
    const origin = `http://127.0.0.1:${sitePort}`
    await measure(origin, { origin, stack, buildMs })
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}
