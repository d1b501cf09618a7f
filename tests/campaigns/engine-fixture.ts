import type { SupabaseClient } from '@supabase/supabase-js'
import { sanitizeBlogHtml } from '../../supabase/functions/_shared/domain/blog-html/sanitize-blog-html.ts'
import type { Database, Tables } from '../../supabase/functions/_shared/database.types.ts'
import { ident } from '../../supabase/local/src/db/sql.ts'
import type { EngineDeps } from '../../supabase/functions/_shared/campaigns/engine-deps.ts'
import { createOpenAiWriter } from '../../supabase/functions/_shared/campaigns/openai-writer.ts'
import { startFakeAiProvider } from '@local-stack/fake-ai/provider.ts'
import { NO_FUNCTIONS, startTestStack, testClient } from '@local-stack/tests/support/test-stack.ts'

export const SEED_ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'

/** A controllable clock: the engine reads it, tests move it. */
export function createClock(start: Date) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set: (at: Date) => (current = at.getTime()),
    advance: (ms: number) => (current += ms),
  }
}

/** One stack (no Deno needed: the engine runs in-process) and one fake provider per file. */
export async function startEngineFixture() {
  const stack = await startTestStack({ functionsDir: NO_FUNCTIONS })
  const ai = await startFakeAiProvider()
  const db: SupabaseClient<Database> = testClient(stack.url, stack.serviceRoleKey)
  // The seeded campaign must not take part in these tests' queues.
  await db.from('blog_campaigns').update({ status: 'completed' }).neq('status', 'completed')
  const clock = createClock(new Date())
  const deps = (overrides: Partial<EngineDeps> = {}): EngineDeps => ({
    db,
    writer: createOpenAiWriter(
      { apiKey: 'test-key', baseUrl: ai.url, model: 'test-model', timeoutMs: 400 },
      { now: clock.now },
    ),
    sanitize: sanitizeBlogHtml,
    now: clock.now,
    backoffMs: () => 60_000,
    ...overrides,
  })
  /** A campaign as an admin creates it in the portal (the engine's service role may not). */
  async function createCampaign(fields: Partial<Tables<'blog_campaigns'>> = {}) {
    const row = {
      name: 'Engine test',
      keywords: ['identity resolution', 'visitor tracking', 'lead scoring'],
      posts_frequency: 1,
      frequency_period: 'week',
      post_length: 'medium',
      user_id: SEED_ADMIN_ID,
      created_at: clock.now().toISOString(),
      ...fields,
    }
    const columns = Object.keys(row).map(ident).join(', ')
    const { rows } = await stack.ctx.db.query<{ campaign: Tables<'blog_campaigns'> }>(
      `insert into public.blog_campaigns (${columns})
       select ${columns} from jsonb_populate_record(null::public.blog_campaigns, $1::jsonb)
       returning to_jsonb(blog_campaigns) as campaign`,
      [JSON.stringify(row)],
    )
    const campaign = rows[0]?.campaign
    if (!campaign) throw new Error('campaign not created')
    return campaign
  }
  async function jobsOf(campaignId: string) {
    const { data, error } = await db
      .from('blog_campaign_jobs')
      .select()
      .eq('campaign_id', campaignId)
      .order('slot')
    if (error) throw error
    return data
  }
  async function postsOf(campaignId: string) {
    const { data, error } = await db.from('blog_posts').select().eq('campaign_id', campaignId)
    if (error) throw error
    return data
  }
  /** Takes every campaign out of the next test's queue. */
  async function retireCampaigns() {
    await db.from('blog_campaigns').update({ status: 'completed' }).neq('status', 'completed')
    await db
      .from('blog_campaign_jobs')
      .update({ status: 'failed' })
      .in('status', ['queued', 'running'])
  }
  return {
    stack,
    ai,
    db,
    clock,
    deps,
    createCampaign,
    jobsOf,
    postsOf,
    retireCampaigns,
    async stop() {
      await ai.stop()
      await stack.stop()
    },
  }
}
