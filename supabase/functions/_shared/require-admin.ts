import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { isPortalRole, type PortalRole } from './domain/portal-roles.ts'
import { verifiedUserId } from './service-client.ts'

export type AdminCaller = 'anonymous' | 'not-admin' | 'admin'

/** Owners and admins: the roles an admin-only function serves unless it says otherwise. */
const ADMINS: readonly PortalRole[] = ['owner', 'admin']

/**
 * Who calls: a verified session (project-keys.ts verifiedUserId, JWKS-based for ES256) whose
 * user is listed in admin_users with one of `roles` (owners and admins unless given), read with
 * the server key. 'not-admin' for any other account. Throws when the list cannot be read.
 */
export async function adminCallerOf(
  service: SupabaseClient<Database>,
  authorization: string | null | undefined,
  roles: readonly PortalRole[] = ADMINS,
): Promise<AdminCaller> {
  const userId = await verifiedUserId(service, authorization)
  if (!userId) return 'anonymous'
  const admin = await service.from('admin_users').select('role').eq('user_id', userId).maybeSingle()
  if (admin.error) throw new Error(`admin check failed: ${admin.error.message}`)
  const role = admin.data?.role
  return isPortalRole(role) && roles.includes(role) ? 'admin' : 'not-admin'
}
