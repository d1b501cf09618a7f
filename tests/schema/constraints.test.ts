import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '@local-stack/tests/support/test-stack.ts'
import { anonClient, startSchemaStack, type SchemaStack } from './support/stack.ts'

// Bad data is refused by the database itself, with an error that names the rule, and
// nothing is written. Writes go through the roles that really make them.
let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
})
afterAll(async () => {
  await s?.stop()
})

const post = (slug: string) => ({ title: 'A title', slug, content: '<p>Body</p>' })
// Counted with SQL: the service role may not read contact messages (it only writes them).
const count = async (table: string, column: string, value: string) => {
  const { rows } = await s.stack.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${column} = $1`,
    [value],
  )
  return rows[0]?.n
}
const countPosts = (slug: string) => count('blog_posts', 'slug', slug)
const countCampaigns = (name: string) => count('blog_campaigns', 'name', name)
const countMessages = (email: string) => count('contact_messages', 'email', email)

describe('blog_posts.slug', () => {
  it.each([
    'Not A Slug',
    'UPPER',
    'double--hyphen',
    '-leading',
    'trailing-',
    'under_score',
    'ümlaut',
    '',
  ])('rejects %j with a check violation naming blog_posts_slug_format', async (slug) => {
    const { error, status } = await s.client('admin').from('blog_posts').insert(post(slug))
    expect({ code: error?.code, status }).toEqual({ code: '23514', status: 400 })
    expect(error?.message).toContain('blog_posts_slug_format')
    expect(await countPosts(slug)).toBe(0)
  })

  it('accepts lowercase words joined by single hyphens', async () => {
    const slug = `good-slug-2-${Date.now()}`
    const { error } = await s.client('admin').from('blog_posts').insert(post(slug))
    expect(error).toBeNull()
    expect(await countPosts(slug)).toBe(1)
  })

  it('rejects a duplicate slug with 23505 (HTTP 409), keeping the first post', async () => {
    const slug = `taken-${Date.now()}`
    const admin = s.client('admin')
    expect((await admin.from('blog_posts').insert(post(slug))).error).toBeNull()
    const { error, status } = await admin
      .from('blog_posts')
      .insert({ ...post(slug), title: 'Second' })
    expect({ code: error?.code, status }).toEqual({ code: '23505', status: 409 })
    expect(error?.message).toContain('blog_posts_slug_key')
    const { data } = await s.service.from('blog_posts').select('title').eq('slug', slug)
    expect(data).toEqual([{ title: 'A title' }])
  })
})

describe('blog_posts bookkeeping', () => {
  it('sets author_id to the signed-in admin and keeps updated_at on the database clock', async () => {
    const { userId, email, password } = await s.createUser({ admin: true })
    const { client: admin } = await signIn(anonClient(s.stack), { email, password })
    const slug = `clock-${Date.now()}`
    const created = await admin.from('blog_posts').insert(post(slug)).select('id').single()
    expect(created.error).toBeNull()
    // author_id is hidden from every API role but the service role: checked with SQL.
    const { rows } = await s.stack.ctx.db.query<{ author_id: string }>(
      'select author_id from public.blog_posts where slug = $1',
      [slug],
    )
    expect(rows[0]?.author_id).toBe(userId)
    const { data: updated } = await admin
      .from('blog_posts')
      .update({ title: 'Edited', updated_at: '2000-01-01T00:00:00+00:00' })
      .eq('slug', slug)
      .select('updated_at')
      .single()
    expect(new Date(updated?.updated_at ?? 0).getFullYear()).toBeGreaterThan(2000)
  })
})

describe('blog_campaigns', () => {
  it.each([
    [
      'frequency_period "year"',
      { frequency_period: 'year' },
      'blog_campaigns_frequency_period_valid',
    ],
    ['posts_frequency 0', { posts_frequency: 0 }, 'blog_campaigns_posts_frequency_min'],
    ['post_length "huge"', { post_length: 'huge' }, 'blog_campaigns_post_length_valid'],
    ['status "deleted"', { status: 'deleted' }, 'blog_campaigns_status_valid'],
    ['a blank name', { name: '   ' }, 'blog_campaigns_name_not_blank'],
  ])('rejects %s', async (_label, change, constraint) => {
    const row = { name: `Campaign ${randomUUID()}`, ...change }
    const { error, status } = await s.client('admin').from('blog_campaigns').insert(row)
    expect({ code: error?.code, status }).toEqual({ code: '23514', status: 400 })
    expect(error?.message).toContain(constraint)
    expect(await countCampaigns(row.name)).toBe(0)
  })

  it('fills the spec defaults: 1 per week, medium length, active', async () => {
    const { data } = await s
      .client('admin')
      .from('blog_campaigns')
      .insert({ name: `Defaults ${randomUUID()}`, keywords: ['crm'] })
      .select()
      .single()
    expect(data).toMatchObject({
      posts_frequency: 1,
      frequency_period: 'week',
      post_length: 'medium',
      status: 'active',
    })
  })
})

// The submit-contact function writes with the service role; the table's own limits still hold.
describe('contact_messages as submit-contact writes them', () => {
  const form = () => ({
    name: 'Visitor',
    email: `visitor-${randomUUID()}@example.test`,
    subject: 'Hello',
    message: 'A question about pricing.',
  })

  it.each([
    ['an over-long message', { message: 'x'.repeat(5001) }, 'contact_messages_message_length'],
    ['an empty message', { message: '  ' }, 'contact_messages_message_length'],
    ['an over-long subject', { subject: 's'.repeat(201) }, 'contact_messages_subject_length'],
    ['an over-long name', { name: 'n'.repeat(101) }, 'contact_messages_name_length'],
    ['an invalid email', { email: 'not-an-email' }, 'contact_messages_email_format'],
  ])('rejects %s (HTTP 400) and stores nothing', async (_label, change, constraint) => {
    const row = { ...form(), ...change }
    const { error, status } = await s.service.from('contact_messages').insert(row)
    expect({ code: error?.code, status }).toEqual({ code: '23514', status: 400 })
    expect(error?.message).toContain(constraint)
    expect(await countMessages(row.email)).toBe(0)
  })

  it('accepts a message at the limits', async () => {
    const row = { ...form(), message: 'x'.repeat(5000), subject: 's'.repeat(200) }
    const { error } = await s.service.from('contact_messages').insert(row)
    expect(error).toBeNull()
    expect(await countMessages(row.email)).toBe(1)
  })

  it('refuses a direct insert with the anon key, which would skip the rate limit', async () => {
    const row = form()
    const { error, status } = await anonClient(s.stack).from('contact_messages').insert(row)
    expect({ code: error?.code, status }).toEqual({ code: '42501', status: 401 })
    expect(await countMessages(row.email)).toBe(0)
  })
})
