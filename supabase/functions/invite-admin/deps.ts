import { portalCallerOf } from '../_shared/require-admin.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Caller, Deps } from './handler.ts'

export function createDeps(env: Record<string, string | undefined>): Deps {
  const db = serviceClient(env)
  return {
    async callerOf(authorization): Promise<Caller> {
      const caller = await portalCallerOf(env, authorization, 'owner')
      if (caller.kind === 'admin' && caller.userId) return { kind: 'owner', id: caller.userId }
      if (caller.kind === 'anonymous' || caller.kind === 'second-factor')
        return { kind: caller.kind }
      return { kind: 'not-owner' }
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
