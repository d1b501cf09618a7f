// Seeds the product tables at scale with set-based SQL (generate_series), fast enough
// for a test on native Postgres and for npm run bench:scale on either database:
// 1,000,000 registrations over the last year, 100,000 contact messages, 10,000 posts in 100
// campaigns (with 100 jobs each), 100,000 credit orders.
//
// Each table is filled inside one transaction with session_replication_role = replica, which
// skips row triggers: the local realtime capture (a million queued changes nobody listens to),
// post revisions, reading time and the site-rebuild notice; then its secondary indexes are
// rebuilt once instead of being updated a million times, and it is vacuumed and analysed.
import type { Db, Queryable } from '../../supabase/local/src/db/db.ts'

export interface ScaleSizes {
  registrations: number
  contactMessages: number
  posts: number
  campaigns: number
  jobsPerCampaign: number
  orders: number
}

export const ISSUE_SCALE: ScaleSizes = {
  registrations: 1_000_000,
  contactMessages: 100_000,
  posts: 10_000,
  campaigns: 100,
  jobsPerCampaign: 100,
  orders: 100_000,
}

/** Secondary (non-constraint) indexes of a table, as statements that recreate them. */
async function secondaryIndexes(
  tx: Queryable,
  table: string,
): Promise<{ name: string; def: string }[]> {
  const { rows } = await tx.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid = $1::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  )
  return rows
}

async function fill(db: Db, table: string, insert: string, params: unknown[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`)
    await tx.query(`set local maintenance_work_mem = '256MB'`)
    const indexes = await secondaryIndexes(tx, table)
    for (const index of indexes) await tx.query(`drop index ${index.name}`)
    await tx.query(insert, params)
    for (const index of indexes) await tx.query(index.def)
  })
  // As autovacuum would soon: statistics, and the visibility map index-only scans rely on.
  await db.query(`vacuum (analyze) ${table}`)
}

/** Adds the rows to whatever is there (names and keys carry a per-run tag, so runs can repeat). */
export async function seedScale(
  db: Db,
  sizes: ScaleSizes = ISSUE_SCALE,
  log: (line: string) => void = () => {},
): Promise<void> {
  const tag = Date.now().toString(36)
  const step = async (what: string, fn: () => Promise<void>) => {
    const started = performance.now()
    await fn()
    log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }

  // One every ~31.5 s over the year before now, newest first by number; one in seven has no
  // email (a conversion rate under 100 %); one in five is the previous visitor again, in
  // different case, for another workshop.
  await step(`${sizes.registrations} registrations`, () =>
    fill(
      db,
      'public."Webinar Registration"',
      `insert into public."Webinar Registration" (name, "Email", webinar_title, created_at)
       select 'Visitor ' || g,
              case when g % 7 = 0 then null
                   when g % 5 = 0 then 'Visitor' || (g - 1) || '@Example' || ((g - 1) % 97) || '.test'
                   else 'visitor' || g || '@example' || (g % 97) || '.test' end,
              'Workshop ' || $2 || ' ' || (g % 12),
              now() - (g * ($3::float8 / $1)) * interval '1 second'
         from generate_series(1, $1::int) g`,
      [sizes.registrations, tag, 365 * 86_400],
    ),
  )

  await step(`${sizes.contactMessages} contact messages`, () =>
    fill(
      db,
      'public.contact_messages',
      `insert into public.contact_messages (name, email, subject, message, created_at)
       select 'Sender ' || g, 'sender' || g || '@example' || (g % 53) || '.test',
              'Question ' || g, 'Hello, I would like to know more about plan ' || (g % 3) || '.',
              now() - g * interval '5 minutes'
         from generate_series(1, $1::int) g`,
      [sizes.contactMessages],
    ),
  )

  await step(`${sizes.campaigns} campaigns`, () =>
    fill(
      db,
      'public.blog_campaigns',
      `insert into public.blog_campaigns (name, keywords, status, created_at)
       select 'Campaign ' || $2 || ' ' || g, array['crm', 'leads ' || g],
              case when g % 4 = 0 then 'paused' else 'active' end, now() - g * interval '1 day'
         from generate_series(1, $1::int) g`,
      [sizes.campaigns, tag],
    ),
  )

  // Posts: four in five published, one in two written by a campaign; a short article each.
  await step(`${sizes.posts} posts`, () =>
    fill(
      db,
      'public.blog_posts',
      `with c as (
         select row_number() over (order by id) as n, id from public.blog_campaigns
       )
       insert into public.blog_posts
         (title, slug, content, meta_description, published, campaign_id, reading_time, created_at)
       select 'Post ' || g || ': growing leads with visitor identification',
              'post-' || $2 || '-' || g,
              '<p>' || repeat('Identity resolution turns anonymous visitors into leads. ', 40) || '</p>',
              'How post ' || g || ' helps', g % 5 <> 0,
              (select c.id from c where c.n = 1 + g % greatest((select count(*) from c), 1) and g % 2 = 0),
              2, now() - g * interval '1 hour'
         from generate_series(1, $1::int) g`,
      [sizes.posts, tag],
    ),
  )

  await step(`${sizes.campaigns * sizes.jobsPerCampaign} campaign jobs`, () =>
    fill(
      db,
      'public.blog_campaign_jobs',
      `insert into public.blog_campaign_jobs (campaign_id, slot, status, attempts, run_after, keyword)
       select c.id, now() - j * interval '1 day',
              case when j = 1 then 'queued' when j % 10 = 0 then 'failed' else 'succeeded' end,
              1, now() - j * interval '1 day', 'crm'
         from (select id from public.blog_campaigns order by created_at desc limit $1) c
        cross join generate_series(1, $2::int) j`,
      [sizes.campaigns, sizes.jobsPerCampaign],
    ),
  )

  await step(`${sizes.orders} orders`, () =>
    fill(
      db,
      'public.credit_orders',
      `insert into public.credit_orders
         (lead_count, tier, amount_cents, email, customer_email, status, provider_session_id,
          credits, checkout_key, created_at, paid_at)
       select 1000 + g % 5000, 'Tier 1', (1000 + g % 5000) * 12, 'buyer' || g || '@example.test',
              case when g % 3 = 0 then 'Buyer' || g || '@Example.test' end,
              (array['pending', 'paid', 'failed', 'expired'])[1 + g % 4],
              'cs_test_' || $2 || '_' || g, (1000 + g % 5000) * 60, 'key_' || $2 || '_' || g,
              now() - g * interval '5 minutes',
              case when g % 4 = 1 then now() - g * interval '5 minutes' end
         from generate_series(1, $1::int) g`,
      [sizes.orders, tag],
    ),
  )
}
