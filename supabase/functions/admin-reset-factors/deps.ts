import { callerClient, adminCallerOf } from '../_shared/require-admin.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps, Prepared } from './handler.ts'

// What prepare_factor_reset's refusals mean over HTTP (PostgREST's PTxxx codes are the status).
const STATUS_OF: Record<string, number> = { PT403: 403, PT404: 404, '22023': 400 }

export function createDeps(env: Record<string, string | undefined>): Deps {
  const db = serviceClient(env)
  return {
    callerOf: (authorization) => adminCallerOf(env, authorization, 'owner'),
    async prepare(authorization, userId): Promise<Prepared> {
      const asCaller = callerClient(env, authorization)
      if (!asCaller) return { ok: false, status: 401, error: 'Sign in as the owner' }
      const { data, error } = await asCaller.rpc('prepare_factor_reset', { p_user_id: userId })
      if (!error) return { ok: true, factors: data }
      const status = STATUS_OF[error.code]
      if (status) return { ok: false, status, error: error.message }
      throw new Error(`prepare_factor_reset failed: ${error.message}`)
    },
    // GoTrue's admin factor routes (supabase/auth internal/api/api.go: GET
    // /admin/users/{user_id}/factors → adminUserGetFactors, DELETE
    // /admin/users/{user_id}/factors/{factor_id} → adminUserDeleteFactor), which the local
    // stack's auth serves as well.
    async removeFactors(userId) {
      const listed = await db.auth.admin.mfa.listFactors({ userId })
      if (listed.error) throw listed.error
      for (const factor of listed.data.factors) {
        const deleted = await db.auth.admin.mfa.deleteFactor({ userId, id: factor.id })
        if (deleted.error) throw deleted.error
      }
      return listed.data.factors.length
    },
  }
}
