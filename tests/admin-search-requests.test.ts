// What the admin screens send for a search: the indexed search_* function, never a PostgREST
// `ilike` filter (under row-level security that reads the whole table: 4.5 s at 1,000,000
// rows). The SPA's own fetchers run against supabase-js with a recording fetch, so the
// requests checked are the ones the browser would send.
import { createClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '@/lib/database.types'
import type { ListRequest } from '@/lib/paging/use-paged-list'
import type { Position } from '@/lib/paging/keyset'

const sent = vi.hoisted(() => [] as { method: string; url: URL; body: unknown }[])

vi.mock('@/lib/supabase', async () => {
  // Node 20 has no global WebSocket and supabase-js refuses to start without one (as test-stack.ts).
  if (!('WebSocket' in globalThis))
    Reflect.set(globalThis, 'WebSocket', (await import('ws')).default)
  return {
    supabase: createClient<Database>('http://stack.test', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = new URL(input instanceof Request ? input.url : String(input))
          const text = typeof init?.body === 'string' ? init.body : ''
          sent.push({ method: init?.method ?? 'GET', url, body: text ? JSON.parse(text) : null })
          return new Response('[]', {
            status: 200,
            headers: { 'content-type': 'application/json', 'content-range': '*/0' },
          })
        },
      },
    }),
  }
})

const { fetchRegistrationPage } = await import('@/features/registrations/api/get-registrations')
const { fetchContactMessagePage, countContactMessages } =
  await import('@/features/contact/api/get-contact-messages')
const { fetchAdminOrderPage, countAdminOrders } =
  await import('@/features/credits/api/get-admin-orders')
const { fetchAdminPostPage, countAdminPosts } =
  await import('@/features/blog-admin/api/get-admin-posts')

const cursor = {
  at: '2026-11-25T10:00:00.123456+00:00',
  id: '7d3c6a8e-1b2c-4d5e-8f90-123456789abc',
}

function request<F extends string>(
  q: string,
  filters: Partial<Record<F, string>> = {},
  position: Position = null,
): ListRequest<F> {
  return { q, filter: (name) => filters[name] ?? '', position, page: 1, size: 10 }
}

beforeEach(() => {
  sent.length = 0
})

const only = () => {
  expect(sent).toHaveLength(1)
  const [first] = sent
  if (!first) throw new Error('no request')
  return first
}

describe('admin search requests', () => {
  it('registrations: search_registrations with the page cursor, no ilike', async () => {
    await fetchRegistrationPage(request('ann', {}, { dir: 'older', cursor }))
    const { method, url, body } = only()
    expect(method).toBe('POST')
    expect(url.pathname).toBe('/rest/v1/rpc/search_registrations')
    expect(url.searchParams.get('select')).toBe('id,name,Email,created_at')
    expect(url.search).not.toContain('ilike')
    expect(body).toEqual({
      p_query: 'ann',
      p_limit: 11,
      p_before_created_at: cursor.at,
      p_before_id: cursor.id,
    })
  })

  it('inbox: search_contact_messages, a newer page read after the cursor', async () => {
    await fetchContactMessagePage(request('bob', {}, { dir: 'newer', cursor }))
    const { url, body } = only()
    expect(url.pathname).toBe('/rest/v1/rpc/search_contact_messages')
    expect(body).toEqual({
      p_query: 'bob',
      p_limit: 11,
      p_after_created_at: cursor.at,
      p_after_id: cursor.id,
    })
    expect(await countContactMessages(request('bob'))).toBeNull()
  })

  it('orders: search_credit_orders with the status filter', async () => {
    await fetchAdminOrderPage(request('cs_test', { status: 'paid' }))
    const { url, body } = only()
    expect(url.pathname).toBe('/rest/v1/rpc/search_credit_orders')
    expect(body).toEqual({ p_query: 'cs_test', p_limit: 11, p_status: 'paid' })
    expect(await countAdminOrders(request('cs_test'))).toBeNull()
  })

  it('posts: search_blog_posts with the published and campaign filters', async () => {
    const campaign = '0b7c6a8e-1b2c-4d5e-8f90-123456789abc'
    await fetchAdminPostPage(request('seo', { status: 'draft', campaign }))
    const { url, body } = only()
    expect(url.pathname).toBe('/rest/v1/rpc/search_blog_posts')
    expect(body).toEqual({
      p_query: 'seo',
      p_limit: 11,
      p_published: false,
      p_campaign_id: campaign,
    })
    expect(await countAdminPosts(request('seo'))).toBeNull()
  })

  it("the posts list reads the columns it shows, not every post's content", async () => {
    await fetchAdminPostPage(request(''))
    expect(only().url.searchParams.get('select')).toBe(
      'id,title,slug,published,created_at,campaign_id',
    )
    sent.length = 0
    await fetchAdminPostPage(request('seo'))
    expect(only().url.searchParams.get('select')).not.toContain('content')
  })

  it('without a search the lists stay plain keyset reads of the table', async () => {
    await fetchRegistrationPage(request(''))
    const { method, url } = only()
    expect(method).toBe('GET')
    expect(url.pathname).toBe('/rest/v1/Webinar%20Registration')
    expect(url.searchParams.get('order')).toBe('created_at.desc,id.desc')
    expect(url.searchParams.get('limit')).toBe('11')
  })
})
