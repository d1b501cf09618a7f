import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { restHelpers, signed, slug } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { rest, insertPost } = restHelpers(stack)

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
    const nulls = await stack.service
      .from('notes')
      .insert([{ body: a, n: 1 }, { body: b }])
      .select('body, n')
      .order('n')
    expect(nulls.data).toEqual([
      { body: a, n: 1 },
      { body: b, n: null },
    ])
    const defaults = await stack.service
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
    const updated = await stack.service
      .from('posts')
      .update({ views: 99 })
      .eq('id', post.id)
      .select()
    expect(updated.data).toEqual([{ ...post, title: 'Renamed', views: 99 }])
    const removed = await stack.service.from('posts').delete().eq('id', post.id).select('id')
    expect(removed).toMatchObject({ status: 200, data: [{ id: post.id }] })
    const again = await rest(`/posts?id=eq.${post.id}`, { method: 'DELETE' })
    expect(again.status).toBe(204)
    expect(again.headers.get('content-range')).toBe('*/*')
  })

  it('upserts: 201 when inserting, 200 when only updating, ignore-duplicates keeps the row', async () => {
    const s = slug('up')
    const first = await stack.service
      .from('posts')
      .upsert({ slug: s, title: 'one' }, { onConflict: 'slug' })
      .select()
    expect(first.status).toBe(201)
    const second = await stack.service
      .from('posts')
      .upsert({ slug: s, title: 'two' }, { onConflict: 'slug' })
      .select('title')
    expect(second).toMatchObject({ status: 200, data: [{ title: 'two' }] })
    const ignored = await stack.service
      .from('posts')
      .upsert({ slug: s, title: 'three' }, { onConflict: 'slug', ignoreDuplicates: true })
      .select('title')
    expect(ignored.data).toEqual([])
    expect((await stack.service.from('posts').select('title').eq('slug', s).single()).data).toEqual(
      {
        title: 'two',
      },
    )
  })
  it('upserts as a role granted SELECT on some columns only, as PostgREST does without xmax', async () => {
    const email = `${slug('sub')}@example.com`
    const first = await stack.anon
      .from('subscribers')
      .upsert({ email, name: 'Ada' })
      .select('email, name')
    expect(first).toMatchObject({ status: 201, error: null, data: [{ email, name: 'Ada' }] })
    const second = await stack.anon
      .from('subscribers')
      .upsert({ email, name: 'Ada L.' })
      .select('name')
    expect(second).toMatchObject({ status: 200, error: null, data: [{ name: 'Ada L.' }] })
    const minimal = await stack.anon.from('subscribers').upsert({ email, name: 'Ada Lovelace' })
    expect(minimal).toMatchObject({ status: 200, error: null })
    const [row] = await stack.sql('select name, note from public.subscribers where email = $1', [
      email,
    ])
    expect(row).toEqual({ name: 'Ada Lovelace', note: null })
    // Postgres itself refuses what the role may not read: the merge reads excluded.note.
    const unreadable = await stack.anon.from('subscribers').upsert({ email, note: 'hidden' })
    expect(unreadable).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for table subscribers' },
    })
  })
})

describe('database errors', () => {
  it('maps constraint violations to 409 and 400 with Postgres details', async () => {
    const s = slug()
    await stack.service.from('posts').insert({ title: 't', slug: s })
    expect(await stack.service.from('posts').insert({ title: 't', slug: s })).toMatchObject({
      status: 409,
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "posts_slug_key"',
        details: `Key (slug)=(${s}) already exists.`,
        hint: null,
      },
    })
    const fk = await stack.service
      .from('posts')
      .insert({ title: 't', slug: slug(), author_id: randomUUID() })
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } })
    expect(await stack.service.from('posts').insert({ slug: slug() })).toMatchObject({
      status: 400,
      error: { code: '23502' },
    })
    const tooLong = await stack.service
      .from('posts')
      .insert({ title: 'x'.repeat(201), slug: slug() })
    expect(tooLong).toMatchObject({ status: 400, error: { code: '23514' } })
    expect(await stack.service.from('posts').select('id').eq('id', 'not-a-uuid')).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
    })
  })

  it('answers privilege errors with 401 for anon (with WWW-Authenticate) and 403 otherwise', async () => {
    const res = await rest('/secrets', { token: stack.anonKey })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await res.json()).toEqual({
      code: '42501',
      message: 'permission denied for table secrets',
      details: null,
      // Hosted Supabase's permission hint (supautils), naming what the role lacks.
      hint: 'Grant the required privileges to the current role with: GRANT SELECT ON public.secrets TO anon;',
    })
    const user = await signed(stack, {
      role: 'authenticated',
      sub: randomUUID(),
      exp: Math.floor(Date.now() / 1000) + 60,
    })
    const forbidden = await rest('/secrets', { token: user })
    expect(forbidden.status).toBe(403)
  })

  it('passes raise exception through with its detail and hint', async () => {
    expect(await stack.service.rpc('fail_loudly')).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'it failed', details: 'some detail', hint: 'some hint' },
    })
  })
})
