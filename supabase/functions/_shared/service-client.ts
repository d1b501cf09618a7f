// supabase-js on the project's keys (project-keys.ts): the server client, and the session check.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from './database.types.ts'
import { serverKey, type Env } from './project-keys.ts'

const urlSchema = z.object({ SUPABASE_URL: z.url() })

/** supabase-js with the server key (bypasses RLS), without a session. */
export function serviceClient(env: Env): SupabaseClient<Database> {
  const { SUPABASE_URL } = urlSchema.parse(env)
  return createClient<Database>(SUPABASE_URL, serverKey(env), {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/**
 * The signed-in user of the request's bearer token, verified by auth's own claims check:
 * supabase-js `auth.getClaims()` verifies an asymmetric (ES256) session locally against the
 * project's JWKS and asks auth about a legacy HS256 one. Undefined for no or a bad token.
 */
export async function verifiedUserId(
  client: SupabaseClient<Database>,
  authorization: string | null | undefined,
): Promise<string | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token || token.startsWith('sb_')) return undefined
  const { data, error } = await client.auth.getClaims(token)
  if (error || !data) return undefined
  const sub = data.claims.sub
  return typeof sub === 'string' && sub !== '' ? sub : undefined
}
