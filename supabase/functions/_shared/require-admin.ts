import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { verifiedUserId } from './service-client.ts'

export type AdminCaller = 'anonymous' | 'not-admin' | 'admin'

/**
 * Who calls: a verified session (project-keys.ts verifiedUserId, JWKS-based for ES256) whose
 * user is listed in admin_users, read with the server key. Throws when the list cannot be read.
 */
export async function adminCallerOf(
  service: SupabaseClient<Database>,
  authorization: string | null | undefined,
): Promise<AdminCaller> {
  const userId = await verifiedUserId(service, authorization)
  if (!userId) return 'anonymous'
  const admin = await service
    .from('admin_users')
    .select('user_id')
    .eq('user_id', userId)
    .maybeSingle()
  if (admin.error) throw new Error(`admin check failed: ${admin.error.message}`)
  return admin.data ? 'admin' : 'not-admin'
}
