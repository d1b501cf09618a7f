import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NO_FUNCTIONS,
  startTestStack,
  TEST_MIGRATIONS,
  TEST_SEED,
  testClient,
  type TestStack,
} from '../support/local-stack.ts'

let stack: TestStack
let anon: SupabaseClient
let service: SupabaseClient
let author: SupabaseClient
const AUTHOR_ID = 'a1111111-1111-4111-8111-111111111111'

beforeAll(async () => {
  stack = await startTestStack({
    migrationsDir: TEST_MIGRATIONS,
    seedFile: TEST_SEED,
    functionsDir: NO_FUNCTIONS,
  })
  anon = testClient(stack.url, stack.anonKey)
  service = testClient(stack.url, stack.serviceRoleKey)
  author = testClient(stack.url, stack.anonKey)
  const { error } = await author.auth.signInWithPassword({
    email: 'seeded@example.com',
    password: 'seeded-password',
  })
  expect(error).toBeNull()
})
afterAll(() => stack?.stop())

const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

/** Raw request with the headers supabase-js sends, to see statuses and headers. */
function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const key = init.key ?? stack.serviceRoleKey
  const headers = new Headers(init.headers)
  headers.set('apikey', key)
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`)
  if (init.method && init.method !== 'GET' && init.method !== 'HEAD')
    headers.set('content-type', 'application/json')
  return fetch(`${stack.url}/rest/v1${path}`, { ...init, headers })
}

async function insertPost(fields: Record<string, unknown> = {}) {
  const { data, error } = await service
    .from('posts')
    .insert({ title: 'A post', slug: slug('post'), published: true, ...fields })
    .select()
    .single()
  expect(error).toBeNull()
  return data
}

describe('reads', () => {
  it('lists published posts newest first for anon, everything for the service role', async () => {
    const older = await insertPost({ created_at: '2030-01-01T00:00:00Z' })
    const newer = await insertPost({ created_at: '2030-01-02T00:00:00Z' })
    await insertPost({ published: false, created_at: '2030-01-03T00:00:00Z' })
    const { data, error, status } = await anon
      .from('posts')
      .select('*')
      .eq('published', true)
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data?.slice(0, 2).map((p) => p.slug)).toEqual([newer.slug, older.slug])
    expect(data?.every((p) => p.published === true)).toBe(true)
    const all = await service
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
    const single = await anon
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
    const none = await anon.from('posts').select('*').eq('slug', 'missing').maybeSingle()
    expect(none).toMatchObject({ data: null, error: null, status: 200 })
    const one = await anon.from('posts').select('slug').eq('slug', post.slug).maybeSingle()
    expect(one.data).toEqual({ slug: post.slug })
  })

  it('selects columns with aliases, casts and quoted names', async () => {
    const post = await insertPost({ views: 7 })
    const { data } = await service
      .from('posts')
      .select('id, heading:title, views::text, "slug"')
      .eq('id', post.id)
      .single()
    expect(data).toEqual({ id: post.id, heading: 'A post', views: '7', slug: post.slug })
  })

  it('reads a table whose name has a space and a case-sensitive column', async () => {
    const email = `${slug('reg')}@example.com`
    const inserted = await anon
      .from('Webinar Registration')
      .insert({ Email: email, 'Full Name': 'Ada' })
    expect(inserted).toMatchObject({ error: null, status: 201, data: null })
    expect((await anon.from('Webinar Registration').select('*')).data).toEqual([])
    const { data } = await service
      .from('Webinar Registration')
      .select('"Email", "Full Name"')
      .eq('Email', email)
    expect(data).toEqual([{ Email: email, 'Full Name': 'Ada' }])
  })

  it('limits with limit/offset, range and the Range header, and caps at 1000 rows', async () => {
    const tag = slug('page')
    await service
      .from('notes')
      .insert(Array.from({ length: 1005 }, (_, i) => ({ body: tag, n: i })))
    const capped = await service.from('notes').select('n').eq('body', tag)
    expect(capped.data).toHaveLength(1000)
    const page = await service.from('notes').select('n').eq('body', tag).order('n').range(10, 14)
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
    await service.from('notes').insert(Array.from({ length: 12 }, (_, i) => ({ body: tag, n: i })))
    const head = await service
      .from('notes')
      .select('*', { count: 'exact', head: true })
      .eq('body', tag)
    expect(head).toMatchObject({ count: 12, data: null, status: 200 })
    const page = await rest(`/notes?select=n&body=eq.${tag}&order=n&offset=0&limit=10`, {
      headers: { prefer: 'count=exact' },
    })
    expect(page.status).toBe(206)
    expect(page.headers.get('content-range')).toBe('0-9/12')
    const viaClient = await service
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
})

describe('writes', () => {
  it('inserts without a body by default (201, Content-Range */*)', async () => {
    const res = await rest('/posts', {
      method: 'POST',
      body: JSON.stringify({ title: 't', slug: slug('min') }),
    })
    expect(res.status).toBe(201)
    expect(await res.text()).toBe('')
    expect(res.headers.get('content-range')).toBe('*/*')
  })

  it('inserts arrays through columns=: missing keys are NULL, or defaults with missing=default', async () => {
    const [a, b] = [slug('arr'), slug('arr')]
    const nulls = await service
      .from('notes')
      .insert([{ body: a, n: 1 }, { body: b }])
      .select('body, n')
      .order('n')
    expect(nulls.data).toEqual([
      { body: a, n: 1 },
      { body: b, n: null },
    ])
    const defaults = await service
      .from('posts')
      .insert(
        [
          { title: 'x', slug: slug('def'), views: 3 },
          { title: 'y', slug: slug('def') },
        ],
        { defaultToNull: false },
      )
      .select('views, published, tags')
    expect(defaults.data).toEqual([
      { views: 3, published: false, tags: [] },
      { views: 0, published: false, tags: [] },
    ])
  })

  it('updates and deletes by id, with and without representation', async () => {
    const post = await insertPost()
    const minimal = await rest(`/posts?id=eq.${post.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Renamed' }),
    })
    expect(minimal.status).toBe(204)
    expect(minimal.headers.get('content-range')).toBe('0-0/*')
    const updated = await service.from('posts').update({ views: 99 }).eq('id', post.id).select()
    expect(updated.data).toEqual([{ ...post, title: 'Renamed', views: 99 }])
    const removed = await service.from('posts').delete().eq('id', post.id).select('id')
    expect(removed).toMatchObject({ status: 200, data: [{ id: post.id }] })
    const again = await rest(`/posts?id=eq.${post.id}`, { method: 'DELETE' })
    expect(again.status).toBe(204)
    expect(again.headers.get('content-range')).toBe('*/*')
  })

  it('upserts: 201 when inserting, 200 when only updating, ignore-duplicates keeps the row', async () => {
    const s = slug('up')
    const first = await service
      .from('posts')
      .upsert({ slug: s, title: 'one' }, { onConflict: 'slug' })
      .select()
    expect(first.status).toBe(201)
    const second = await service
      .from('posts')
      .upsert({ slug: s, title: 'two' }, { onConflict: 'slug' })
      .select('title')
    expect(second).toMatchObject({ status: 200, data: [{ title: 'two' }] })
    const ignored = await service
      .from('posts')
      .upsert({ slug: s, title: 'three' }, { onConflict: 'slug', ignoreDuplicates: true })
      .select('title')
    expect(ignored.data).toEqual([])
    expect((await service.from('posts').select('title').eq('slug', s).single()).data).toEqual({
      title: 'two',
    })
  })
})

describe('filters', () => {
  let tag: string
  beforeAll(async () => {
    tag = slug('f')
    await service.from('notes').insert([
      { body: tag, n: 1, tags: ['a', 'b'] },
      { body: tag, n: 2, tags: ['b', 'c,d'] },
      { body: tag, n: null, tags: null },
    ])
  })
  const base = () =>
    service.from('notes').select('n').eq('body', tag).order('n', { nullsFirst: true })
  const ns = async (
    query: PromiseLike<{ data: { n: number | null }[] | null; error: unknown }>,
  ) => {
    const { data, error } = await query
    expect(error).toBeNull()
    return data?.map((r) => r.n)
  }

  it('compares', async () => {
    expect(await ns(base().neq('n', 1))).toEqual([2])
    expect(await ns(base().gt('n', 1))).toEqual([2])
    expect(await ns(base().gte('n', 1))).toEqual([1, 2])
    expect(await ns(base().lt('n', 2))).toEqual([1])
    expect(await ns(base().lte('n', 2))).toEqual([1, 2])
    expect(await ns(base().is('n', null))).toEqual([null])
    expect(await ns(base().not('n', 'is', null))).toEqual([1, 2])
    expect(await ns(base().filter('n', 'isdistinct', '1'))).toEqual([null, 2])
    expect(await ns(base().in('n', [1, 3]))).toEqual([1])
    expect(await ns(base().not('n', 'in', '(1)'))).toEqual([2])
  })

  it('matches text, arrays and full text', async () => {
    const other = slug('like me')
    await service.from('notes').insert({ body: other, n: 5, tags: ['x'] })
    const bodies = async (q: PromiseLike<{ data: { body: string }[] | null }>) =>
      (await q).data?.map((r) => r.body)
    expect(
      await bodies(
        service
          .from('notes')
          .select('body')
          .like('body', `${other.slice(0, 6)}*`),
      ),
    ).toEqual([other])
    expect(
      await bodies(
        service
          .from('notes')
          .select('body')
          .ilike('body', `${other.slice(0, 6).toUpperCase()}*`),
      ),
    ).toEqual([other])
    expect(await bodies(service.from('notes').select('body').match({ body: other }))).toEqual([
      other,
    ])
    expect(
      await bodies(
        service.from('notes').select('body').filter('body', 'imatch', `^${other.toUpperCase()}$`),
      ),
    ).toEqual([other])
    expect(await ns(base().contains('tags', ['b']))).toEqual([1, 2])
    // supabase-js joins array values unquoted, so a comma inside one needs a literal.
    expect(await ns(base().filter('tags', 'cs', '{"c,d"}'))).toEqual([2])
    expect(await ns(base().containedBy('tags', ['a', 'b', 'z']))).toEqual([1])
    expect(await ns(base().overlaps('tags', ['a', 'c']))).toEqual([1])
    expect(await ns(base().filter('tags', 'ov', '{a,"c,d"}'))).toEqual([1, 2])
    const words = slug('zebra quokka')
    await service.from('notes').insert({ body: words })
    for (const type of [undefined, 'plain', 'phrase', 'websearch'] as const) {
      const found = await service
        .from('notes')
        .select('body')
        .textSearch('doc', 'quokka', { config: 'english', type })
      expect(found.data).toEqual([{ body: words }])
    }
  })

  it('combines with or, and, not and repeated keys', async () => {
    expect(await ns(base().or('n.eq.1,n.is.null'))).toEqual([null, 1])
    expect(await ns(base().or('n.eq.2,and(n.gte.1,n.lt.2)'))).toEqual([1, 2])
    expect(await ns(base().or('n.eq.1,not.and(n.gte.1,n.lte.2)'))).toEqual([1])
    expect(await ns(base().or('tags.cs.{"c,d"},n.eq.1'))).toEqual([1, 2])
    expect(await ns(base().gte('n', 1).lte('n', 1))).toEqual([1])
    expect(await ns(base().not('n', 'eq', 1).not('n', 'is', null))).toEqual([2])
  })

  it('orders by several keys with null placement', async () => {
    const { data } = await service
      .from('notes')
      .select('n')
      .eq('body', tag)
      .order('n', { ascending: false, nullsFirst: false })
    expect(data?.map((r) => r.n)).toEqual([2, 1, null])
  })
})

describe('row-level security and roles', () => {
  it('hides rows from reads, updates and deletes, and rejects inserts', async () => {
    const draft = await insertPost({ published: false })
    expect((await anon.from('posts').select('id').eq('id', draft.id)).data).toEqual([])
    expect((await anon.from('posts').update({ title: 'hacked' }).eq('id', draft.id)).status).toBe(
      204,
    )
    expect((await anon.from('posts').delete().eq('id', draft.id)).status).toBe(204)
    expect((await service.from('posts').select('title').eq('id', draft.id).single()).data).toEqual({
      title: 'A post',
    })
    const denied = await anon.from('posts').insert({ title: 'x', slug: slug('anon') })
    expect(denied).toMatchObject({ status: 401, error: { code: '42501' } })
  })

  it('lets a signed-in author write their own rows, and refuses others with 403', async () => {
    const own = await author
      .from('posts')
      .insert({ title: 'mine', slug: slug('own'), author_id: AUTHOR_ID })
      .select('title')
      .single()
    expect(own).toMatchObject({ status: 201, data: { title: 'mine' } })
    const drafts = await author.from('posts').select('slug').eq('slug', 'seeded-draft')
    expect(drafts.data).toEqual([{ slug: 'seeded-draft' }])
    const foreign = await author
      .from('posts')
      .insert({ title: 'x', slug: slug('foreign'), author_id: null })
    expect(foreign).toMatchObject({
      status: 403,
      error: {
        code: '42501',
        message: 'new row violates row-level security policy for table "posts"',
        details: null,
        hint: null,
      },
    })
  })
})

describe('rpc', () => {
  it('calls scalar, set-returning, void and GET functions', async () => {
    expect(await anon.rpc('add_them', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 })
    expect(await anon.rpc('add_them', { a: 4, b: 5 }, { get: true })).toMatchObject({ data: 9 })
    const set = await anon.rpc('published_posts').select('slug').eq('slug', 'seeded-published')
    expect(set.data).toEqual([{ slug: 'seeded-published' }])
    expect((await author.rpc('whoami')).data).toEqual({ role: 'authenticated', uid: AUTHOR_ID })
    expect(await service.rpc('bump_notes')).toMatchObject({ status: 204, data: null, error: null })
  })
})

describe('CORS', () => {
  it('answers preflights and exposes the headers the client reads', async () => {
    const preflight = await fetch(`${stack.url}/rest/v1/posts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, prefer',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, prefer',
    )
    const res = await rest('/posts?limit=1', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })
})
