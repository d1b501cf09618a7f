import { serviceClient, verifiedUserId } from '../_shared/service-client.ts'
import type { Caller, Deps } from './handler.ts'

export function createDeps(env: Record<string, string | undefined>): Deps {
  const db = serviceClient(env)
  return {
    async callerOf(authorization): Promise<Caller> {
      const id = await verifiedUserId(db, authorization)
      if (!id) return { kind: 'anonymous' }
      const admin = await db.from('admin_users').select('role').eq('user_id', id).maybeSingle()
      if (admin.error) throw new Error(`admin check failed: ${admin.error.message}`)
      return admin.data?.role === 'owner' ? { kind: 'owner', id } : { kind: 'not-owner' }
    },
    async invite(email, redirectTo) {
      const { error } = await db.auth.admin.inviteUserByEmail(email, { redirectTo })
      if (!error) return 'invited'
      if (error.code === 'email_exists') return 'has-account'
      if (error.status === 429) return 'too-many-emails'
      throw error
    },
    async addAdmin(email, actorId, invited, role) {
      const { data, error } = await db.rpc('add_admin', {
        p_email: email,
        p_actor: actorId,
        p_invited: invited,
        p_role: role,
      })
      if (error) throw new Error(error.message)
      return data
    },
  }
}
