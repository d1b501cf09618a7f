import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { restHelpers, slug } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { rest, insertPost } = restHelpers(stack)

describe('reads', () => {
  it('lists published posts newest first for anon, everything for the service role', async () => {
    const older = await insertPost({ created_at: '2030-01-01T00:00:00Z' })
    const newer = await insertPost({ created_at: '2030-01-02T00:00:00Z' })
    await insertPost({ published: false, created_at: '2030-01-03T00:00:00Z' })
    const { data, error, status } = await stack.anon
      .from('posts')
      .select('*')
      .eq('published', true)
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data?.slice(0, 2).map((p) => p.slug)).toEqual([newer.slug, older.slug])
    expect(data?.every((p) => p.published === true)).toBe(true)
    const all = await stack.service
      .from('posts')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(1)
    expect(all.data?.[0]?.published).toBe(false)
  })

  it('returns Postgres JSON values: ISO timestamps with +00:00, arrays, numbers, json', async () => {
    const post = await insertPost({
      tags: ['seo', 'crm'],
      big: 9007199254740991,
      rating: 4.5,
      meta: { a: [1] },
      created_at: '2025-01-01 12:00:00.123456+00',
    })
    expect(post.created_at).toBe('2025-01-01T12:00:00.123456+00:00')
    expect(post.tags).toEqual(['seo', 'crm'])
    expect(post.big).toBe(9007199254740991)
    expect(post.rating).toBe(4.5)
    expect(post.meta).toEqual({ a: [1] })
  })

  it('answers .single() with an object and .maybeSingle() with null or the row', async () => {
    const post = await insertPost()
    const single = await stack.anon
      .from('posts')
      .select('*')
      .eq('slug', post.slug)
      .eq('published', true)
      .single()
    expect(single.data).toEqual(post)
    const raw = await rest(`/posts?select=slug&slug=eq.${post.slug}`, {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    })
    expect(raw.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(await raw.json()).toEqual({ slug: post.slug })
    const none = await stack.anon.from('posts').select('*').eq('slug', 'missing').maybeSingle()
    expect(none).toMatchObject({ data: null, error: null, status: 200 })
    const one = await stack.anon.from('posts').select('slug').eq('slug', post.slug).maybeSingle()
    expect(one.data).toEqual({ slug: post.slug })
  })

  it('selects columns with aliases, casts and quoted names', async () => {
    const post = await insertPost({ views: 7 })
    const { data } = await stack.service
      .from('posts')
      .select('id, heading:title, views::text, "slug"')
      .eq('id', post.id)
      .single()
    expect(data).toEqual({ id: post.id, heading: 'A post', views: '7', slug: post.slug })
  })

  it('reads a table whose name has a space and a case-sensitive column', async () => {
    const email = `${slug('reg')}@example.com`
    const inserted = await stack.anon
      .from('Webinar Registration')
      .insert({ Email: email, 'Full Name': 'Ada' })
    expect(inserted).toMatchObject({ error: null, status: 201, data: null })
    expect((await stack.anon.from('Webinar Registration').select('*')).data).toEqual([])
    const { data } = await stack.service
      .from('Webinar Registration')
      .select('"Email", "Full Name"')
      .eq('Email', email)
    expect(data).toEqual([{ Email: email, 'Full Name': 'Ada' }])
  })

  it('limits with limit/offset, range and the Range header, and caps at 1000 rows', async () => {
    const tag = slug('page')
    await stack.service
      .from('notes')
      .insert(Array.from({ length: 1005 }, (_, i) => ({ body: tag, n: i })))
    const capped = await stack.service.from('notes').select('n').eq('body', tag)
    expect(capped.data).toHaveLength(1000)
    const page = await stack.service
      .from('notes')
      .select('n')
      .eq('body', tag)
      .order('n')
      .range(10, 14)
    expect(page.data?.map((r) => r.n)).toEqual([10, 11, 12, 13, 14])
    const ranged = await rest(`/notes?select=n&body=eq.${tag}&order=n`, {
      headers: { range: '3-4', 'range-unit': 'items' },
    })
    expect(await ranged.json()).toEqual([{ n: 3 }, { n: 4 }])
    expect(ranged.headers.get('content-range')).toBe('3-4/*')
  })
})

describe('counts', () => {
  it('counts with HEAD and pages with 206 and Content-Range', async () => {
    const tag = slug('count')
    await stack.service
      .from('notes')
      .insert(Array.from({ length: 12 }, (_, i) => ({ body: tag, n: i })))
    const head = await stack.service
      .from('notes')
      .select('*', { count: 'exact', head: true })
      .eq('body', tag)
    expect(head).toMatchObject({ count: 12, data: null, status: 200 })
    const page = await rest(`/notes?select=n&body=eq.${tag}&order=n&offset=0&limit=10`, {
      headers: { prefer: 'count=exact' },
    })
    expect(page.status).toBe(206)
    expect(page.headers.get('content-range')).toBe('0-9/12')
    const viaClient = await stack.service
      .from('notes')
      .select('n', { count: 'exact' })
      .eq('body', tag)
      .range(0, 9)
    expect(viaClient).toMatchObject({ count: 12, status: 206 })
    const empty = await rest(`/notes?body=eq.${slug('none')}`, {
      headers: { prefer: 'count=exact' },
    })
    expect(empty.headers.get('content-range')).toBe('*/0')
    const plain = await rest(`/notes?body=eq.${tag}&limit=2`)
    expect(plain.headers.get('content-range')).toBe('0-1/*')
  })

  // PostgREST (MainTx.hs): estimated is exact up to db-max-rows (1000), the planner's
  // figure (or the 1001 counted, if larger) past it; planned is always the planner's.
  it('counts exactly up to max_rows when estimated, and asks the planner past it', async () => {
    const small = slug('estimated-small')
    await stack.service
      .from('notes')
      .insert(Array.from({ length: 7 }, (_, i) => ({ body: small, n: i })))
    const exactBelow = await stack.service
      .from('notes')
      .select('n', { count: 'estimated' })
      .eq('body', small)
      .range(0, 1)
    expect(exactBelow).toMatchObject({ count: 7, status: 206 })

    const big = slug('estimated-big')
    await stack.ctx.db.query(
      `insert into public.notes (body, n) select $1, g from generate_series(1, 1500) g`,
      [big],
    )
    await stack.ctx.db.query('analyze public.notes')
    const estimated = await stack.service
      .from('notes')
      .select('n', { count: 'estimated' })
      .eq('body', big)
      .range(0, 9)
    // Never fewer than the 1001 rows it counted, and no full count: an estimate.
    expect(estimated.status).toBe(206)
    expect(estimated.count).toBeGreaterThanOrEqual(1001)
    const planned = await stack.service
      .from('notes')
      .select('n', { count: 'planned', head: true })
      .eq('body', big)
    expect(planned.error).toBeNull()
    expect(planned.count).toBeGreaterThan(0)
  })
})
