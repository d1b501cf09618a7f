import { engineFromEnv } from '../_shared/campaigns/engine-env.ts'
import { adminCallerOf } from '../_shared/require-admin.ts'
import type { Deps } from './handler.ts'

declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void }

export function createDeps(env: Record<string, string | undefined>): Deps {
  const engine = engineFromEnv(env)
  return {
    callerOf: (authorization) => adminCallerOf(env, authorization, 'editor'),
    engine,
    runInBackground: (task) => EdgeRuntime.waitUntil(task),
  }
}
