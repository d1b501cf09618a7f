// The Workshop funnel card's read at scale: viewing progress, sources and workshop orders for
// the registrations of the last 90 days (set-based SQL, as scale-seed.ts fills tables), and
// workshop_funnel() called as the dashboard calls it, timed with the bytes it answers.
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../../../supabase/functions/_shared/database.types.ts'
import type { Db } from '../../../supabase/local/src/db/db.ts'

/**
 * Gives the last 91 days' registrations without a source one of 12 utm_sources (one in five
 * none), viewing progress to a registration in three (a third of those reach the offer, half of
 * those click it), and links a paid order to one in four who clicked. Rows seeded earlier keep
 * theirs, so it can run after each seeding step.
 */
export async function seedFunnelActivity(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`)
    await tx.query(
      `update public."Webinar Registration" r
          set utm_source = case when abs(hashtext(r.id::text)) % 5 = 0 then null
            else (array['newsletter', 'google', 'facebook', 'linkedin', 'youtube', 'partner',
                        'podcast', 'x', 'reddit', 'bing', 'tiktok', 'webinar-list'])
                 [1 + abs(hashtext(r.id::text)) % 12] end
        where r.created_at > now() - interval '91 days' and r.utm_source is null`,
    )
    await tx.query(
      `insert into public.workshop_progress
         (registration_id, watched_seconds, last_report_at, started_at, offer_reached_at, offer_clicked_at)
       select r.id, case when h % 9 = 0 then 2700 else 600 end, r.created_at + interval '1 hour',
              r.created_at + interval '5 minutes',
              case when h % 9 = 0 then r.created_at + interval '50 minutes' end,
              case when h % 18 = 0 then r.created_at + interval '51 minutes' end
         from (select id, created_at, abs(hashtext(id::text || 'progress')) as h
                 from public."Webinar Registration"
                where created_at > now() - interval '91 days') r
        where r.h % 3 = 0
       on conflict (registration_id) do nothing`,
    )
    await tx.query(
      `with buyers as (
         select p.registration_id, row_number() over (order by p.registration_id) as n
           from public.workshop_progress p
          where p.offer_clicked_at is not null
            and abs(hashtext(p.registration_id::text)) % 4 = 0
            and not exists (select 1 from public.credit_orders o
                             where o.registration_id = p.registration_id)
       ),
       orders as (
         select o.id, row_number() over (order by o.id) as n
           from public.credit_orders o
          where o.paid_at is not null and o.registration_id is null
       )
       update public.credit_orders o
          set registration_id = b.registration_id
         from buyers b join orders x on x.n = b.n
        where o.id = x.id`,
    )
  })
  await db.query(`vacuum (analyze) public."Webinar Registration"`)
  await db.query(`vacuum (analyze) public.workshop_progress`)
  await db.query(`vacuum (analyze) public.credit_orders`)
}

/** One call of workshop_funnel (90 days, the widest range) as the admin: time and bytes. */
export async function measureFunnel(
  url: string,
  publishableKey: string,
  admin: { email: string; password: string },
): Promise<{ ms: number; bytes: number }> {
  let bytes = 0
  const client = createClient<Database>(url, publishableKey, {
    auth: { persistSession: false },
    global: {
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        bytes += (await response.clone().arrayBuffer()).byteLength
        return response
      },
    },
  })
  const signedIn = await client.auth.signInWithPassword(admin)
  if (signedIn.error) throw signedIn.error
  // A first call warms the connection and the plan cache, as the dashboard's prefetch does.
  const warm = await client.rpc('workshop_funnel', { p_days: 90, p_time_zone: 'Europe/Berlin' })
  if (warm.error) throw new Error(`workshop_funnel: ${warm.error.message}`)
  bytes = 0
  const started = performance.now()
  const { error } = await client.rpc('workshop_funnel', {
    p_days: 90,
    p_time_zone: 'Europe/Berlin',
  })
  if (error) throw new Error(`workshop_funnel: ${error.message}`)
  return { ms: performance.now() - started, bytes }
}
