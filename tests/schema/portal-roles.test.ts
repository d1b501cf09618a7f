// The portal's roles through the API, as the portal and a hand-written call meet them: a writer's
// publish is refused with a clear error and changes nothing, the second-factor setting decides
// who reads registrants, only the owner manages roles, and the audit trail lists every
// sensitive action in order with who did it. A stack without the seed: a fresh project, where
// the portal requires a second factor.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSchemaStack, type SchemaStack } from './support/stack.ts'

let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
}, 120_000)
afterAll(async () => {
  await s?.stop()
})

const sql = async <R>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await s.stack.ctx.db.query<R>(text, params)).rows

async function setMfaRequired(on: boolean): Promise<void> {
  await sql('update public.portal_settings set mfa_required = $1', [on])
}

async function draftOf(role: 'writer' | 'editor'): Promise<string> {
  const { data, error } = await s
    .client(role)
    .from('blog_posts')
    .insert({ title: `Draft ${randomUUID()}`, slug: `draft-${randomUUID()}`, content: '<p>x</p>' })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

describe('portal roles', () => {
  it('lets a writer search published posts and their own drafts, never an editor’s draft', async () => {
    const word = `needle${randomUUID().slice(0, 8)}`
    const post = async (role: 'writer' | 'editor', published: boolean) => {
      const { data, error } = await s
        .client(role)
        .from('blog_posts')
        .insert({
          title: `${word} ${role} ${published}`,
          slug: `${word}-${randomUUID()}`,
          content: '<p>x</p>',
        })
        .select('id')
        .single()
      if (error) throw error
      if (published)
        await sql('update public.blog_posts set published = true where id = $1', [data.id])
      return data.id
    }
    const own = await post('writer', false)
    await post('editor', false)
    const live = await post('editor', true)
    const found = await s.client('writer').rpc('search_blog_posts', { p_query: word }).select('id')
    expect(found.error).toBeNull()
    expect(found.data?.map((row) => row.id).sort()).toEqual([own, live].sort())
    const drafts = await s
      .client('writer')
      .rpc('search_blog_posts', { p_query: word, p_published: false })
      .select('id')
    expect(drafts.data).toEqual([{ id: own }])
    // Editors see every match; a stranger may not search at all.
    const all = await s.client('editor').rpc('search_blog_posts', { p_query: word }).select('id')
    expect(all.data).toHaveLength(3)
    const stranger = await s.client('user').rpc('search_blog_posts', { p_query: word })
    expect(stranger.error?.message).toBe('permission denied for function search_blog_posts')
  })

  it("refuses a writer's publish through the API with a clear error, and changes nothing", async () => {
    const own = await draftOf('writer')
    const viaRpc = await s.client('writer').rpc('publish_blog_post', { p_post_id: own })
    expect({
      status: viaRpc.status,
      message: viaRpc.error?.message,
      hint: viaRpc.error?.hint,
    }).toEqual({
      status: 403,
      message: 'Writers cannot publish or schedule posts',
      hint: 'An editor, admin or owner publishes the draft.',
    })
    const viaUpdate = await s
      .client('writer')
      .from('blog_posts')
      .update({ published: true })
      .eq('id', own)
    expect(viaUpdate.error?.message).toBe('Writers cannot publish or schedule posts')
    const scheduled = await s
      .client('writer')
      .from('blog_posts')
      .update({ published_at: new Date(Date.now() + 86_400_000).toISOString() })
      .eq('id', own)
    expect(scheduled.error?.message).toBe('Writers cannot publish or schedule posts')
    expect(
      await sql('select published, published_at from public.blog_posts where id = $1', [own]),
    ).toEqual([{ published: false, published_at: null }])
    // Their own draft they edit; an editor's draft they neither see nor change nor delete.
    const edited = await s
      .client('writer')
      .from('blog_posts')
      .update({ title: 'Mine' })
      .eq('id', own)
      .select('title')
    expect(edited.data).toEqual([{ title: 'Mine' }])
    const theirs = await draftOf('editor')
    const seen = await s.client('writer').from('blog_posts').select('id').eq('id', theirs)
    expect(seen.data).toEqual([])
    await s.client('writer').from('blog_posts').update({ title: 'Taken' }).eq('id', theirs)
    await s.client('writer').from('blog_posts').delete().eq('id', theirs)
    expect(await sql('select title from public.blog_posts where id = $1', [theirs])).toHaveLength(1)
    expect(
      await sql<{ title: string }>('select title from public.blog_posts where id = $1', [theirs]),
    ).not.toEqual([{ title: 'Taken' }])
  })

  it('refuses a writer calling the admin functions directly, with the reason', async () => {
    const writerId = await s.userIdOf('writer')
    const role = await s
      .client('writer')
      .rpc('set_admin_role', { p_user_id: writerId, p_role: 'owner' })
    expect({ status: role.status, message: role.error?.message }).toEqual({
      status: 403,
      message: 'Only the owner can change roles',
    })
    const exported = await s.client('writer').rpc('record_registrations_export', { p_rows: 3 })
    expect({ status: exported.status, message: exported.error?.message }).toEqual({
      status: 403,
      message: 'Only owners and admins can export registrations',
    })
    const stats = await s.client('writer').rpc('registration_stats', { p_time_zone: 'UTC' })
    expect(stats.error?.message).toBe('permission denied for function registration_stats')
    expect(await sql('select role from public.admin_users where user_id = $1', [writerId])).toEqual(
      [{ role: 'writer' }],
    )
  })

  it('shows registrants to an admin only at aal2 while the setting is on, and at aal1 once it is off', async () => {
    const id = randomUUID()
    await sql(
      `insert into public."Webinar Registration" (id, name, "Email", webinar_title) values ($1, 'Ann', $2, 'W')`,
      [id, `ann-${id}@example.test`],
    )
    const read = async (role: 'admin' | 'admin_aal1' | 'editor') =>
      (await s.client(role).from('Webinar Registration').select('id').eq('id', id)).data
    await setMfaRequired(true)
    expect(await read('admin_aal1')).toEqual([])
    expect(await read('admin')).toEqual([{ id }])
    expect(await read('editor')).toEqual([])
    await setMfaRequired(false)
    expect(await read('admin_aal1')).toEqual([{ id }])
    expect(await read('editor')).toEqual([])
    await setMfaRequired(true)
  })

  it('lets only the owner change the setting, and never demote the last owner', async () => {
    await setMfaRequired(true)
    const byAdmin = await s
      .client('admin')
      .from('portal_settings')
      .update({ mfa_required: false })
      .eq('id', true)
      .select()
    expect(byAdmin.data).toEqual([])
    const ownerId = await s.userIdOf('owner')
    const demoted = await s
      .client('owner')
      .rpc('set_admin_role', { p_user_id: ownerId, p_role: 'admin' })
    expect({ status: demoted.status, message: demoted.error?.message }).toEqual({
      status: 409,
      message: 'The last owner cannot be demoted',
    })
    const bad = await s
      .client('owner')
      .rpc('set_admin_role', { p_user_id: ownerId, p_role: 'boss' })
    expect({ status: bad.status, message: bad.error?.message }).toEqual({
      status: 400,
      message: 'Choose a role: owner, admin, editor or writer',
    })
    expect(await sql('select role from public.admin_users where user_id = $1', [ownerId])).toEqual([
      { role: 'owner' },
    ])
  })

  it('lists each sensitive action in order, with who did it', async () => {
    const [ownerId, editorId, writerId] = await Promise.all([
      s.userIdOf('owner'),
      s.userIdOf('editor'),
      s.userIdOf('writer'),
    ])
    const emails = Object.fromEntries(
      (
        await sql<{ id: string; email: string }>(
          'select id::text, email from auth.users where id = any($1::uuid[])',
          [[ownerId, editorId, writerId]],
        )
      ).map((u) => [u.id, u.email]),
    )
    const [{ since } = { since: 0 }] = await sql<{ since: number }>(
      'select coalesce(max(id), 0)::int as since from public.admin_audit_log',
    )
    const invitee = await s.createUser({ admin: false })

    const post = await draftOf('writer')
    await s.client('writer').rpc('publish_blog_post', { p_post_id: post })
    await s
      .client('editor')
      .from('blog_posts')
      .update({ title: 'Roles in the portal' })
      .eq('id', post)
    expect(
      (
        await s.client('editor').rpc('publish_blog_post', {
          p_post_id: post,
          p_overrides: ['meta_description'],
        })
      ).error,
    ).toBeNull()
    await s.client('editor').from('blog_posts').update({ published: false }).eq('id', post)
    await s.client('editor').from('blog_posts').delete().eq('id', post)
    const campaign = await s
      .client('editor')
      .from('blog_campaigns')
      .insert({ name: 'Spring', keywords: ['crm'] })
      .select('id')
      .single()
    if (campaign.error) throw campaign.error
    await s
      .client('editor')
      .from('blog_campaigns')
      .update({ name: 'Spring drive' })
      .eq('id', campaign.data.id)
    await s.client('editor').from('blog_campaigns').delete().eq('id', campaign.data.id)
    expect(
      (await s.client('admin').rpc('record_registrations_export', { p_rows: 2 })).error,
    ).toBeNull()
    expect(
      (
        await s.service.rpc('add_admin', {
          p_email: invitee.email,
          p_actor: ownerId,
          p_invited: true,
          p_role: 'writer',
        })
      ).error,
    ).toBeNull()
    expect(
      (
        await s
          .client('owner')
          .rpc('set_admin_role', { p_user_id: invitee.userId, p_role: 'editor' })
      ).error,
    ).toBeNull()
    const setting = await s
      .client('owner')
      .from('portal_settings')
      .update({ mfa_required: false })
      .eq('id', true)
    expect(setting.error).toBeNull()

    const trail = await s
      .client('owner')
      .from('admin_audit_log')
      .select('actor_email, action, subject, target_email')
      .gt('id', since)
      .order('id')
    expect(trail.error).toBeNull()
    expect(trail.data).toEqual([
      {
        actor_email: emails[editorId],
        action: 'post_published',
        subject: 'Roles in the portal',
        target_email: null,
      },
      {
        actor_email: emails[editorId],
        action: 'post_unpublished',
        subject: 'Roles in the portal',
        target_email: null,
      },
      {
        actor_email: emails[editorId],
        action: 'post_deleted',
        subject: 'Roles in the portal',
        target_email: null,
      },
      {
        actor_email: emails[editorId],
        action: 'campaign_created',
        subject: 'Spring',
        target_email: null,
      },
      {
        actor_email: emails[editorId],
        action: 'campaign_edited',
        subject: 'Spring drive',
        target_email: null,
      },
      {
        actor_email: emails[editorId],
        action: 'campaign_deleted',
        subject: 'Spring drive',
        target_email: null,
      },
      {
        actor_email: expect.stringMatching(/^admin-/),
        action: 'registrations_exported',
        subject: '2 registrations',
        target_email: null,
      },
      {
        actor_email: emails[ownerId],
        action: 'invited',
        subject: 'writer',
        target_email: invitee.email,
      },
      {
        actor_email: emails[ownerId],
        action: 'role_changed',
        subject: 'writer → editor',
        target_email: invitee.email,
      },
      {
        actor_email: emails[ownerId],
        action: 'mfa_requirement_changed',
        subject: 'off',
        target_email: null,
      },
    ])
    // Nobody but the owner reads it.
    const byAdmin = await s.client('admin').from('admin_audit_log').select('id').gt('id', since)
    expect(byAdmin.data).toEqual([])
    await setMfaRequired(true)
  })
})
