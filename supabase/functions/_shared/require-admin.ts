import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from './database.types.ts'
import { publicKey, type Env } from './project-keys.ts'

/**
 * What a function asks of its caller, as the database's helpers decide it: `owner`
 * (private.is_owner), `admin` (private.is_admin: owners and admins) or `editor`
 * (private.is_editor: editors and up). Owners and admins need a session at `aal2` while the
 * portal requires a second factor; editors never do.
 */
export type PortalNeed = 'owner' | 'admin' | 'editor'

/**
 * 'anonymous': no valid session; 'not-admin': a session whose role does not do; 'second-factor':
 * the role would do but the session has not passed the second factor the portal requires.
 */
export type AdminCaller = 'anonymous' | 'not-admin' | 'second-factor' | 'admin'

/** The 403 of every admin function for an owner or admin whose session lacks the second factor. */
export const SECOND_FACTOR_REQUIRED =
  'Finish two-factor sign-in first: enter the code from your authenticator app, then try again'

const accessRow = z.object({
  user_id: z.uuid().nullable(),
  access: z.enum(['allowed', 'second-factor', 'refused']),
})

/** The bearer token of a signed-in session, or undefined (none, or an API key instead). */
function sessionToken(authorization: string | null | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  return token && !token.startsWith('sb_') ? token : undefined
}

/**
 * supabase-js acting as the caller: the publishable key and the caller's own access token, as
 * Supabase's docs build a user's client in a function ("Edge Functions: Auth context",
 * `createClient(url, anonKey, { global: { headers: { Authorization } } })`). PostgREST verifies
 * the token; RLS and the database's helpers see the caller's role and the session's `aal`.
 * Undefined without a session token.
 */
export function callerClient(
  env: Env,
  authorization: string | null | undefined,
): SupabaseClient<Database> | undefined {
  const token = sessionToken(authorization)
  if (!token) return undefined
  const url = z.object({ SUPABASE_URL: z.url() }).parse(env).SUPABASE_URL
  return createClient<Database>(url, publicKey(env), {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/**
 * Who calls and whether they may act as `need`, with their id when they may. The database
 * answers (public.portal_access, the helpers its policies use), asked as the caller
 * (callerClient): the role and the session's `aal` come from the verified token, never from the
 * request body. Throws when the database cannot answer.
 */
export async function portalCallerOf(
  env: Env,
  authorization: string | null | undefined,
  need: PortalNeed,
): Promise<{ kind: AdminCaller; userId?: string }> {
  const asCaller = callerClient(env, authorization)
  if (!asCaller) return { kind: 'anonymous' }
  const { data, error, status } = await asCaller.rpc('portal_access', { p_need: need })
  // PostgREST answers 401 for a token it cannot verify (bad signature, expired); a token of the
  // anon role (the legacy anon key) may not run the function at all.
  if (status === 401 || error?.code === '42501') return { kind: 'anonymous' }
  if (error) throw new Error(`portal access check failed: ${error.message}`)
  const row = accessRow.parse(data[0])
  if (row.user_id === null) return { kind: 'anonymous' }
  if (row.access === 'allowed') return { kind: 'admin', userId: row.user_id }
  return { kind: row.access === 'second-factor' ? 'second-factor' : 'not-admin' }
}

/** portalCallerOf without the id (owners and admins unless `need` says otherwise). */
export async function adminCallerOf(
  env: Env,
  authorization: string | null | undefined,
  need: PortalNeed = 'admin',
): Promise<AdminCaller> {
  return (await portalCallerOf(env, authorization, need)).kind
}
