// Posts as real HTML without a custom domain (migration 20261125000300_site_rebuild.sql): a
// change a visitor can see marks the site for a rebuild, a burst of them becomes one deploy-hook
// call, and drafts never call it. The local stack's stand-in for the hosted cron job
// (supabase/local/src/services/cron/site-rebuild.ts) runs the same claim.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { NO_FUNCTIONS, useTestStack } from '@local-stack/tests/support/test-stack.ts'
import { startSiteRebuild } from '../../supabase/local/src/services/cron/site-rebuild.ts'

const stack = useTestStack({ functionsDir: NO_FUNCTIONS })

/** Claims a due build as the cron job does; quiet 0: due as soon as anything is pending. */
async function claim(quiet = '0 seconds'): Promise<boolean> {
  const { rows } = await stack.ctx.db.query<{ due: boolean }>(
    'select private.claim_site_rebuild($1::interval) as due',
    [quiet],
  )
  return rows[0]?.due ?? false
}

async function insertPost(published: boolean) {
  const slug = `rebuild-${randomUUID().slice(0, 8)}`
  const { error } = await stack.service
    .from('blog_posts')
    .insert({ title: 'Rebuild', slug, content: '<p>x</p>', published })
  expect(error).toBeNull()
  return slug
}

// Admins edit and delete posts in the portal; the service role may not, so SQL stands in.
const update = async (slug: string, values: { published?: boolean; title?: string }) => {
  await stack.sql(
    `update public.blog_posts set title = coalesce($2, title), published = coalesce($3, published)
     where slug = $1`,
    [slug, values.title ?? null, values.published ?? null],
  )
}

describe('site rebuild requests', () => {
  it('come from published posts appearing, changing or going, never from drafts', async () => {
    await claim() // the seed's published posts
    expect(await claim()).toBe(false)

    const draft = await insertPost(false)
    await update(draft, { title: 'Still a draft' })
    expect(await claim()).toBe(false)

    await update(draft, { published: true })
    expect(await claim()).toBe(true)
    await update(draft, { title: 'Edited while published' })
    expect(await claim()).toBe(true)
    await update(draft, { published: false })
    expect(await claim()).toBe(true)
    expect(await claim()).toBe(false)

    const live = await insertPost(true)
    expect(await claim()).toBe(true)
    await stack.sql('delete from public.blog_posts where slug = $1', [live])
    expect(await claim()).toBe(true)
  })

  it('wait for a quiet period, and a burst of edits is one build', async () => {
    await claim()
    const slug = await insertPost(true)
    for (const title of ['One', 'Two', 'Three']) await update(slug, { title })
    expect(await claim('1 hour')).toBe(false)
    expect(await claim()).toBe(true)
    expect(await claim()).toBe(false)
  })

  it('are not claimable through the API', async () => {
    const { error } = await stack.service.schema('private').rpc('claim_site_rebuild', {
      quiet: '0 seconds',
    })
    expect(error).not.toBeNull()
  })

  it('reach the deploy hook once per burst on the local stack', async () => {
    await claim()
    const slug = await insertPost(true)
    await update(slug, { title: 'Edited' })
    const calls: string[] = []
    let called: () => void = () => {}
    const firstCall = new Promise<void>((resolve) => (called = resolve))
    const job = startSiteRebuild(
      stack.ctx,
      { url: 'http://hooks.invalid/build', quietMs: 0, pollMs: 20 },
      async (url, init) => {
        calls.push(`${init?.method} ${String(url)}`)
        called()
        return new Response('{}', { status: 200 })
      },
    )
    try {
      await firstCall
      expect(calls).toEqual(['POST http://hooks.invalid/build'])
      // The one call took both changes: nothing is left for another.
      expect(await claim()).toBe(false)
    } finally {
      job.stop()
    }
  })
})
