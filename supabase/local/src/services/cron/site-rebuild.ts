import type { StackContext } from '../../stack-context.ts'
import type { SiteDeployHook } from '../service.ts'
import { cronIntervalMs } from './schedules.ts'

const DEFAULT_QUIET_MS = 30_000

/**
 * What the hosted cron job `site-rebuild` does (migration 20261125000300_site_rebuild.sql), for
 * the local stack, which has neither pg_cron, pg_net nor Vault: every pollMs, the same
 * private.claim_site_rebuild; when a build is due, one POST to the deploy hook.
 */
export function startSiteRebuild(
  ctx: Pick<StackContext, 'db'>,
  hook: SiteDeployHook,
  fetchImpl: typeof fetch = fetch,
) {
  const quietSeconds = (hook.quietMs ?? DEFAULT_QUIET_MS) / 1000
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const { rows } = await ctx.db.query<{ due: boolean }>(
        'select private.claim_site_rebuild(make_interval(secs => $1)) as due',
        [quietSeconds],
      )
      if (!rows[0]?.due) return
      const response = await fetchImpl(hook.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) console.error(`[site-rebuild] deploy hook answered ${response.status}`)
      await response.body?.cancel()
    } catch (error) {
      console.error('[site-rebuild]', error)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), hook.pollMs ?? cronIntervalMs('site-rebuild'))
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
