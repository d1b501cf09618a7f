import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { isPortalRole, type PortalRole } from '@shared/portal-roles'
import { authKeys } from '@/features/auth/api/keys'
import { JUST_READ_MS } from '@/lib/query-freshness'
import { supabase } from '@/lib/supabase'

// Every portal account reads its own admin_users row (RLS), so a user sees their role exactly
// when they have one. The server still decides every read and write; this only picks the
// screen and hides what the role cannot do.
async function fetchPortalRole(userId: string): Promise<PortalRole | null> {
  const { data, error } = await supabase
    .from('admin_users')
    .select('role')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw error
  return isPortalRole(data?.role) ? data.role : null
}

/**
 * The signed-in account's portal role, or null when it is not a portal account. Just read (by
 * the sign-in's head start or the guard), it is not read again by the screens that mount next.
 */
export const portalRoleOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.isAdmin(userId),
    queryFn: () => fetchPortalRole(userId),
    staleTime: JUST_READ_MS,
  })

/**
 * The signed-in account's role through the cache: the guard's query when it is in flight or
 * done (ensureQueryData shares it), null without a session or portal access.
 */
export async function currentPortalRole(client: QueryClient): Promise<PortalRole | null> {
  const { data } = await supabase.auth.getSession()
  const userId = data.session?.user.id
  return userId ? client.ensureQueryData(portalRoleOptions(userId)) : null
}
