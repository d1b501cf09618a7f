// public.registration_stats(): the dashboard's three cards counted by the database, called
// as the SPA calls it (supabase-js rpc) on a private local stack.
//  - Only admins get figures: anon and a signed-in non-admin get 42501 and no data.
//  - The SQL/TypeScript agreement: the same random registrations (month edges to the
//    microsecond, time zones with and without DST, months of 28-31 days, empty and
//    whitespace-only emails, the same email in different case) give exactly the numbers of
//    registrationStats() in registration-stats.ts, the reference the rules were written in.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { monthsBefore, registrationStats } from '@/features/registrations/lib/registration-stats'
import type { Registration } from '@/features/registrations/lib/types'
import { fetchAllPages } from '@/lib/fetch-all-pages'
import { signIn } from '@local-stack/tests/support/test-stack.ts'
import { startSchemaStack, type SchemaStack } from '../schema/support/stack.ts'

let s: SchemaStack
const originalTz = process.env.TZ

beforeAll(async () => {
  s = await startSchemaStack({ seed: false, secondFactorRequired: false })
}, 120_000)
afterAll(async () => {
  await s?.stop()
})
afterEach(async () => {
  process.env.TZ = originalTz
  await s.stack.ctx.db.query('truncate public."Webinar Registration" cascade')
})

const StatsRow = z.object({
  total_registrations: z.number(),
  total_change: z.number(),
  active_users: z.number(),
  active_users_change: z.number(),
  conversion_rate: z.number(),
  conversion_change: z.number(),
  last_month_count: z.number(),
})

type Seed = { name: string | null; Email: string | null; created_at: string }

/** Rows written with SQL, as the register-webinar function would (titles keep them unique). */
async function insert(rows: Seed[]): Promise<void> {
  await s.stack.ctx.db.query(
    `insert into public."Webinar Registration" (name, "Email", webinar_title, created_at)
     select name, "Email", 'Workshop ' || gen_random_uuid(), created_at
       from jsonb_to_recordset($1::jsonb) as r(name text, "Email" text, created_at timestamptz)`,
    [JSON.stringify(rows)],
  )
}

async function sqlStats(timeZone: string, now: Date) {
  const { data, error, status } = await s
    .client('admin')
    .rpc('registration_stats', { p_time_zone: timeZone, p_now: now.toISOString() })
    .single()
  if (error) throw new Error(`registration_stats ${status}: ${error.message}`)
  const row = StatsRow.parse(data)
  return {
    totalRegistrations: { value: row.total_registrations, change: row.total_change },
    activeUsers: { value: row.active_users, change: row.active_users_change },
    conversionRate: { value: row.conversion_rate, change: row.conversion_change },
    lastMonthCount: row.last_month_count,
  }
}

/** The rows as the dashboard read them before: every page, over REST, as the admin. */
async function restRows(): Promise<Registration[]> {
  const admin = s.client('admin')
  return fetchAllPages((from, to) =>
    admin
      .from('Webinar Registration')
      .select('id, name, Email, created_at')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  )
}

describe('who may call registration_stats', () => {
  it('answers anon with 401 permission denied and no data', async () => {
    await insert([{ name: 'A', Email: 'a@example.test', created_at: new Date().toISOString() }])
    const result = await s.client('anon').rpc('registration_stats', { p_time_zone: 'UTC' })
    expect({ status: result.status, code: result.error?.code, data: result.data }).toEqual({
      status: 401,
      code: '42501',
      data: null,
    })
    expect(result.error?.message).toBe('permission denied for function registration_stats')
  })

  it('answers a signed-in non-admin with 403 permission denied and no data', async () => {
    await insert([{ name: 'A', Email: 'a@example.test', created_at: new Date().toISOString() }])
    const result = await s.client('user').rpc('registration_stats', { p_time_zone: 'UTC' })
    expect({ status: result.status, code: result.error?.code, data: result.data }).toEqual({
      status: 403,
      code: '42501',
      data: null,
    })
    expect(result.error?.message).toBe('permission denied for function registration_stats')
  })

  it('answers an admin with one row of figures, a few hundred bytes', async () => {
    const now = new Date('2026-03-15T12:00:00.000Z')
    await insert([
      { name: 'A', Email: 'a@example.test', created_at: '2026-03-01T00:00:00Z' },
      { name: 'B', Email: 'A@Example.test', created_at: '2026-03-02T00:00:00Z' },
      { name: 'C', Email: '', created_at: '2026-03-03T00:00:00Z' },
      { name: 'D', Email: 'd@example.test', created_at: '2026-02-01T00:00:00Z' },
      { name: 'E', Email: null, created_at: '2025-12-01T00:00:00Z' },
    ])
    expect(await sqlStats('UTC', now)).toEqual({
      totalRegistrations: { value: 5, change: 200 },
      activeUsers: { value: 1, change: 0 },
      conversionRate: { value: 60, change: (2 / 3) * 100 - 100 },
      lastMonthCount: 3,
    })
    const response = await fetch(`${s.stack.url}/rest/v1/rpc/registration_stats`, {
      method: 'POST',
      headers: {
        apikey: s.stack.publishableKey,
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_time_zone: 'UTC' }),
    })
    expect(response.status).toBe(200)
    expect((await response.text()).length).toBeLessThan(400)
  })

  it('counts nothing as zeros and the first month as 100 % up', async () => {
    expect(await sqlStats('UTC', new Date('2026-03-15T12:00:00.000Z'))).toEqual({
      totalRegistrations: { value: 0, change: 100 },
      activeUsers: { value: 0, change: 100 },
      conversionRate: { value: 0, change: 0 },
      lastMonthCount: 0,
    })
  })
})

async function accessToken(): Promise<string> {
  return (await signIn(s.service, await s.createUser({ admin: true }))).accessToken
}

// A small seeded generator, so a failure names the seed that reproduces it.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const EMAILS = [
  'maria@example.test',
  'Maria@Example.TEST',
  ' maria@example.test ',
  'MARIA@EXAMPLE.TEST\t',
  'joe@example.test',
  'Joe@example.test',
  'ann@example.test',
  'ann@example.test\n',
  '\u00a0ann@example.test',
  'li@example.test',
  '',
  ' ',
  '\t\r\n',
  '\u00a0',
  '\u3000',
  null,
]

/** ISO text of `ms` since the epoch plus `micros` microseconds (Postgres keeps them). */
function isoMicros(ms: number, micros: number): string {
  return new Date(ms).toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`)
}

/**
 * Registrations around now, a month ago and two months ago (to the millisecond and between
 * milliseconds on both sides of each edge), spread over three months, and a few in the future.
 */
function randomRegistrations(random: () => number, edges: number[], count: number): Seed[] {
  const rows: Seed[] = []
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T
  const [now, , twoMonthsAgo] = edges as [number, number, number]
  for (let i = 0; i < count; i++) {
    let at: number
    const kind = random()
    if (kind < 0.4) at = pick(edges) + pick([-2, -1, 0, 0, 1, 2])
    else if (kind < 0.95) at = twoMonthsAgo - 3 * 86_400_000 + random() * (now - twoMonthsAgo)
    else at = now + random() * 86_400_000
    const micros = pick([0, 0, 1, 499, 500, 999])
    rows.push({
      name: random() < 0.2 ? null : `Visitor ${i}`,
      Email: pick(EMAILS),
      created_at: isoMicros(Math.floor(at), micros),
    })
  }
  return rows
}

// Instants whose local calendar dates are month ends, leap days, DST changes and the year's
// turn in the zones below, plus an ordinary mid-month afternoon.
const NOWS = [
  '2026-03-31T10:30:00.000Z',
  '2024-03-29T23:59:59.999Z',
  '2026-05-31T03:15:00.250Z',
  '2026-01-01T00:00:00.000Z',
  '2026-11-01T06:30:00.000Z',
  '2026-04-30T22:00:00.001Z',
  '2026-07-17T14:42:07.123Z',
  '2026-10-25T01:30:00.000Z',
  // A month back is a time that does not exist (clocks forward) or exists twice (back):
  // New York on 8 Mar and 1 Nov 2026, Berlin on 29 Mar and 25 Oct 2026.
  '2026-04-08T06:30:00.000Z',
  '2026-12-01T06:30:00.000Z',
  '2026-04-29T00:30:00.000Z',
  '2026-11-25T01:30:00.000Z',
]
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
]

describe('the SQL agrees with registration-stats.ts', () => {
  it.each(ZONES)('in %s', async (zone) => {
    process.env.TZ = zone
    for (const [index, iso] of NOWS.entries()) {
      const seed = zone.length * 1000 + index
      const random = mulberry32(seed)
      const now = new Date(iso)
      const edges = [now, monthsBefore(now, 1), monthsBefore(now, 2)].map((d) => d.getTime())
      await insert(randomRegistrations(random, edges, 250))
      const rows = await restRows()
      expect(rows).toHaveLength(250)
      expect(await sqlStats(zone, now), `seed ${seed}, now ${iso}, ${zone}`).toEqual(
        registrationStats(rows, now),
      )
      await s.stack.ctx.db.query('truncate public."Webinar Registration" cascade')
    }
  })
})
