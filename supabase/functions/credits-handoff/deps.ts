import { handoffSender, handoffSettings, handoffStore } from '../_shared/credits-handoff.ts'
import type { Env } from '../_shared/env.ts'
import { hasSecretKey } from '../_shared/project-keys.ts'
import { adminCallerOf } from '../_shared/require-admin.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps } from './handler.ts'

// One run delivers at most this many (one takes up to the 10 s timeout; runs are a minute apart).
const MAX_PER_RUN = 20

export function createDeps(env: Env): Deps {
  const db = serviceClient(env)
  const settings = handoffSettings(env)
  return {
    isScheduler: (req) => hasSecretKey(req, env),
    callerOf: (authorization) => adminCallerOf(env, authorization),
    store: handoffStore(db),
    send: settings ? handoffSender(settings) : null,
    maxPerRun: MAX_PER_RUN,
  }
}
