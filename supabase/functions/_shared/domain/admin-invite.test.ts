import { describe, expect, it } from 'vitest'
import { inviteAdminFormSchema, inviteAdminRequestSchema } from './admin-invite.ts'

describe('admin invitation rules (the form and invite-admin)', () => {
  it('trims and lowercases the address', () => {
    expect(
      inviteAdminFormSchema.parse({ email: '  New.Admin@Example.COM ', role: 'writer' }),
    ).toEqual({ email: 'new.admin@example.com', role: 'writer' })
    expect(
      inviteAdminFormSchema.safeParse({ email: 'a@example.com', role: 'boss' }).error?.issues[0]
        ?.message,
    ).toBe('Choose a role: owner, admin, editor or writer')
  })

  it.each(['', 'nope', `${'a'.repeat(250)}@example.com`])('refuses the address %j', (email) => {
    const result = inviteAdminFormSchema.safeParse({ email, role: 'admin' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Enter the new admin’s email address')
  })

  it('takes an optional redirect URL in the request, and refuses one that is not a URL', () => {
    const email = 'a@example.com'
    expect(inviteAdminRequestSchema.parse({ email }).redirectTo).toBeUndefined()
    const redirectTo = 'https://site.test/admin-login/set-password'
    expect(inviteAdminRequestSchema.parse({ email, redirectTo }).redirectTo).toBe(redirectTo)
    expect(inviteAdminRequestSchema.safeParse({ email, redirectTo: 'set-password' }).success).toBe(
      false,
    )
  })
})
