// The publish date and scheduled publishing (migration 20261129050000_blog_published_at.sql):
// published_at is set on the first publish and kept after, the public list and the feed follow
// it, and the scheduler publishes due drafts, which unpublishing or deleting cancels.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { NO_FUNCTIONS, useTestStack } from '@local-stack/tests/support/test-stack.ts'
import { fetchPublishedPostPages } from '@shared/blog-rest'
import { renderRss } from '@shared/blog-page/feeds'
import { startPostScheduler } from '../../supabase/local/src/services/cron/post-scheduler.ts'

const stack = useTestStack({ functionsDir: NO_FUNCTIONS })
const site = { siteUrl: 'https://blog.example.com', brand: 'LeadSight', organization: {} }
const target = () => ({ url: stack.url, publishableKey: stack.anonKey })

type Row = { id: string; published: boolean; published_at: string | null }

/** A draft written in May 2025 (as a campaign's would be), optionally scheduled. */
async function insertDraft(publishedAt: Date | null = null) {
  const slug = `may-draft-${randomUUID().slice(0, 8)}`
  const [row] = await stack.sql<Row>(
    `insert into public.blog_posts (title, slug, content, published, created_at, published_at)
     values ('Written in May', $1, '<p>x</p>', false, '2025-05-10T12:00:00Z', $2)
     returning id, published, published_at`,
    [slug, publishedAt?.toISOString() ?? null],
  )
  return { slug, row }
}

// Admins publish in the portal; the service role may not update posts, so SQL stands in.
const setPublished = (slug: string, published: boolean) =>
  stack.sql<Row>(
    'update public.blog_posts set published = $2 where slug = $1 returning id, published, published_at',
    [slug, published],
  )
const post = async (slug: string) =>
  (
    await stack.sql<Row>(
      'select id, published, published_at from public.blog_posts where slug = $1',
      [slug],
    )
  )[0]
const scheduled = async (slug: string) =>
  stack.sql(
    'select s.publish_at from private.blog_post_schedule s join public.blog_posts p on p.id = s.post_id where p.slug = $1',
    [slug],
  )
const publishDue = async (at: Date) =>
  (
    await stack.sql<{ n: number }>('select private.publish_due_posts($1) as n', [at.toISOString()])
  )[0]?.n

describe('the publish date', () => {
  it('is set when a 2025 draft is first published, which puts it first in the feed dated today', async () => {
    const { slug, row } = await insertDraft()
    expect(row?.published_at).toBeNull()
    const before = Date.now()
    const [published] = await setPublished(slug, true)
    const at = new Date(published?.published_at ?? 0).getTime()
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)

    const posts = await fetchPublishedPostPages(target(), 50)
    expect(posts[0]?.slug).toBe(slug)
    const rss = renderRss(site, posts)
    const firstItem = rss.slice(rss.indexOf('<item>'))
    expect(firstItem).toContain(`<link>https://blog.example.com/blog/${slug}</link>`)
    expect(firstItem).toContain(`<pubDate>${new Date(at).toUTCString()}</pubDate>`)
  })

  it('is kept when a post is unpublished and published again', async () => {
    const { slug } = await insertDraft()
    const [first] = await setPublished(slug, true)
    await setPublished(slug, false)
    const [again] = await setPublished(slug, true)
    expect(again?.published_at).toEqual(first?.published_at)
  })

  it('cannot be in the future on a published post: publishing a scheduled post early makes it now', async () => {
    const { slug } = await insertDraft(new Date(Date.now() + 3_600_000))
    const [published] = await setPublished(slug, true)
    expect(new Date(published?.published_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(await scheduled(slug)).toEqual([])
  })
})

describe('scheduled posts', () => {
  it('are published when due, and anonymous visitors then read them first in the feed', async () => {
    const at = new Date(Date.now() + 70_000)
    const { slug } = await insertDraft(at)
    expect(await scheduled(slug)).toHaveLength(1)
    const { data: before } = await stack.anon.from('blog_posts').select('id').eq('slug', slug)
    expect(before).toEqual([])

    expect(await publishDue(new Date(at.getTime() - 1000))).toBe(0)
    expect(await publishDue(at)).toBe(1)
    const row = await post(slug)
    expect(row?.published).toBe(true)
    // The injected clock ran ahead of the database's: published early, it is dated now.
    expect(new Date(row?.published_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    const posts = await fetchPublishedPostPages(target(), 50)
    expect(posts[0]?.slug).toBe(slug)
    expect(await scheduled(slug)).toEqual([])
    expect(await publishDue(at)).toBe(0)
  })

  it('are cancelled by clearing the date, by moving it to the past, and by deleting the post', async () => {
    const later = new Date(Date.now() + 3_600_000)
    const cleared = await insertDraft(later)
    await stack.sql('update public.blog_posts set published_at = null where slug = $1', [
      cleared.slug,
    ])
    const moved = await insertDraft(later)
    await stack.sql(
      `update public.blog_posts set published_at = now() - interval '1 day' where slug = $1`,
      [moved.slug],
    )
    const deleted = await insertDraft(later)
    await stack.sql('delete from public.blog_posts where slug = $1', [deleted.slug])
    expect(await publishDue(new Date(later.getTime() + 1000))).toBe(0)
    expect((await post(cleared.slug))?.published).toBe(false)
    expect((await post(moved.slug))?.published).toBe(false)
  })

  it('are not published through the API', async () => {
    const { error } = await stack.service.schema('private').rpc('publish_due_posts')
    expect(error).not.toBeNull()
  })

  it("go live on the local stack's scheduler, whose clock a test may run ahead", async () => {
    const { slug } = await insertDraft(new Date(Date.now() + 5 * 60_000))
    const job = startPostScheduler(stack.ctx, { pollMs: 20, clockAheadMs: 10 * 60_000 })
    try {
      await expect.poll(async () => (await post(slug))?.published, { interval: 20 }).toBe(true)
    } finally {
      job.stop()
    }
  })
})
