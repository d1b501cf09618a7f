// The campaign command centre against the local stack: edits and deletes as an admin, the
// keyword bound, Run now refusing a job that cannot write, the monthly cap, and a draft that is
// saved with its job's success or not at all.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueueDueSlots } from '../../supabase/functions/_shared/campaigns/enqueue.ts'
import { startJob } from '../../supabase/functions/_shared/campaigns/start-job.ts'
import { runClaimedJob } from '../../supabase/functions/_shared/campaigns/worker.ts'
import type { Database } from '../../supabase/functions/_shared/database.types.ts'
import { SEED_ADMIN, signIn, testClient } from '@local-stack/tests/support/test-stack.ts'
import { startEngineFixture } from './engine-fixture.ts'

let f: Awaited<ReturnType<typeof startEngineFixture>>
let admin: SupabaseClient<Database>
beforeAll(async () => {
  f = await startEngineFixture()
  ;({ client: admin } = await signIn(
    testClient(f.stack.url, f.stack.anonKey) as SupabaseClient<Database>,
    SEED_ADMIN,
  ))
}, 60_000)
afterAll(() => f.stop())
afterEach(() => f.retireCampaigns())

const HOUR = 3_600_000

async function statusOf(campaignId: string) {
  const { data, error } = await f.db
    .from('blog_campaigns')
    .select('status')
    .eq('id', campaignId)
    .single()
  if (error) throw error
  return data.status
}

async function writeOne(campaignId: string) {
  const started = await startJob(f.deps(), campaignId)
  if (!started.ok) throw new Error(started.error)
  expect(await runClaimedJob(f.deps(), started.jobId)).toBe('succeeded')
  f.clock.advance(60_000)
}

describe('a campaign job saves its draft in one transaction', () => {
  it('leaves no post behind when the job cannot be marked succeeded, so the retry writes one', async () => {
    const campaign = await f.createCampaign({ keywords: ['crash safety'] })
    // A crash between the post insert and the job's 'succeeded': the job update fails.
    await f.stack.ctx.db.query(`
      create function public.test_crash_on_success() returns trigger language plpgsql as $$
      begin
        if new.status = 'succeeded' then raise exception 'worker died'; end if;
        return new;
      end $$`)
    await f.stack.ctx.db.query(`
      create trigger test_crash_on_success before update on public.blog_campaign_jobs
        for each row execute function public.test_crash_on_success()`)
    const started = await startJob(f.deps(), campaign.id)
    if (!started.ok) throw new Error(started.error)
    try {
      expect(await runClaimedJob(f.deps(), started.jobId)).toBe('retrying')
      expect(await f.postsOf(campaign.id)).toEqual([])
    } finally {
      await f.stack.ctx.db.query('drop trigger test_crash_on_success on public.blog_campaign_jobs')
      await f.stack.ctx.db.query('drop function public.test_crash_on_success()')
    }
    f.clock.advance(60_000)
    expect(await runClaimedJob(f.deps(), started.jobId)).toBe('succeeded')
    const posts = await f.postsOf(campaign.id)
    expect(posts).toHaveLength(1)
    const [job] = await f.jobsOf(campaign.id)
    expect(job).toMatchObject({ status: 'succeeded', post_id: posts[0]?.id, attempts: 2 })
  })
})

describe('campaign keywords are bounded', () => {
  const base = {
    name: 'Bounded',
    posts_frequency: 1,
    frequency_period: 'week',
    post_length: 'short',
    user_id: '00000000-0000-0000-0000-000000000000',
  }
  it('refuses 5,000 keywords and a 100,000-character keyword, and accepts 500 of 100', async () => {
    const { data: session } = await admin.auth.getSession()
    const row = { ...base, user_id: session.session?.user.id ?? '' }
    const many = await admin
      .from('blog_campaigns')
      .insert({ ...row, keywords: Array.from({ length: 5000 }, (_, i) => `topic ${i}`) })
    expect(many.error?.message).toContain('blog_campaigns_keywords_bounded')
    const long = await admin
      .from('blog_campaigns')
      .insert({ ...row, keywords: ['x'.repeat(100_000)] })
    expect(long.error?.message).toContain('blog_campaigns_keywords_bounded')
    const blank = await admin.from('blog_campaigns').insert({ ...row, keywords: ['  '] })
    expect(blank.error?.message).toContain('blog_campaigns_keywords_bounded')
    const most = await admin
      .from('blog_campaigns')
      .insert({
        ...row,
        keywords: Array.from({ length: 500 }, (_, i) => `${i}`.padStart(100, 'k')),
      })
      .select('id')
      .single()
    expect(most.error).toBeNull()
  })

  it('refuses a cap of 0 or less and an unknown time zone with their reasons', async () => {
    const { data: session } = await admin.auth.getSession()
    const row = { ...base, keywords: ['crm'], user_id: session.session?.user.id ?? '' }
    const zero = await admin.from('blog_campaigns').insert({ ...row, monthly_article_cap: 0 })
    expect(zero.error?.message).toContain('blog_campaigns_article_cap_min')
    const negative = await admin.from('blog_campaigns').insert({ ...row, monthly_token_cap: -5 })
    expect(negative.error?.message).toContain('blog_campaigns_token_cap_min')
    const zone = await admin.from('blog_campaigns').insert({ ...row, time_zone: 'Mars/Olympus' })
    expect(zone.error?.message).toBe('Unknown time zone: Mars/Olympus')
  })
})

describe('editing and deleting a campaign', () => {
  it('saves an edit, and a delete keeps the posts without their campaign', async () => {
    const campaign = await f.createCampaign({ keywords: ['first topic'] })
    await writeOne(campaign.id)
    const edited = await admin
      .from('blog_campaigns')
      .update({ name: 'Renamed', keywords: ['first topic', 'second topic'] })
      .eq('id', campaign.id)
      .select('name, keywords')
      .single()
    expect(edited.data).toEqual({ name: 'Renamed', keywords: ['first topic', 'second topic'] })
    const [post] = await f.postsOf(campaign.id)
    const deleted = await admin.from('blog_campaigns').delete().eq('id', campaign.id).select('id')
    expect(deleted.data).toEqual([{ id: campaign.id }])
    const kept = await f.db
      .from('blog_posts')
      .select('id, campaign_id')
      .eq('id', post?.id ?? '')
    expect(kept.data).toEqual([{ id: post?.id, campaign_id: null }])
    expect(await f.jobsOf(campaign.id)).toEqual([])
  })
})

describe('Run now is honest', () => {
  it('refuses a campaign with no keyword left; a new keyword makes it active and is written next', async () => {
    const campaign = await f.createCampaign({ keywords: ['only topic'] })
    await writeOne(campaign.id)
    expect(await statusOf(campaign.id)).toBe('completed')
    const jobsBefore = await f.jobsOf(campaign.id)

    expect(await startJob(f.deps(), campaign.id)).toEqual({
      ok: false,
      status: 409,
      error: 'No keywords left — add keywords',
    })
    expect(await f.jobsOf(campaign.id)).toHaveLength(jobsBefore.length)

    const updated = await admin
      .from('blog_campaigns')
      .update({ keywords: ['only topic', 'fresh topic'] })
      .eq('id', campaign.id)
      .select('status')
      .single()
    expect(updated.data?.status).toBe('active')
    await writeOne(campaign.id)
    const jobs = await f.jobsOf(campaign.id)
    expect(jobs.map((job) => job.keyword)).toEqual(['only topic', 'fresh topic'])
  })
})

describe('the monthly cap', () => {
  it('creates no job past a cap of 2 articles, and Run now says so', async () => {
    // Mid-month (UTC, the campaign's zone): three posts a day, created 17 hours ago, so three
    // slots are due.
    const now = Date.parse('2026-06-15T12:00:00.000Z')
    f.clock.set(new Date(now))
    const campaign = await f.createCampaign({
      keywords: ['a', 'b', 'c', 'd'],
      posts_frequency: 3,
      frequency_period: 'day',
      monthly_article_cap: 2,
      created_at: new Date(now - 17 * HOUR).toISOString(),
    })
    expect(await enqueueDueSlots(f.deps(), campaign.id)).toBe(2)
    expect(await f.jobsOf(campaign.id)).toHaveLength(2)
    // Another tick, and Run now, make no third job.
    expect(await enqueueDueSlots(f.deps(), campaign.id)).toBe(0)
    expect(await startJob(f.deps(), campaign.id)).toEqual({
      ok: false,
      status: 409,
      error: 'Paused: monthly cap reached',
    })
    expect(await f.jobsOf(campaign.id)).toHaveLength(2)
    // A higher cap lets the next job in.
    await f.db.from('blog_campaigns').update({ monthly_article_cap: 3 }).eq('id', campaign.id)
    expect(await enqueueDueSlots(f.deps(), campaign.id)).toBe(1)
  })
})
