import { z } from 'zod'

/**
 * Auth's password length rule (`[auth] minimum_password_length` in supabase/config.toml, and the
 * same setting under Authentication → Providers → Email on a hosted project): the "Set a new
 * password" form says it before auth refuses a shorter one (admin-password.test.ts keeps them equal).
 */
export const MIN_PASSWORD_LENGTH = 6

export const passwordMessages = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  mismatch: 'The two passwords do not match',
} as const

export const newPasswordSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .refine((v) => v.password.length >= MIN_PASSWORD_LENGTH, {
    message: passwordMessages.tooShort,
    path: ['password'],
  })
  .refine((v) => v.password === v.confirm, {
    message: passwordMessages.mismatch,
    path: ['confirm'],
  })

export type NewPasswordValues = z.infer<typeof newPasswordSchema>
