import type { StackContext } from '../../stack-context.ts'
import type { SiteDeployHook } from '../service.ts'
import { cronIntervalMs } from './schedules.ts'

const DEFAULT_QUIET_MS = 30_000

/**
 * What the hosted cron job `site-rebuild` does (migration 20261125000300_site_rebuild.sql), for
 * the local stack, which has neither pg_cron, pg_net nor Vault: every pollMs, the same
 * private.claim_site_rebuild; when a build is due, one POST to the deploy hook, whose outcome it
 * records (private.record_site_rebuild_result) for the blog's live check to name as a reason.
 */
export function startSiteRebuild(
  ctx: Pick<StackContext, 'db'>,
  hook: SiteDeployHook,
  fetchImpl: typeof fetch = fetch,
) {
  const quietSeconds = (hook.quietMs ?? DEFAULT_QUIET_MS) / 1000
  let running = false
  const record = async (problem: string | null) => {
    await ctx.db.query('select private.record_site_rebuild_result($1)', [problem])
  }
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
      await response.body?.cancel()
      const problem = response.ok ? null : `the deploy hook answered ${response.status}`
      if (problem) console.error(`[site-rebuild] ${problem}`)
      await record(problem)
    } catch (error) {
      console.error('[site-rebuild]', error)
      await record(
        `the deploy hook could not be called: ${error instanceof Error ? error.message : String(error)}`,
      ).catch((recordError: unknown) => console.error('[site-rebuild]', recordError))
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), hook.pollMs ?? cronIntervalMs('site-rebuild'))
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
