// The cadence: idempotent ticks, safe concurrent workers, pause/resume and a simulated month,
// all on a controllable clock against the local stack.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueueDueSlots } from '../../supabase/functions/_shared/campaigns/enqueue.ts'
import { drainJobs } from '../../supabase/functions/_shared/campaigns/worker.ts'
import { startEngineFixture } from './engine-fixture.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let f: Awaited<ReturnType<typeof startEngineFixture>>
beforeAll(async () => {
  f = await startEngineFixture()
}, 60_000)
afterAll(() => f.stop())
afterEach(() => f.retireCampaigns())

describe('the scheduler and the worker', () => {
  it('makes one job for a slot however many ticks run, even at once', async () => {
    const campaign = await f.createCampaign()
    await Promise.all([enqueueDueSlots(f.deps()), enqueueDueSlots(f.deps())])
    await enqueueDueSlots(f.deps())
    expect(await f.jobsOf(campaign.id)).toHaveLength(1)
  })

  it('never lets two workers process one job', async () => {
    const campaigns = await Promise.all(
      Array.from({ length: 3 }, () =>
        f.createCampaign({
          posts_frequency: 2,
          frequency_period: 'day',
          keywords: ['a b', 'c d', 'e f'],
        }),
      ),
    )
    f.clock.advance(13 * HOUR)
    expect(await enqueueDueSlots(f.deps())).toBe(6)
    const before = f.ai.requests.length
    const results = await Promise.all([
      drainJobs(f.deps()),
      drainJobs(f.deps()),
      drainJobs(f.deps()),
    ])
    expect(results.reduce((sum, r) => sum + r.outcomes.succeeded, 0)).toBe(6)
    expect(f.ai.requests.length - before).toBe(6)
    for (const campaign of campaigns) {
      const jobs = await f.jobsOf(campaign.id)
      expect(jobs.map((j) => [j.status, j.attempts])).toEqual([
        ['succeeded', 1],
        ['succeeded', 1],
      ])
      expect(await f.postsOf(campaign.id)).toHaveLength(2)
    }
  })

  it('stops making jobs while paused and continues after resume, without catching up', async () => {
    f.clock.set(new Date(Date.now() - 3 * DAY))
    const campaign = await f.createCampaign({ frequency_period: 'day' })
    await enqueueDueSlots(f.deps())
    expect(await f.jobsOf(campaign.id)).toHaveLength(1)

    await f.db.from('blog_campaigns').update({ status: 'paused' }).eq('id', campaign.id)
    f.clock.set(new Date())
    expect(await enqueueDueSlots(f.deps())).toBe(0)
    expect(await f.jobsOf(campaign.id)).toHaveLength(1)

    await f.db.from('blog_campaigns').update({ status: 'active' }).eq('id', campaign.id)
    expect(await enqueueDueSlots(f.deps())).toBe(0) // the paused days are not made up
    f.clock.advance(DAY)
    expect(await enqueueDueSlots(f.deps())).toBe(1)
    expect(await f.jobsOf(campaign.id)).toHaveLength(2)
  })

  it('keeps the cadence over a simulated month', async () => {
    const start = new Date('2025-03-01T00:00:00.000Z')
    f.clock.set(start)
    const cadences = [
      { posts_frequency: 1, frequency_period: 'day', expected: 30 },
      { posts_frequency: 1, frequency_period: 'week', expected: 5 },
      { posts_frequency: 3, frequency_period: 'week', expected: 13 },
      { posts_frequency: 2, frequency_period: 'month', expected: 2 },
      { posts_frequency: 1, frequency_period: 'month', expected: 1 },
    ]
    const campaigns = await Promise.all(
      cadences.map(({ posts_frequency, frequency_period }) =>
        f.createCampaign({ posts_frequency, frequency_period }),
      ),
    )
    // A tick every 12 hours for 30 days (the last at day 29.5).
    for (let tick = 0; tick < 60; tick += 1) {
      f.clock.set(new Date(start.getTime() + tick * 12 * HOUR))
      await enqueueDueSlots(f.deps())
    }
    const counts = await Promise.all(campaigns.map(async (c) => (await f.jobsOf(c.id)).length))
    expect(counts).toEqual(cadences.map((c) => c.expected))
  }, 60_000)

  it('refuses a cadence above 10 posts a day in the database', async () => {
    const refused = await Promise.all(
      [
        { posts_frequency: 11, frequency_period: 'day' },
        { posts_frequency: 71, frequency_period: 'week' },
        { posts_frequency: 281, frequency_period: 'month' },
        { posts_frequency: 50_000_000, frequency_period: 'day' },
      ].map((cadence) => f.createCampaign(cadence).catch((error: unknown) => error)),
    )
    for (const error of refused) {
      expect(error).toMatchObject({
        code: '23514',
        message: expect.stringContaining('posts_frequency_max'),
      })
    }
    const allowed = await f.createCampaign({ posts_frequency: 280, frequency_period: 'month' })
    expect(allowed.posts_frequency).toBe(280)
  })

  it("takes a bounded number of jobs per run, round-robin, so one campaign's backlog starves no other", async () => {
    const start = f.clock.now().getTime()
    const busy = await f.createCampaign({
      posts_frequency: 10,
      frequency_period: 'day',
      keywords: Array.from({ length: 10 }, (_, i) => `busy keyword ${i}`),
    })
    f.clock.set(new Date(start + 10 * HOUR))
    const quiet = await f.createCampaign({ frequency_period: 'day', keywords: ['quiet one'] })
    f.clock.set(new Date(start + 20 * HOUR))
    await enqueueDueSlots(f.deps())
    expect(await f.jobsOf(busy.id)).toHaveLength(9)
    expect(await f.jobsOf(quiet.id)).toHaveLength(1)

    // The quiet campaign's one job is due later than four of the busy one's: it still goes second.
    const run = await drainJobs(f.deps(), { maxJobs: 3 })
    expect(run.processed).toBe(3)
    const succeeded = async (id: string) =>
      (await f.jobsOf(id)).filter((job) => job.status === 'succeeded').length
    expect(await succeeded(quiet.id)).toBe(1)
    expect(await succeeded(busy.id)).toBe(2)
  })
})
