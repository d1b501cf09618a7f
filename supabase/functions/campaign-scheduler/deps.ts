import { engineFromEnv } from '../_shared/campaigns/engine-env.ts'
import { hasSecretKey } from '../_shared/project-keys.ts'
import type { Deps } from './handler.ts'

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void }

// Hosted background tasks end after a few minutes; the next tick picks up what is left.
const WORK_BUDGET_MS = 120_000
// Jobs one tick (every 5 minutes) runs at most, taken round-robin across campaigns.
const MAX_JOBS_PER_TICK = 10

export function createDeps(env: Record<string, string | undefined>): Deps {
  const engine = engineFromEnv(env)
  return {
    // Supabase Cron calls with the secret key (or the legacy service-role key) from Vault.
    isScheduler: (req) => hasSecretKey(req, env),
    engine,
    runInBackground: (task) => EdgeRuntime.waitUntil(task),
    workBudgetMs: WORK_BUDGET_MS,
    maxJobsPerTick: MAX_JOBS_PER_TICK,
  }
}
