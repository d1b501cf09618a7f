import { serviceClient } from '../_shared/service-client.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const db = serviceClient(rawEnv)
  const limit = RATE_LIMITS.contactMessage
  return {
    allowMessage: (address) => hitRateLimit(db, limit, address),
    async saveMessage(message) {
      const { error } = await db.from('contact_messages').insert(message)
      if (error) throw new Error(error.message)
    },
  }
}
