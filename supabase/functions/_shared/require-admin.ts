import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'

/**
 * An admin is a signed-in user listed in admin_users: the caller's JWT names the user (checked
 * by the auth service), the service role reads the list. Any failure means "not an admin".
 */
export function createIsAdmin(service: SupabaseClient<Database>) {
  return async (req: Request): Promise<boolean> => {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]
    if (!token) return false
    const { data, error } = await service.auth.getUser(token)
    if (error || !data.user) return false
    const admin = await service
      .from('admin_users')
      .select('user_id')
      .eq('user_id', data.user.id)
      .maybeSingle()
    return !admin.error && admin.data !== null
  }
}

/** Constant-time comparison of a bearer token with the expected secret. */
export function hasBearer(req: Request, secret: string): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1] ?? ''
  const a = new TextEncoder().encode(token)
  const b = new TextEncoder().encode(secret)
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return secret !== '' && diff === 0
}
