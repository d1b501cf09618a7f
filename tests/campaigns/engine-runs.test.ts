// The engine against the local stack and a fake OpenAI-compatible provider: the exact request,
// and how each kind of provider answer ends (succeeded, retried, failed with the reason).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLE_JSON_SCHEMA } from '../../supabase/functions/_shared/campaigns/article.ts'
import { enqueueDueSlots } from '../../supabase/functions/_shared/campaigns/enqueue.ts'
import { startJob } from '../../supabase/functions/_shared/campaigns/start-job.ts'
import { runClaimedJob } from '../../supabase/functions/_shared/campaigns/worker.ts'
import {
  articleJson,
  completion,
  FAKE_PROMPT_TOKENS,
  reply,
} from '@local-stack/fake-ai/provider.ts'
import { SEED_ADMIN_ID, startEngineFixture } from './engine-fixture.ts'

let f: Awaited<ReturnType<typeof startEngineFixture>>
beforeAll(async () => {
  f = await startEngineFixture()
}, 60_000)
afterAll(() => f.stop())
afterEach(() => f.retireCampaigns())

async function startFor(campaignId: string) {
  const started = await startJob(f.deps(), campaignId)
  if (!started.ok) throw new Error(started.error)
  return started.jobId
}

describe('a generation job', () => {
  it('sends the exact request and saves a sanitised draft for the campaign owner', async () => {
    const campaign = await f.createCampaign({ post_length: 'long' })
    const before = f.ai.requests.length
    const jobId = await startFor(campaign.id)
    expect(await runClaimedJob(f.deps(), jobId)).toBe('succeeded')

    const request = f.ai.requests[before]
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/chat/completions')
    expect(request?.headers.authorization).toBe('Bearer test-key')
    expect(request?.body).toMatchObject({
      model: 'test-model',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'blog_article', strict: true, schema: ARTICLE_JSON_SCHEMA },
      },
    })
    const user = JSON.stringify(request?.body)
    expect(user).toContain('the keyword \\"identity resolution\\"')
    expect(user).toContain('about 2000 words')

    const [job] = await f.jobsOf(campaign.id)
    const [post] = await f.postsOf(campaign.id)
    expect(job).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      keyword: 'identity resolution',
      model: 'test-model',
      prompt_version: 'article-v2',
      post_id: post?.id,
      error: null,
      // The provider's usage block, recorded on the job.
      prompt_tokens: FAKE_PROMPT_TOKENS,
      completion_tokens: expect.any(Number),
    })
    expect(job?.completion_tokens).toBeGreaterThan(1000)
    // The draft's first revision names the model and prompt that wrote it.
    const { rows: revisions } = await f.stack.ctx.db.query<{
      revision_number: number
      kind: string
      model: string | null
      prompt_version: string | null
    }>(
      'select revision_number, kind, model, prompt_version from public.blog_post_revisions where post_id = $1',
      [post?.id],
    )
    expect(revisions).toEqual([
      { revision_number: 1, kind: 'ai_draft', model: 'test-model', prompt_version: 'article-v2' },
    ])
    expect(post).toMatchObject({
      published: false,
      author_id: SEED_ADMIN_ID,
      campaign_id: campaign.id,
    })
    expect(post?.title).toMatch(/^Identity resolution: a practical guide/)
    expect(post?.slug).toMatch(/^identity-resolution-a-practical-guide-\d+$/)
    expect(post?.seo_title).toBe('identity resolution guide')
    // A draft has no featured image, so no alt text for one.
    expect(post?.featured_image).toBeNull()
    expect(post?.featured_image_alt).toBeNull()
    expect(post?.content).toContain('<h2>identity resolution in practice, part 1</h2>')
    expect(post?.content).not.toContain('<script')
    expect(post?.content).not.toContain('javascript:')
  })

  it('writes the next unused keyword and a unique slug, as drafts without auto-publish', async () => {
    const campaign = await f.createCampaign({ keywords: ['crm', 'seo'] })
    f.ai.enqueue(reply.article('crm', 1000, 'Same Title'))
    expect(await runClaimedJob(f.deps(), await startFor(campaign.id))).toBe('succeeded')
    f.ai.enqueue(
      reply.article('seo', 1000, 'Same Title'),
      reply.article('seo', 1000, 'Same title!'),
    )
    f.clock.advance(60_000)
    const second = await f.db
      .from('blog_campaign_jobs')
      .insert({ campaign_id: campaign.id, slot: f.clock.now().toISOString(), trigger: 'manual' })
      .select('id')
      .single()
    const secondId = second.data?.id ?? ''
    // A title that an existing post already has is refused and retried.
    expect(await runClaimedJob(f.deps(), secondId)).toBe('retrying')
    f.clock.advance(60_000)
    expect(await runClaimedJob(f.deps(), secondId)).toBe('succeeded')

    const posts = await f.postsOf(campaign.id)
    expect(posts.map((p) => p.slug).sort()).toEqual(['same-title', 'same-title-2'])
    expect(posts.map((p) => [p.published, p.auto_publish_failures])).toEqual([
      [false, null],
      [false, null],
    ])
    const jobs = await f.jobsOf(campaign.id)
    expect(jobs.map((j) => j.keyword)).toEqual(['crm', 'seo'])
    const { data } = await f.db
      .from('blog_campaigns')
      .select('status')
      .eq('id', campaign.id)
      .single()
    expect(data?.status).toBe('completed')
  })

  it("takes the first slot even when the function's clock is behind the database's", async () => {
    const campaign = await f.createCampaign({
      created_at: new Date(f.clock.now().getTime() + 500).toISOString(),
    })
    expect(await runClaimedJob(f.deps(), await startFor(campaign.id))).toBe('succeeded')
    f.clock.advance(1000)
    expect(await enqueueDueSlots(f.deps())).toBe(0)
    const jobs = await f.jobsOf(campaign.id)
    expect(jobs.map((j) => [j.trigger, j.slot])).toEqual([
      ['schedule', expect.stringMatching(/^\d{4}-/)],
    ])
    expect(Date.parse(jobs[0]?.slot ?? '')).toBe(Date.parse(campaign.created_at))
  })

  it('waits as long as a 429 Retry-After says, then succeeds', async () => {
    const campaign = await f.createCampaign()
    f.ai.enqueue(reply.rateLimited(7))
    const jobId = await startFor(campaign.id)
    expect(await runClaimedJob(f.deps(), jobId)).toBe('retrying')
    const [waiting] = await f.jobsOf(campaign.id)
    expect(waiting?.status).toBe('queued')
    expect(waiting?.error).toBe(
      'Attempt 1 of 3 failed: AI provider rate limit (429): Rate limit reached',
    )
    expect(new Date(waiting?.run_after ?? 0).getTime()).toBe(f.clock.now().getTime() + 7000)

    f.clock.advance(6999)
    expect(await runClaimedJob(f.deps(), jobId)).toBeNull()
    f.clock.advance(1)
    expect(await runClaimedJob(f.deps(), jobId)).toBe('succeeded')
    const [done] = await f.jobsOf(campaign.id)
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, error: null })
    expect(await f.postsOf(campaign.id)).toHaveLength(1)
  })

  const failures = [
    {
      name: 'a 500',
      replies: () => reply.serverError(),
      reason: 'AI provider error (500): The server had an error',
      promptTokens: 0,
    },
    {
      name: 'malformed JSON',
      replies: () => reply.malformed(),
      reason: 'AI provider returned malformed JSON',
      // An answer that could not be used still cost its tokens: three attempts' worth.
      promptTokens: 3 * FAKE_PROMPT_TOKENS,
    },
    {
      name: 'a too-short article',
      replies: () => reply.tooShort('identity resolution'),
      reason: expect.stringMatching(
        /^Article too short: \d+ words, at least 700 needed for a medium post$/,
      ),
      promptTokens: 3 * FAKE_PROMPT_TOKENS,
    },
    {
      name: 'a timeout',
      replies: () => reply.hang(),
      reason: 'AI provider did not answer within 0.4 s',
      promptTokens: 0,
    },
  ]
  for (const failure of failures) {
    it(`retries ${failure.name} with back-off, then fails with the reason and writes nothing`, async () => {
      const campaign = await f.createCampaign()
      f.ai.enqueue(failure.replies(), failure.replies(), failure.replies())
      const jobId = await startFor(campaign.id)
      expect(await runClaimedJob(f.deps(), jobId)).toBe('retrying')
      expect(await runClaimedJob(f.deps(), jobId)).toBeNull() // backing off
      f.clock.advance(60_000)
      expect(await runClaimedJob(f.deps(), jobId)).toBe('retrying')
      f.clock.advance(60_000)
      expect(await runClaimedJob(f.deps(), jobId)).toBe('failed')
      const [job] = await f.jobsOf(campaign.id)
      expect(job).toMatchObject({
        status: 'failed',
        attempts: 3,
        error: failure.reason,
        post_id: null,
        prompt_tokens: failure.promptTokens,
      })
      expect(await f.postsOf(campaign.id)).toEqual([])
    })
  }

  it('fails at once, saying what to set, when no provider is configured', async () => {
    const campaign = await f.createCampaign()
    const before = f.ai.requests.length
    const deps = f.deps({
      writer: {
        problem:
          'No AI provider configured: set AI_API_KEY and AI_MODEL in the edge function secrets (AI_BASE_URL too for a provider other than OpenAI)',
      },
    })
    expect(await runClaimedJob(deps, await startFor(campaign.id))).toBe('failed')
    const [job] = await f.jobsOf(campaign.id)
    expect(job?.status).toBe('failed')
    expect(job?.error).toContain('set AI_API_KEY and AI_MODEL')
    // The failed job names the keyword it was for, as the admin's job list shows it.
    expect(job?.keyword).toBe('identity resolution')
    expect(await f.postsOf(campaign.id)).toEqual([])
    expect(f.ai.requests.length).toBe(before)
  })
})

describe('auto-publish', () => {
  /** An article as the fake provider writes it, with some of its fields replaced. */
  const articleWith = (keyword: string, fields: Record<string, string>) => {
    const article: unknown = JSON.parse(articleJson(keyword, 1000))
    return completion(JSON.stringify({ ...Object(article), ...fields }))
  }

  async function revisionKinds(postId: string | undefined) {
    const { rows } = await f.stack.ctx.db.query<{ kind: string; model: string | null }>(
      'select kind, model from public.blog_post_revisions where post_id = $1 order by revision_number',
      [postId],
    )
    return rows
  }

  async function writeOne(campaignId: string) {
    f.clock.advance(60_000)
    expect(await runClaimedJob(f.deps(), await startFor(campaignId))).toBe('succeeded')
    const [job] = (await f.jobsOf(campaignId)).slice(-1)
    const post = (await f.postsOf(campaignId)).find((p) => p.id === job?.post_id)
    if (!post) throw new Error('no post written')
    return post
  }

  it('publishes an article that passes the publish checklist', async () => {
    const campaign = await f.createCampaign({
      auto_publish: true,
      keywords: ['account based marketing'],
    })
    f.ai.enqueue(reply.article('account based marketing', 1000))
    const post = await writeOne(campaign.id)
    expect(post).toMatchObject({ published: true, auto_publish_failures: null })
    expect(post.published_at).not.toBeNull()
    // The history shows the model's draft, then its publish.
    expect(await revisionKinds(post.id)).toEqual([
      { kind: 'ai_draft', model: 'test-model' },
      { kind: 'published', model: null },
    ])
  })

  it('keeps an article that fails blocking checks a draft, with the failed checks on it', async () => {
    const campaign = await f.createCampaign({
      auto_publish: true,
      keywords: ['intent data', 'intent signals'],
    })
    f.ai.enqueue(reply.article('intent data', 1000))
    expect((await writeOne(campaign.id)).published).toBe(true)

    // The same text around another keyword (pg_trgm similarity well above 0.8 with the post
    // just published), a 10-character meta description, an image described as 'Blog image'
    // and an h3 straight after the title.
    const copy: unknown = JSON.parse(articleJson('intent signals', 1000))
    const content = String(Object(copy).content_html)
    f.ai.enqueue(
      articleWith('intent signals', {
        meta_description: 'Too short.',
        content_html: `<h3>Intro</h3><p><img src="https://example.test/a.png" alt="Blog image"></p>${content}`,
      }),
    )
    const held = await writeOne(campaign.id)
    expect(held).toMatchObject({
      published: false,
      published_at: null,
      auto_publish_failures: ['meta_description', 'image_alt', 'heading_levels', 'near_duplicate'],
    })
    expect(await revisionKinds(held.id)).toEqual([{ kind: 'ai_draft', model: 'test-model' }])

    // Publishing it (an admin's "Publish anyway") clears the stored failures.
    await f.stack.ctx.db.query('update public.blog_posts set published = true where id = $1', [
      held.id,
    ])
    const [after] = (await f.postsOf(campaign.id)).filter((p) => p.id === held.id)
    expect(after).toMatchObject({ published: true, auto_publish_failures: null })
  })

  it('runs no checklist without auto-publish: a failing article is a plain draft', async () => {
    const campaign = await f.createCampaign({ keywords: ['lead routing'] })
    f.ai.enqueue(articleWith('lead routing', { meta_description: 'Too short.' }))
    const post = await writeOne(campaign.id)
    expect(post).toMatchObject({ published: false, auto_publish_failures: null })
  })
})
