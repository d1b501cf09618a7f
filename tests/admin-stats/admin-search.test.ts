// The admin lists' search functions (20261126000030_admin_search.sql) as the SPA calls them:
// admins only, the typed text matched literally anywhere in the searched columns, newest
// first, and keyset pages that never skip or repeat a row while rows are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSchemaStack, type SchemaStack } from '../schema/support/stack.ts'

let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
  await s.stack.ctx.db.query(
    `insert into public."Webinar Registration" (name, "Email", webinar_title, created_at)
     select 'Visitor ' || g, 'visitor' || g || '@example.test', 'Workshop',
            timestamptz '2026-01-01' + g * interval '1 minute'
       from generate_series(1, 120) g`,
  )
  await s.stack.ctx.db.query(
    `insert into public."Webinar Registration" (name, "Email", webinar_title)
     values ('100% real_name', 'percent@example.test', 'Workshop'),
            ('1000 real name', 'other@example.test', 'Workshop')`,
  )
}, 120_000)
afterAll(async () => {
  await s?.stop()
})

describe('search_registrations', () => {
  it('refuses anon and a signed-in non-admin with 42501 and no rows', async () => {
    for (const role of ['anon', 'user'] as const) {
      const result = await s.client(role).rpc('search_registrations', { p_query: 'visitor' })
      expect({
        code: result.error?.code,
        data: result.data,
        message: result.error?.message,
      }).toEqual({
        code: '42501',
        data: null,
        message: 'permission denied for function search_registrations',
      })
    }
  })

  it('matches name or email case-insensitively, newest first, and % _ literally', async () => {
    const admin = s.client('admin')
    const byEmail = await admin.rpc('search_registrations', { p_query: 'VISITOR11' }).select('name')
    expect(byEmail.data?.map((r) => r.name)).toEqual([
      'Visitor 119',
      'Visitor 118',
      'Visitor 117',
      'Visitor 116',
      'Visitor 115',
      'Visitor 114',
      'Visitor 113',
      'Visitor 112',
      'Visitor 111',
      'Visitor 110',
      'Visitor 11',
    ])
    const literal = await admin
      .rpc('search_registrations', { p_query: '100% real_' })
      .select('name')
    expect(literal.data).toEqual([{ name: '100% real_name' }])
    const none = await admin.rpc('search_registrations', { p_query: 'nobody' })
    expect(none.data).toEqual([])
  })

  it('pages by keyset both ways without skipping or repeating a row while rows arrive', async () => {
    const admin = s.client('admin')
    const seen: string[] = []
    let cursor: { created_at: string; id: string } | undefined
    for (;;) {
      const { data, error } = await admin
        .rpc('search_registrations', {
          p_query: '@example.test',
          p_limit: 25,
          ...(cursor ? { p_before_created_at: cursor.created_at, p_before_id: cursor.id } : {}),
        })
        .select('id, created_at')
      if (error) throw error
      seen.push(...data.map((r) => r.id))
      // A new registration between pages lands before the first page, never inside the walk.
      await s.stack.ctx.db.query(
        `insert into public."Webinar Registration" (name, "Email", webinar_title)
         values ('Late', 'late-' || gen_random_uuid() || '@example.test', 'Workshop')`,
      )
      const last = data.at(-1)
      if (data.length < 25 || !last) break
      cursor = last
    }
    expect(seen).toHaveLength(122)
    expect(new Set(seen).size).toBe(122)

    const { rows } = await s.stack.ctx.db.query<{ created_at: string; id: string }>(
      `select to_json(created_at)#>>'{}' as created_at, id from public."Webinar Registration"
        where name = 'Visitor 60'`,
    )
    const middle = rows[0]
    if (!middle) throw new Error('no Visitor 60')
    const newer = await admin
      .rpc('search_registrations', {
        p_query: 'visitor',
        p_after_created_at: middle.created_at,
        p_after_id: middle.id,
        p_limit: 3,
      })
      .select('name')
    expect(newer.data?.length).toBe(3)
    expect(newer.data?.map((r) => r.name)).not.toContain('Visitor 60')
  })
})

describe('the other lists', () => {
  it('search messages, posts (with filters) and orders for admins only', async () => {
    const admin = s.client('admin')
    for (const fn of [
      'search_contact_messages',
      'search_blog_posts',
      'search_credit_orders',
    ] as const) {
      expect((await admin.rpc(fn, { p_query: 'x' })).error).toBeNull()
      expect((await s.client('user').rpc(fn, { p_query: 'x' })).error?.code).toBe('42501')
    }
    const posts = await admin.rpc('search_blog_posts', { p_query: 'x', p_published: true })
    expect(posts.error).toBeNull()
    const orders = await admin.rpc('search_credit_orders', { p_query: 'cs_', p_status: 'paid' })
    expect(orders.error).toBeNull()
  })
})
