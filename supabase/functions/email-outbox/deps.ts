import { emailSenderFromEnv } from '../_shared/email/email-api.ts'
import { outboxStore } from '../_shared/email/outbox.ts'
import { hasSecretKey } from '../_shared/project-keys.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps } from './handler.ts'

// One run sends at most this many (one send takes ~0.1-1 s; runs are a minute apart).
const MAX_PER_RUN = 50

export function createDeps(env: Record<string, string | undefined>): Deps {
  return {
    isScheduler: (req) => hasSecretKey(req, env),
    store: outboxStore(serviceClient(env)),
    sender: emailSenderFromEnv(env),
    maxPerRun: MAX_PER_RUN,
  }
}
