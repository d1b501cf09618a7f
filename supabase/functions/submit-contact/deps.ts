import { createClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import { RATE_LIMITS, toDecision } from '../_shared/rate-limit.ts'
import type { Deps } from './handler.ts'

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
})

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const db = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const limit = RATE_LIMITS.contactMessage
  return {
    async allowMessage(address) {
      const { data, error } = await db.rpc('hit_rate_limit', {
        bucket: limit.bucket,
        address,
        max_hits: limit.maxHits,
        window_seconds: limit.windowSeconds,
      })
      if (error) throw new Error(`rate limit check failed: ${error.message}`)
      return toDecision(data)
    },
    async saveMessage(message) {
      const { error } = await db.from('contact_messages').insert(message)
      if (error) throw new Error(error.message)
    },
  }
}
