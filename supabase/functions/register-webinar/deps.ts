import { serviceClient } from '../_shared/service-client.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

const UNIQUE_VIOLATION = '23505'

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const db = serviceClient(rawEnv)
  const limit = RATE_LIMITS.webinarRegistration
  return {
    allowRequest: (address) => hitRateLimit(db, limit, address),
    async registerOnce({ name, email, webinar_title }) {
      const { error } = await db
        .from('Webinar Registration')
        .insert({ name, Email: email, webinar_title })
      // The unique index on (lower("Email"), webinar_title) makes a repeat a no-op.
      if (error?.code === UNIQUE_VIOLATION) return 'duplicate'
      if (error) throw new Error(error.message)
      return 'created'
    },
  }
}
