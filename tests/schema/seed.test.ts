import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchPublishedPostPages } from '../../supabase/functions/_shared/domain/blog-rest.ts'
import { SEED_ADMIN, signIn } from '@local-stack/tests/support/test-stack.ts'
import { anonClient, startSchemaStack, type SchemaStack } from './support/stack.ts'

// supabase/seed.sql on a fresh stack: the local admin can sign in and the site has content.
const ADMIN = SEED_ADMIN
let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: true })
})
afterAll(async () => {
  await s?.stop()
})

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

describe('seed', () => {
  it('lets the local admin sign in with the seeded password, as an admin', async () => {
    const client = anonClient(s.stack)
    const { data, error } = await client.auth.signInWithPassword(ADMIN)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(ADMIN.email)
    const { data: admins } = await client.from('admin_users').select('user_id')
    expect(admins).toEqual([{ user_id: data.user?.id }])
    const { data: posts } = await client.from('blog_posts').select('slug, published')
    expect(posts).toHaveLength(4)
    expect(posts?.filter((p) => !p.published)).toHaveLength(1)
  })

  it('refuses a wrong password', async () => {
    const { error } = await anonClient(s.stack).auth.signInWithPassword({
      ...ADMIN,
      password: 'nope',
    })
    expect(error?.message).toBe('Invalid login credentials')
  })

  it('publishes three long-form posts with a local featured image', async () => {
    // As the public pages read them, with the visitor's key.
    const data = await fetchPublishedPostPages(
      { url: s.stack.url, publishableKey: s.stack.anonKey },
      10,
    )
    expect(data.map((p) => p.slug)).toEqual([
      'crm-automations-that-close-deals',
      'gmb-rank-tracking-guide',
      'what-is-identity-resolution',
    ])
    for (const post of data) {
      expect(words(post.content)).toBeGreaterThanOrEqual(600)
      expect(post.content).toMatch(/<h2>[\s\S]*<p>[\s\S]*<ul>/)
      // A raster share image (social cards do not render SVG), 1200 x 630, served from public/.
      expect(post.featured_image).toMatch(/^\/blog\/[a-z-]+\.jpg$/)
      const jpeg = readFileSync(join('public', post.featured_image ?? ''))
      expect(jpeg.readUInt16BE(0)).toBe(0xffd8)
      // The baseline frame header (FFC0) holds the height, then the width.
      const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
      expect([jpeg.readUInt16BE(frame + 7), jpeg.readUInt16BE(frame + 5)]).toEqual([1200, 630])
      expect(post.featured_image_alt).toBeTruthy()
      expect(post.meta_description).toBeTruthy()
      expect(post.reading_time).toBeGreaterThanOrEqual(1)
    }
  })

  it('has an active campaign with its draft, and registrations for the dashboard', async () => {
    const { client: admin } = await signIn(anonClient(s.stack), ADMIN)
    const { data: campaigns } = await admin.from('blog_campaigns').select('id, status')
    expect(campaigns).toHaveLength(1)
    expect(campaigns?.[0]?.status).toBe('active')
    const { data: linked } = await admin
      .from('blog_posts')
      .select('id')
      .eq('campaign_id', campaigns?.[0]?.id ?? '')
      .limit(1)
    expect(linked).toHaveLength(1)
    const { data: registrations } = await admin.from('Webinar Registration').select('Email')
    expect(registrations?.length).toBeGreaterThanOrEqual(5)
    expect(registrations?.filter((r) => !r.Email)).toHaveLength(1)
  })
})
