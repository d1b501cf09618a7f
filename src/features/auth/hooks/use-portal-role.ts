import { useQuery } from '@tanstack/react-query'
import type { PortalRole } from '@shared/portal-roles'
import { portalRoleOptions } from '@/features/auth/api/is-admin'
import { useSession } from '@/features/auth/api/use-session'

/** The signed-in account's role (the guard read it already), or null while unknown. */
export function usePortalRole(): PortalRole | null {
  const session = useSession()
  const userId = session && session !== 'loading' ? session.user.id : ''
  const role = useQuery({ ...portalRoleOptions(userId), enabled: userId !== '' })
  return role.data ?? null
}
