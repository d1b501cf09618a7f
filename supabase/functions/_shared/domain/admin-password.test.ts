import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../local/src/config.ts'
import { MIN_PASSWORD_LENGTH, newPasswordSchema, passwordMessages } from './admin-password.ts'

describe('admin password rule', () => {
  it("is auth's minimum_password_length from config.toml", async () => {
    const config = await loadConfig(fileURLToPath(new URL('../../../config.toml', import.meta.url)))
    expect(config.auth?.minimumPasswordLength).toBe(MIN_PASSWORD_LENGTH)
  })

  it('wants the length and the same password twice', () => {
    const short = newPasswordSchema.safeParse({ password: '12345', confirm: '12345' })
    expect(short.error?.issues[0]?.message).toBe(passwordMessages.tooShort)
    const other = newPasswordSchema.safeParse({ password: '123456', confirm: '1234567' })
    expect(other.error?.issues[0]?.message).toBe(passwordMessages.mismatch)
    expect(newPasswordSchema.safeParse({ password: '123456', confirm: '123456' }).success).toBe(
      true,
    )
  })
})
