// workshop_funnel() read with any client (the SPA's, or a test's signed-in one).
import type { SupabaseClient } from '@supabase/supabase-js'
import { z } from 'zod'
import type { FunnelDays } from '@/features/dashboard/lib/funnel-range'
import type { Database } from '@/lib/database.types'

export type FunnelCounts = {
  registered: number
  started: number
  reached: number
  clicked: number
  paid: number
}

/** A source's counts; `source` null: the registrations that named none. */
export type FunnelSource = FunnelCounts & { source: string | null }

export type FunnelDay = { day: string; registered: number; paidOrders: number }

export type WorkshopFunnel = {
  total: FunnelCounts
  /** The eight largest sources, largest first. */
  sources: FunnelSource[]
  /** Every further source together, or null when there is none. */
  otherSources: FunnelSource | null
  /** Each day of the range, oldest first (`YYYY-MM-DD`, the viewer's calendar). */
  days: FunnelDay[]
}

// The generated types call every column of a returned table non-null; the rows say otherwise
// (a day row has no stage counts, a stage row no day), so each row is read by its kind.
const count = z.number().int().nonnegative()
const FunnelRow = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['total', 'source', 'other']),
    source: z.string().nullable(),
    registered: count,
    started: count,
    reached: count,
    clicked: count,
    paid: count,
  }),
  z.object({
    kind: z.literal('day'),
    day: z.string(),
    registered: count,
    paid_orders: count,
  }),
])

const EMPTY: FunnelCounts = { registered: 0, started: 0, reached: 0, clicked: 0, paid: 0 }

/** The funnel for the last `days` calendar days in `timeZone`, counted by workshop_funnel(). */
export async function fetchWorkshopFunnel(
  client: SupabaseClient<Database>,
  options: { days: FunnelDays; timeZone: string; now?: Date },
): Promise<WorkshopFunnel> {
  const { data, error } = await client.rpc('workshop_funnel', {
    p_days: options.days,
    p_time_zone: options.timeZone,
    ...(options.now ? { p_now: options.now.toISOString() } : {}),
  })
  if (error) throw new Error(error.message)
  const funnel: WorkshopFunnel = { total: EMPTY, sources: [], otherSources: null, days: [] }
  for (const raw of z.array(FunnelRow).parse(data)) {
    if (raw.kind === 'day') {
      funnel.days.push({ day: raw.day, registered: raw.registered, paidOrders: raw.paid_orders })
      continue
    }
    const { kind, ...row } = raw
    if (kind === 'total') {
      const { source: _none, ...counts } = row
      funnel.total = counts
    } else if (kind === 'source') funnel.sources.push(row)
    else funnel.otherSources = row
  }
  funnel.days.sort((a, b) => a.day.localeCompare(b.day))
  // As workshop_funnel ranks them: most registrations first, then no source, then by name.
  funnel.sources.sort(
    (a, b) =>
      b.registered - a.registered ||
      (a.source === null ? -1 : b.source === null ? 1 : a.source.localeCompare(b.source)),
  )
  return funnel
}
