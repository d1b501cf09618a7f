import bcrypt from 'bcryptjs'
import type { z } from 'zod'
import type { AuthSettings, StackContext } from '../../stack-context.ts'
import type { userUpdateBody } from './bodies.ts'
import { authError, checkPasswordStrength } from './errors.ts'
import { userById, userObject, type UserRow } from './users.ts'

/**
 * PUT /user (GoTrue internal/api/user.go UserUpdate), the parts `updateUser` uses here: a new
 * password (strength-checked, different from the current one; every other session of the user
 * ends, as user.UpdatePassword does) and user metadata.
 */
export async function updateUser(
  ctx: StackContext,
  settings: AuthSettings,
  user: UserRow,
  sessionId: string | undefined,
  body: z.infer<typeof userUpdateBody>,
): Promise<Record<string, unknown>> {
  const password = body.password ?? null
  let passwordHash: string | null = null
  if (password !== null && password !== '') {
    checkPasswordStrength(password, settings.minimumPasswordLength)
    if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
      throw authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await bcrypt.hash(password, 10)
  }
  return ctx.db.transaction(async (tx) => {
    if (passwordHash !== null) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid',
        [user.id, passwordHash],
      )
      await tx.query(
        'delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid',
        [user.id, sessionId ?? null],
      )
    }
    if (body.data) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb,
           updated_at = now()
         where id = $1::uuid`,
        [user.id, JSON.stringify(body.data)],
      )
    }
    const fresh = await userById(tx, user.id)
    if (!fresh) throw authError(404, 'user_not_found', 'User not found')
    return userObject(fresh)
  })
}
