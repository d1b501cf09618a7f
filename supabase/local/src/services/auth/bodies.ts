import { z } from 'zod'

// GoTrue decodes bodies into typed structs: a field of the wrong type is a bad_json error
// (json.ts), a missing or null one is empty. Unknown fields are ignored.
const text = z.string().nullish()
const flag = z.boolean().nullish()
const metadata = z.record(z.string(), z.unknown()).nullish()

export const passwordGrantBody = z.looseObject({ email: text, phone: text, password: text })
export const refreshGrantBody = z.looseObject({ refresh_token: text })
export const signupBody = z.looseObject({ email: text, password: text, data: metadata })

export const createUserBody = z.looseObject({
  email: text,
  password: text,
  email_confirm: flag,
  user_metadata: metadata,
  data: metadata,
  app_metadata: metadata,
})

export const updateUserBody = z.looseObject({
  email: text,
  password: text,
  email_confirm: flag,
  user_metadata: metadata,
  app_metadata: metadata,
  ban_duration: text,
})

export const recoverBody = z.looseObject({
  email: text,
  code_challenge: text,
  code_challenge_method: text,
})
export const verifyBody = z.looseObject({
  type: text,
  token: text,
  token_hash: text,
  email: text,
  phone: text,
  redirect_to: text,
})
export const inviteBody = z.looseObject({ email: text, data: metadata })
export const generateLinkBody = z.looseObject({
  type: text,
  email: text,
  password: text,
  data: metadata,
  redirect_to: text,
})
export const userUpdateBody = z.looseObject({ password: text, data: metadata })

export type PasswordGrantBody = z.infer<typeof passwordGrantBody>
export type RefreshGrantBody = z.infer<typeof refreshGrantBody>
