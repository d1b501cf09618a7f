// generate-blog-post and campaign-scheduler as deployed: the real Deno functions behind the
// local stack's function host, RLS on the dialog's insert, and the background job writing the
// draft through a fake OpenAI-compatible provider.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeAiProvider } from '@local-stack/fake-ai/provider.ts'
import {
  SEED_ADMIN,
  signIn,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'

let ai: Awaited<ReturnType<typeof startFakeAiProvider>>
let admin: SupabaseClient
let adminToken: string
let member: SupabaseClient
let memberToken: string
let service: SupabaseClient

function callFunction(name: string, token: string, body: unknown, method = 'POST') {
  return fetch(`${stack.url}/functions/v1/${name}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  })
}

const campaignInput = {
  name: 'Function test',
  keywords: ['intent data'],
  posts_frequency: 1,
  frequency_period: 'week',
  post_length: 'short',
}

beforeAll(async () => {
  ai = await startFakeAiProvider()
})
const stack = useTestStack(() => ({
  functionSecrets: { AI_API_KEY: 'fn-key', AI_BASE_URL: ai.url, AI_MODEL: 'fn-model' },
}))
beforeAll(async () => {
  service = testClient(stack.url, stack.serviceRoleKey)
  await service.from('blog_campaigns').update({ status: 'completed' }).neq('status', 'completed')
  ;({ client: admin, accessToken: adminToken } = await signIn(
    testClient(stack.url, stack.anonKey),
    SEED_ADMIN,
  ))
  const created = await service.auth.admin.createUser({
    email: 'member@example.com',
    password: 'member-password-1',
    email_confirm: true,
  })
  if (created.error) throw created.error
  ;({ client: member, accessToken: memberToken } = await signIn(
    testClient(stack.url, stack.anonKey),
    { email: 'member@example.com', password: 'member-password-1' },
  ))
}, 60_000)
afterAll(async () => {
  await ai.stop()
})

describe('generate-blog-post', () => {
  it('answers 202 at once and writes the draft in the background', async () => {
    const { data: campaign, error } = await admin
      .from('blog_campaigns')
      .insert({ ...campaignInput, user_id: 'a0000000-0000-4000-8000-000000000001' })
      .select()
      .single()
    expect(error).toBeNull()
    expect(campaign).toMatchObject({ ...campaignInput, status: 'active', auto_publish: false })

    const response = await callFunction('generate-blog-post', adminToken, {
      campaignId: campaign.id,
    })
    expect(response.status).toBe(202)
    const body: unknown = await response.json()
    expect(body).toEqual({ success: true, jobId: expect.any(String) })

    const job = await vi.waitFor(
      async () => {
        const { data } = await service
          .from('blog_campaign_jobs')
          .select()
          .eq('campaign_id', campaign.id)
          .single()
        expect(data?.status).toBe('succeeded')
        return data
      },
      { timeout: 20_000, interval: 100 },
    )
    // The service role reads author_id, which the grants hide from every signed-in user.
    const { data: post } = await service.from('blog_posts').select().eq('id', job.post_id).single()
    expect(post).toMatchObject({
      campaign_id: campaign.id,
      author_id: 'a0000000-0000-4000-8000-000000000001',
      published: false,
      // No featured image, so no alt text for one.
      featured_image_alt: null,
    })
    expect(post.content).not.toContain('<script')
    const request = ai.requests.at(-1)
    expect(request?.headers.authorization).toBe('Bearer fn-key')
    expect(request?.body).toMatchObject({ model: 'fn-model' })
    expect(JSON.stringify(request?.body)).toContain('about 500 words')
  })

  it('refuses anyone who is not an admin, and RLS refuses their campaign', async () => {
    const insert = await member.from('blog_campaigns').insert(campaignInput).select().single()
    expect(insert.error?.code).toBe('42501')
    expect((await member.from('blog_campaign_jobs').select('id')).data).toEqual([])
    // Jobs are the engine's: even admins only read them.
    const own = await admin
      .from('blog_campaigns')
      .insert({ ...campaignInput, status: 'paused' })
      .select('id')
      .single()
    const forged = await admin
      .from('blog_campaign_jobs')
      .insert({ campaign_id: own.data?.id, slot: new Date().toISOString() })
    expect(forged.error?.code).toBe('42501')
    const campaignId = '11111111-1111-4111-8111-111111111111'
    const nonAdmin = await callFunction('generate-blog-post', memberToken, { campaignId })
    expect(nonAdmin.status).toBe(403)
    expect(await nonAdmin.json()).toEqual({
      error: 'Only editors, admins and the owner can generate articles',
    })
    // The public key is no session: sign in first.
    const anonymous = await callFunction('generate-blog-post', stack.anonKey, { campaignId })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Sign in as an admin to generate articles' })
  })

  it('validates the body and answers CORS preflights', async () => {
    const bad = await callFunction('generate-blog-post', adminToken, { campaignId: 'nope' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'campaignId must be the id of a campaign' })
    const missing = await callFunction('generate-blog-post', adminToken, {
      campaignId: '11111111-1111-4111-8111-111111111111',
    })
    expect(missing.status).toBe(404)

    const preflight = await fetch(`${stack.url}/functions/v1/generate-blog-post`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    })
    expect(preflight.ok).toBe(true)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    )
  })
})

describe('campaign-scheduler', () => {
  it('ticks only for the schedule (service role)', async () => {
    const denied = await callFunction('campaign-scheduler', adminToken, {})
    expect(denied.status).toBe(401)
    const tick = await callFunction('campaign-scheduler', stack.serviceRoleKey, {})
    expect(tick.status).toBe(202)
    expect(await tick.json()).toEqual({ success: true, enqueued: 0 })
  })
})
