import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { latestMailTo, mailTo } from '../support/mail-catcher.ts'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { authHelpers, email } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { client, newUser, authFetch } = authHelpers(stack)

const SITE = 'http://127.0.0.1:5173'
const RESET_PAGE = `${SITE}/admin-login/reset`

/** Opens an email's link as a browser would and returns where auth redirects it. */
async function follow(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' })
  return { status: response.status, location: new URL(response.headers.get('location') ?? '') }
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)))

describe('password recovery', () => {
  it('answers the same for a user and an unknown address, and emails only the user', async () => {
    const user = await newUser()
    const stranger = email()
    const known = await client().auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    const unknown = await client().auth.resetPasswordForEmail(stranger, { redirectTo: RESET_PAGE })
    expect(known).toEqual({ data: {}, error: null })
    expect(unknown).toEqual({ data: {}, error: null })

    const mail = await latestMailTo(stack.url, user.email)
    expect(mail).toMatchObject({
      source: 'auth',
      from: 'LeadSight <no-reply@mail.localhost>',
      to: [user.email],
      subject: 'Reset your LeadSight admin password',
    })
    expect(mail.text).toContain('Follow the link below')
    const link = new URL(mail.links[0] ?? '')
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.url}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE)
    expect(await mailTo(stack.url, stranger)).toEqual([])
  })

  it('signs the user in from the link, lets them set a new password, and uses the link once', async () => {
    const user = await newUser()
    await client().auth.resetPasswordForEmail(user.email, { redirectTo: RESET_PAGE })
    const link = (await latestMailTo(stack.url, user.email)).links[0] ?? ''

    const opened = await follow(link)
    expect(opened.status).toBe(303)
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(RESET_PAGE)
    const tokens = fragment(opened.location)
    expect(tokens).toMatchObject({ type: 'recovery', token_type: 'bearer', expires_in: '3600' })
    expect(decodeJwt(tokens.access_token ?? '')).toMatchObject({
      sub: user.id,
      amr: [{ method: 'otp', timestamp: expect.any(Number) }],
    })

    // What detectSessionInUrl does with the fragment, then the "Set a new password" form.
    const supabase = client()
    const set = await supabase.auth.setSession({
      access_token: tokens.access_token ?? '',
      refresh_token: tokens.refresh_token ?? '',
    })
    expect(set.error).toBeNull()
    const short = await supabase.auth.updateUser({ password: '12345' })
    expect(short.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    })
    const same = await supabase.auth.updateUser({ password: user.password })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    const updated = await supabase.auth.updateUser({ password: 'a-new-password' })
    expect(updated.error).toBeNull()

    const fresh = client()
    expect(
      (await fresh.auth.signInWithPassword({ email: user.email, password: user.password })).error
        ?.code,
    ).toBe('invalid_credentials')
    const signedIn = await fresh.auth.signInWithPassword({
      email: user.email,
      password: 'a-new-password',
    })
    expect(signedIn.error).toBeNull()

    const again = await follow(link)
    expect(`${again.location.origin}${again.location.pathname}`).toBe(RESET_PAGE)
    expect(fragment(again.location)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })

  it('sends at most one recovery email a minute to an address ([auth.email] max_frequency)', async () => {
    const user = await newUser()
    expect((await client().auth.resetPasswordForEmail(user.email)).error).toBeNull()
    const second = await client().auth.resetPasswordForEmail(user.email)
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    )
    expect(await mailTo(stack.url, user.email)).toHaveLength(1)
  })

  it('sends a link to the site URL when redirect_to is not allowed, and checks the address', async () => {
    const user = await newUser()
    await client().auth.resetPasswordForEmail(user.email, {
      redirectTo: 'https://evil.example/steal',
    })
    const link = new URL((await latestMailTo(stack.url, user.email)).links[0] ?? '')
    expect(link.searchParams.get('redirect_to')).toBe(SITE)

    const empty = await authFetch('/recover', { method: 'POST', body: '{"email":""}' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    })
    const bad = await client().auth.resetPasswordForEmail('not-an-address')
    expect(bad.error).toMatchObject({
      status: 400,
      message: 'Unable to validate email address: invalid format',
    })
  })

  it("verifies generate_link's token hash and code with verifyOtp", async () => {
    const user = await newUser()
    const generated = await stack.service.auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
      options: { redirectTo: RESET_PAGE },
    })
    expect(generated.error).toBeNull()
    const properties = generated.data.properties
    expect(properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: RESET_PAGE,
      email_otp: expect.stringMatching(/^\d{6}$/),
    })
    expect(properties?.action_link).toContain(`token=${properties?.hashed_token}&type=recovery`)
    expect(generated.data.user?.email).toBe(user.email)
    // generate_link sends nothing.
    expect(await mailTo(stack.url, user.email)).toEqual([])

    const supabase = client()
    const events: string[] = []
    supabase.auth.onAuthStateChange((event) => events.push(event))
    const verified = await supabase.auth.verifyOtp({
      type: 'recovery',
      token_hash: properties?.hashed_token ?? '',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.id).toBe(user.id)
    expect(events).toContain('PASSWORD_RECOVERY')
    const reused = await client().auth.verifyOtp({
      type: 'recovery',
      token_hash: properties?.hashed_token ?? '',
    })
    expect(reused.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    })

    const code = await stack.service.auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
    })
    const wrong = await client().auth.verifyOtp({
      type: 'recovery',
      email: user.email,
      token: '000000' === code.data.properties?.email_otp ? '111111' : '000000',
    })
    expect(wrong.error).toMatchObject({ status: 403, message: 'Token has expired or is invalid' })
    const right = await client().auth.verifyOtp({
      type: 'recovery',
      email: user.email,
      token: code.data.properties?.email_otp ?? '',
    })
    expect(right.error).toBeNull()

    const missing = await stack.service.auth.admin.generateLink({
      type: 'recovery',
      email: email(),
    })
    expect(missing.error).toMatchObject({ status: 404, message: 'User with this email not found' })
  })
})

describe('invitations', () => {
  it('invites by email; the link confirms the account and signs the invitee in to set a password', async () => {
    const address = email()
    const invited = await stack.service.auth.admin.inviteUserByEmail(address, {
      redirectTo: RESET_PAGE,
      data: { invited_by: 'test' },
    })
    expect(invited.error).toBeNull()
    expect(invited.data.user).toMatchObject({
      email: address,
      email_confirmed_at: null,
      user_metadata: { invited_by: 'test' },
    })

    const mail = await latestMailTo(stack.url, address)
    expect(mail.subject).toBe("You're invited to the LeadSight admin portal")
    expect(mail.text).toContain('An administrator of LeadSight invited you')
    const opened = await follow(mail.links[0] ?? '')
    const tokens = fragment(opened.location)
    expect(tokens.type).toBe('invite')

    const supabase = client()
    await supabase.auth.setSession({
      access_token: tokens.access_token ?? '',
      refresh_token: tokens.refresh_token ?? '',
    })
    const user = (await supabase.auth.getUser()).data.user
    expect(user?.email_confirmed_at).toEqual(expect.any(String))
    expect(user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true })
    expect((await supabase.auth.updateUser({ password: 'invitee-password' })).error).toBeNull()
    const signedIn = await client().auth.signInWithPassword({
      email: address,
      password: 'invitee-password',
    })
    expect(signedIn.error).toBeNull()

    const twice = await stack.service.auth.admin.inviteUserByEmail(address)
    expect(twice.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('takes invitations only with the secret key', async () => {
    const user = await newUser()
    const supabase = client()
    await supabase.auth.signInWithPassword({ email: user.email, password: user.password })
    const session = (await supabase.auth.getSession()).data.session
    const asUser = await authFetch('/invite', {
      method: 'POST',
      headers: { authorization: `Bearer ${session?.access_token ?? ''}` },
      body: JSON.stringify({ email: email() }),
    })
    expect(asUser.status).toBe(403)
    expect(await asUser.json()).toEqual({ code: 'not_admin', message: 'User not allowed' })
    const anonymous = await client().auth.admin.inviteUserByEmail(email())
    expect(anonymous.error).toMatchObject({ status: 403 })
  })
})
