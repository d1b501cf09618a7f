// The admin edge functions as the database's roles decide: the owner's recovery of an account
// that lost its authenticator (admin-reset-factors, through the stack's Auth admin API) with the
// audit trail of factors enrolled and removed, who did it, in order; and every admin function
// refusing a role, or a session without the second factor, that the database would refuse.
import { randomUUID } from 'node:crypto'
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import { afterEach, describe, expect, it } from 'vitest'
import type { PortalRole } from '@shared/portal-roles'
import { signIn, testClient, useTestStack } from '@local-stack/tests/support/test-stack.ts'
import { SECOND_FACTOR_REQUIRED } from '../supabase/functions/_shared/require-admin.ts'

const stack = useTestStack()

type Account = { client: SupabaseClient; id: string; email: string; password: string }

async function account(role: PortalRole): Promise<Account> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`
  const password = 'password-1'
  const created = await stack.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  if (created.error) throw created.error
  const id = created.data.user.id
  await stack.sql('insert into public.admin_users (user_id, role) values ($1, $2)', [id, role])
  const { client } = await signIn(testClient(stack.url, stack.anonKey), { email, password })
  return { client, id, email, password }
}

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate()

/** Enrols and verifies a TOTP factor: the client's session is aal2 afterwards. */
async function enrol(who: Account): Promise<string> {
  const { data, error } = await who.client.auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw error
  const verified = await who.client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeFor(data.totp.secret),
  })
  if (verified.error) throw verified.error
  return data.id
}

async function invoke(caller: SupabaseClient, fn: string, body: Record<string, unknown>) {
  const { data, error } = await caller.functions.invoke(fn, { body })
  if (error instanceof FunctionsHttpError) {
    const response: Response = error.context
    return { status: response.status, body: await response.json() }
  }
  if (error) throw error
  return { status: 200, body: data }
}

const reset = (caller: SupabaseClient, userId: string) =>
  invoke(caller, 'admin-reset-factors', { userId })

const factorsOf = async (userId: string) =>
  (await stack.service.auth.admin.mfa.listFactors({ userId })).data?.factors.map((f) => f.id)

/** The trail's entries about one account, oldest first: who, what, whose. */
const trailOf = (target: string) =>
  stack.sql<{ actor_email: string | null; action: string; subject: string | null }>(
    `select actor_email, action, subject from public.admin_audit_log
      where target_email = $1 order by id`,
    [target],
  )

const requireSecondFactor = (on: boolean) =>
  stack.sql('update public.portal_settings set mfa_required = $1', [on])

afterEach(() => requireSecondFactor(false))

describe('admin-reset-factors', () => {
  it("removes another account's factors for the owner, and the trail says who did what, in order", async () => {
    const owner = await account('owner')
    const admin = await account('admin')
    const factorId = await enrol(admin)
    expect(await factorsOf(admin.id)).toEqual([factorId])

    expect(await reset(owner.client, admin.id)).toEqual({ status: 200, body: { removed: 1 } })
    expect(await factorsOf(admin.id)).toEqual([])
    // The account signs in with the password alone again.
    const { client } = await signIn(testClient(stack.url, stack.anonKey), admin)
    const again = { ...admin, client }
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    // Enrolled by the account itself, then removed by the owner; then the account enrols and
    // turns it off itself.
    const second = await enrol(again)
    expect((await client.auth.mfa.unenroll({ factorId: second })).error).toBeNull()
    expect(await trailOf(admin.email)).toEqual([
      { actor_email: admin.email, action: 'factor_enrolled', subject: 'totp' },
      { actor_email: owner.email, action: 'factor_removed', subject: 'totp' },
      { actor_email: admin.email, action: 'factor_enrolled', subject: 'totp' },
      { actor_email: admin.email, action: 'factor_removed', subject: 'totp' },
    ])
  })

  it('refuses admins, editors, writers and visitors with a clear error, changing nothing', async () => {
    const target = await account('writer')
    const factorId = await enrol(target)
    for (const role of ['admin', 'editor', 'writer'] as const) {
      const caller = await account(role)
      expect(await reset(caller.client, target.id)).toEqual({
        status: 403,
        body: { error: 'Only the owner can reset two-factor sign-in' },
      })
    }
    expect(await reset(stack.anon, target.id)).toEqual({
      status: 401,
      body: { error: 'Sign in as the owner to reset two-factor sign-in' },
    })
    expect(await factorsOf(target.id)).toEqual([factorId])
    expect((await trailOf(target.email)).map((entry) => entry.action)).toEqual(['factor_enrolled'])
  })

  it('asks an owner without the second factor to finish it when the portal requires one', async () => {
    const owner = await account('owner')
    const target = await account('editor')
    const factorId = await enrol(target)
    await requireSecondFactor(true)

    expect(await reset(owner.client, target.id)).toEqual({
      status: 403,
      body: { error: SECOND_FACTOR_REQUIRED },
    })
    expect(await factorsOf(target.id)).toEqual([factorId])

    await enrol(owner)
    expect(await reset(owner.client, target.id)).toEqual({ status: 200, body: { removed: 1 } })
    expect(await factorsOf(target.id)).toEqual([])
  })

  it("refuses a body without an account id, and the owner's own account", async () => {
    const owner = await account('owner')
    expect(await reset(owner.client, 'not-an-id')).toEqual({
      status: 400,
      body: { error: 'userId must be the id of a portal account' },
    })
    expect(await reset(owner.client, owner.id)).toEqual({
      status: 400,
      body: { error: 'Turn off your own two-factor sign-in under Settings' },
    })
    expect(await reset(owner.client, randomUUID())).toEqual({
      status: 404,
      body: { error: 'That account is not in the portal' },
    })
  })
})

describe('admin functions ask the database for the role and the second factor', () => {
  // Each function, a body it accepts, what it needs, and its refusal for a smaller role.
  const FUNCTIONS = [
    {
      fn: 'credits-handoff',
      body: {},
      need: 'admin',
      refusal: 'Only admins can see or retry hand-offs',
    },
    {
      fn: 'upload-video-chunk',
      body: { fileName: 'clip.mp4' },
      need: 'admin',
      refusal: 'Only admins can upload videos',
    },
    {
      fn: 'invite-admin',
      body: { email: 'not-an-address' },
      need: 'owner',
      refusal: 'Only the owner can invite accounts',
    },
    {
      fn: 'admin-reset-factors',
      body: { userId: 'not-an-id' },
      need: 'owner',
      refusal: 'Only the owner can reset two-factor sign-in',
    },
    {
      fn: 'generate-blog-post',
      body: {},
      need: 'editor',
      refusal: 'Only editors, admins and the owner can generate articles',
    },
  ] as const

  it.each(FUNCTIONS)('$fn refuses a writer, and a role without the second factor', async (f) => {
    const writer = await account('writer')
    expect(await invoke(writer.client, f.fn, f.body)).toEqual({
      status: 403,
      body: { error: f.refusal },
    })
    await requireSecondFactor(true)
    // The role the function serves, signed in with the password alone.
    const allowed = await account(f.need)
    const answer = await invoke(allowed.client, f.fn, f.body)
    if (f.need === 'editor') {
      // Posts and campaigns hold no one's personal data: no second factor is asked for, and
      // the body is checked next.
      expect(answer).toEqual({
        status: 400,
        body: { error: 'campaignId must be the id of a campaign' },
      })
    } else {
      expect(answer).toEqual({ status: 403, body: { error: SECOND_FACTOR_REQUIRED } })
      // With the second factor, the same call gets past the check (to the body's answer).
      await enrol(allowed)
      expect([200, 400]).toContain((await invoke(allowed.client, f.fn, f.body)).status)
    }
  })
})
