// Portal accounts end to end: the owner invites through the real invite-admin function with a
// role, the invitation arrives in the stack's mail catcher, the invitee opens it, sets a
// password and has that role; accounts are listed, removed (never the last one), and every
// change is audited.
import { randomUUID } from 'node:crypto'
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { latestMailTo } from '@local-stack/tests/support/mail-catcher.ts'
import { signIn, testClient, useTestStack } from '@local-stack/tests/support/test-stack.ts'

const stack = useTestStack()
const SET_PASSWORD = 'http://127.0.0.1:5173/admin-login/set-password'

async function signedInUser(
  role: 'owner' | 'admin' | null,
): Promise<{ client: SupabaseClient; id: string; email: string }> {
  const email = `${role ?? 'user'}-${randomUUID().slice(0, 8)}@example.test`
  const created = await stack.service.auth.admin.createUser({
    email,
    password: 'password-1',
    email_confirm: true,
  })
  if (created.error) throw created.error
  const id = created.data.user.id
  if (role) {
    await stack.sql('insert into public.admin_users (user_id, role) values ($1, $2)', [id, role])
  }
  const { client } = await signIn(testClient(stack.url, stack.anonKey), {
    email,
    password: 'password-1',
  })
  return { client, id, email }
}

async function invite(client: SupabaseClient, body: Record<string, string>) {
  const { data, error } = await client.functions.invoke('invite-admin', { body })
  if (error instanceof FunctionsHttpError) {
    const response: Response = error.context
    return { status: response.status, body: await response.json() }
  }
  if (error) throw error
  return { status: 200, body: data }
}

describe('admin accounts', () => {
  it('invites an editor who sets a password from the email and can then use the portal', async () => {
    const admin = await signedInUser('owner')
    const address = `invitee-${randomUUID().slice(0, 8)}@example.test`
    const answer = await invite(admin.client, {
      email: address,
      redirectTo: SET_PASSWORD,
      role: 'editor',
    })
    expect(answer).toMatchObject({ status: 200, body: { email: address, invited: true } })

    const mail = await latestMailTo(stack.url, address)
    expect(mail.subject).toBe("You're invited to the LeadSight admin portal")
    const opened = await fetch(mail.links[0] ?? '', { redirect: 'manual' })
    const location = new URL(opened.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(SET_PASSWORD)
    const tokens = Object.fromEntries(new URLSearchParams(location.hash.slice(1)))
    const invitee = testClient(stack.url, stack.anonKey)
    await invitee.auth.setSession({
      access_token: tokens.access_token ?? '',
      refresh_token: tokens.refresh_token ?? '',
    })
    expect((await invitee.auth.updateUser({ password: 'invitee-password' })).error).toBeNull()

    const { client: again } = await signIn(testClient(stack.url, stack.anonKey), {
      email: address,
      password: 'invitee-password',
    })
    const own = await again.from('admin_users').select('role').maybeSingle()
    expect(own).toMatchObject({ error: null, data: { role: 'editor' } })
    const listed = await admin.client.rpc('list_admins')
    expect(listed.error).toBeNull()
    expect(listed.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: address, role: 'editor', invitation_pending: false }),
        expect.objectContaining({ email: admin.email, role: 'owner' }),
      ]),
    )
    // Only the owner lists accounts.
    expect((await again.rpc('list_admins')).data).toEqual([])
    const log = await admin.client
      .from('admin_audit_log')
      .select('actor_email, action, subject, target_email')
      .eq('target_email', address)
    expect(log.data).toEqual([
      { actor_email: admin.email, action: 'invited', subject: 'editor', target_email: address },
    ])
  })

  it('refuses an invitation from an admin, a signed-in non-admin and a visitor', async () => {
    const user = await signedInUser(null)
    const admin = await signedInUser('admin')
    const address = `nobody-${randomUUID().slice(0, 8)}@example.test`
    for (const caller of [user, admin]) {
      expect(await invite(caller.client, { email: address })).toEqual({
        status: 403,
        body: { error: 'Only the owner can invite accounts' },
      })
    }
    expect((await invite(stack.anon, { email: address })).status).toBe(401)
    const made = await stack.sql('select 1 from auth.users where email = $1', [address])
    expect(made).toEqual([])
    // Non-admins see no admins and cannot remove one.
    expect((await user.client.rpc('list_admins')).data).toEqual([])
    const removal = await user.client.rpc('remove_admin', { p_user_id: user.id })
    expect(removal.error).toMatchObject({ message: 'Only the owner can remove accounts' })
    const byAdmin = await admin.client.rpc('remove_admin', { p_user_id: user.id })
    expect(byAdmin.error).toMatchObject({ message: 'Only the owner can remove accounts' })
  })

  it('removes an admin with an audit entry, but never the last admin', async () => {
    // Only these two owners are in the portal: the others of this file are removed first.
    const first = await signedInUser('owner')
    const second = await signedInUser('owner')
    await stack.sql('delete from public.admin_users where user_id not in ($1, $2)', [
      first.id,
      second.id,
    ])
    const removed = await first.client.rpc('remove_admin', { p_user_id: second.id })
    expect(removed.error).toBeNull()
    const last = await first.client.rpc('remove_admin', { p_user_id: first.id })
    expect(last.error).toMatchObject({ message: 'The last admin cannot be removed' })
    expect(last.status).toBe(409)
    const log = await first.client
      .from('admin_audit_log')
      .select('actor_email, action, target_email')
      .eq('target_email', second.email)
    expect(log.data).toEqual([
      { actor_email: first.email, action: 'removed', target_email: second.email },
    ])
    // The removed admin's session reads nothing any more.
    expect((await second.client.rpc('list_admins')).data).toEqual([])
  })
})
