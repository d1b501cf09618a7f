// public.workshop_funnel(): the dashboard's Workshop funnel card counted by the database,
// called as the SPA calls it (supabase-js rpc) on a private local stack.
//  - The cohort: registrations of the last 7/30/90 local calendar days (today included), to the
//    millisecond at both edges, in the viewer's time zone (across a DST change).
//  - Each stage and each source matches the database's own rows; sources beyond the eighth are
//    answered together; Paid counts a registrant once, the chart counts every paid order.
//  - Only owners and admins get figures (the grant matrix checks the other roles).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fetchWorkshopFunnel } from '@/features/dashboard/api/fetch-workshop-funnel'
import { startSchemaStack, type SchemaStack } from '../schema/support/stack.ts'

let s: SchemaStack

beforeAll(async () => {
  s = await startSchemaStack({ seed: false, secondFactorRequired: false })
}, 120_000)
afterAll(async () => {
  await s?.stop()
})
afterEach(async () => {
  await s.stack.ctx.db.query('delete from public.credit_orders')
  await s.stack.ctx.db.query('truncate public."Webinar Registration" cascade')
})

type Progress = 'none' | 'started' | 'reached' | 'clicked'
type Seed = {
  at: string
  source?: string | null
  progress?: Progress
  /** When each of the registration's paid orders was paid; `pending` adds an unpaid one. */
  paid?: string[]
  pending?: boolean
}

let counter = 0

/** Registrations, their progress and their orders, written with SQL as the functions would. */
async function insert(rows: Seed[]): Promise<string[]> {
  const ids: string[] = []
  for (const row of rows) {
    counter += 1
    const { rows: made } = await s.stack.ctx.db.query<{ id: string }>(
      `insert into public."Webinar Registration" (name, "Email", webinar_title, created_at, utm_source)
       values ($1, $2, 'Workshop', $3, $4) returning id`,
      [`R${counter}`, `r${counter}@example.test`, row.at, row.source ?? null],
    )
    const id = made[0]?.id
    if (!id) throw new Error('no registration id')
    ids.push(id)
    const progress = row.progress ?? 'none'
    if (progress !== 'none') {
      await s.stack.ctx.db.query(
        `insert into public.workshop_progress
           (registration_id, watched_seconds, last_report_at, started_at, offer_reached_at, offer_clicked_at)
         values ($1, 60, $2, $2, $3, $4)`,
        [
          id,
          row.at,
          progress === 'reached' || progress === 'clicked' ? row.at : null,
          progress === 'clicked' ? row.at : null,
        ],
      )
    }
    for (const paidAt of [...(row.paid ?? []), ...(row.pending ? [null] : [])]) {
      await order(id, paidAt)
    }
  }
  return ids
}

async function order(registrationId: string | null, paidAt: string | null): Promise<void> {
  counter += 1
  await s.stack.ctx.db.query(
    `insert into public.credit_orders
       (lead_count, credits, tier, amount_cents, email, status, provider_session_id, checkout_key,
        paid_at, registration_id)
     values (10000, 600000, 'Tier 2', 100000, 'buyer@example.test', $1, $2, $3, $4, $5)`,
    [
      paidAt ? 'paid' : 'pending',
      `cs_test_funnel_${counter}_${Date.now()}`,
      `funnel_${counter}_${Date.now()}`,
      paidAt,
      registrationId,
    ],
  )
}

const NOW = new Date('2026-03-15T12:00:00.000Z')

/** The week the tests' data spans: edges to the millisecond on both sides of the range. */
async function seedWeek(): Promise<void> {
  const [, outside] = await insert([
    // The first instant of the 7-day range in UTC (Monday 9 March, 00:00).
    {
      at: '2026-03-09T00:00:00.000Z',
      source: 'newsletter',
      progress: 'clicked',
      paid: ['2026-03-14T10:00:00Z'],
    },
    // One millisecond before it: outside the cohort, though its order is paid in the range.
    { at: '2026-03-08T23:59:59.999Z', source: 'newsletter', progress: 'started' },
    { at: '2026-03-15T23:59:59.999Z', source: null, progress: 'started' },
    { at: '2026-03-12T08:00:00Z', source: '  ' },
    { at: '2026-03-12T09:00:00Z', source: 'ads', progress: 'reached', pending: true },
    {
      at: '2026-03-10T09:00:00Z',
      source: 'ads',
      progress: 'clicked',
      paid: ['2026-03-11T10:00:00Z', '2026-03-14T11:00:00Z'],
    },
    // Tomorrow in UTC, but still 15 March in New York.
    { at: '2026-03-16T00:00:00.000Z', source: 'newsletter' },
  ])
  await order(outside ?? null, '2026-03-13T10:00:00Z')
  // A paid order from the credits page (no registration): not the workshop's.
  await order(null, '2026-03-14T12:00:00Z')
}

const zeroDays = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(`${first}T00:00:00Z`)
    day.setUTCDate(day.getUTCDate() + i)
    return { day: day.toISOString().slice(0, 10), registered: 0, paidOrders: 0 }
  })

function withDays(
  first: string,
  count: number,
  values: Record<string, { registered?: number; paidOrders?: number }>,
) {
  return zeroDays(first, count).map((d) => ({ ...d, ...values[d.day] }))
}

describe('workshop_funnel', () => {
  it('counts the last 7 days in UTC: stages, sources and days, to the millisecond', async () => {
    await seedWeek()
    const funnel = await fetchWorkshopFunnel(s.client('admin'), {
      days: 7,
      timeZone: 'UTC',
      now: NOW,
    })
    expect(funnel.total).toEqual({ registered: 5, started: 4, reached: 3, clicked: 2, paid: 2 })
    expect(funnel.sources).toEqual([
      { source: null, registered: 2, started: 1, reached: 0, clicked: 0, paid: 0 },
      { source: 'ads', registered: 2, started: 2, reached: 2, clicked: 1, paid: 1 },
      { source: 'newsletter', registered: 1, started: 1, reached: 1, clicked: 1, paid: 1 },
    ])
    expect(funnel.otherSources).toBeNull()
    expect(funnel.days).toEqual(
      withDays('2026-03-09', 7, {
        '2026-03-09': { registered: 1 },
        '2026-03-10': { registered: 1 },
        '2026-03-11': { paidOrders: 1 },
        '2026-03-12': { registered: 2 },
        '2026-03-13': { paidOrders: 1 },
        '2026-03-14': { paidOrders: 2 },
        '2026-03-15': { registered: 1 },
      }),
    )
  })

  it("counts the viewer's calendar days: New York, the week after the clocks changed", async () => {
    await seedWeek()
    const funnel = await fetchWorkshopFunnel(s.client('admin'), {
      days: 7,
      timeZone: 'America/New_York',
      now: NOW,
    })
    // 9 March 00:00 UTC is 8 March in New York (out); 16 March 00:00 UTC is 15 March (in).
    expect(funnel.total).toEqual({ registered: 5, started: 3, reached: 2, clicked: 1, paid: 1 })
    expect(funnel.days.map((d) => d.registered)).toEqual([0, 1, 0, 2, 0, 0, 2])
  })

  it('matches the rows the database holds, for 30 and 90 days', async () => {
    await seedWeek()
    await insert([
      { at: '2026-02-14T00:00:00.000Z', source: 'ads', progress: 'started' },
      { at: '2026-02-13T23:59:59.999Z', source: 'ads' },
      { at: '2025-12-16T00:00:00.000Z', source: 'partner', progress: 'clicked' },
      { at: '2025-12-15T23:59:59.999Z', source: 'partner' },
    ])
    for (const [days, first] of [
      [30, '2026-02-14T00:00:00Z'],
      [90, '2025-12-16T00:00:00Z'],
    ] as const) {
      const funnel = await fetchWorkshopFunnel(s.client('admin'), {
        days,
        timeZone: 'UTC',
        now: NOW,
      })
      const { rows } = await s.stack.ctx.db.query<Record<string, number>>(
        `select count(*)::int as registered,
                count(p.started_at)::int as started,
                count(p.offer_reached_at)::int as reached,
                count(p.offer_clicked_at)::int as clicked,
                count(*) filter (where exists (
                  select 1 from public.credit_orders o
                   where o.registration_id = r.id and o.status = 'paid'))::int as paid
           from public."Webinar Registration" r
           left join public.workshop_progress p on p.registration_id = r.id
          where r.created_at >= $1 and r.created_at < '2026-03-16T00:00:00Z'`,
        [first],
      )
      expect(funnel.total).toEqual(rows[0])
      expect(funnel.days).toHaveLength(days)
      expect(funnel.days.reduce((n, d) => n + d.registered, 0)).toBe(funnel.total.registered)
    }
    const ninety = await fetchWorkshopFunnel(s.client('admin'), {
      days: 90,
      timeZone: 'UTC',
      now: NOW,
    })
    // The registration a millisecond before the week's range paid too: it counts in 90 days.
    expect(ninety.total).toEqual({ registered: 9, started: 7, reached: 4, clicked: 3, paid: 3 })
    expect(ninety.sources.find((r) => r.source === 'partner')).toEqual({
      source: 'partner',
      registered: 1,
      started: 1,
      reached: 1,
      clicked: 1,
      paid: 0,
    })
  })

  it('answers the eight largest sources and the rest together', async () => {
    const seeds: Seed[] = []
    for (let i = 1; i <= 10; i += 1) {
      for (let n = 0; n < i; n += 1) {
        seeds.push({ at: '2026-03-14T12:00:00Z', source: `source-${String(i).padStart(2, '0')}` })
      }
    }
    await insert(seeds)
    const funnel = await fetchWorkshopFunnel(s.client('admin'), {
      days: 7,
      timeZone: 'UTC',
      now: NOW,
    })
    expect(funnel.sources.map((r) => [r.source, r.registered])).toEqual([
      ['source-10', 10],
      ['source-09', 9],
      ['source-08', 8],
      ['source-07', 7],
      ['source-06', 6],
      ['source-05', 5],
      ['source-04', 4],
      ['source-03', 3],
    ])
    expect(funnel.otherSources).toEqual({
      source: null,
      registered: 3,
      started: 0,
      reached: 0,
      clicked: 0,
      paid: 0,
    })
    expect(funnel.total.registered).toBe(55)
  })

  it('answers an empty range with zeros and a day for each day', async () => {
    const funnel = await fetchWorkshopFunnel(s.client('admin'), {
      days: 30,
      timeZone: 'UTC',
      now: NOW,
    })
    expect(funnel).toEqual({
      total: { registered: 0, started: 0, reached: 0, clicked: 0, paid: 0 },
      sources: [],
      otherSources: null,
      days: zeroDays('2026-02-14', 30),
    })
  })

  it('refuses a range other than 7, 30 or 90 days', async () => {
    const result = await s.client('admin').rpc('workshop_funnel', { p_days: 14 })
    expect({ status: result.status, code: result.error?.code }).toEqual({
      status: 400,
      code: '22023',
    })
  })

  it('refuses anon and a signed-in non-admin with permission denied and no data', async () => {
    await seedWeek()
    for (const [role, status] of [
      ['anon', 401],
      ['user', 403],
    ] as const) {
      const result = await s.client(role).rpc('workshop_funnel', { p_days: 7 })
      expect({ status: result.status, code: result.error?.code, data: result.data }).toEqual({
        status,
        code: '42501',
        data: null,
      })
    }
  })
})
