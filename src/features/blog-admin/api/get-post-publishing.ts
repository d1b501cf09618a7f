import { queryOptions } from '@tanstack/react-query'
import { isBlockingCheckId, type BlockingCheckId } from '@shared/blog-publish-checklist'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { supabase } from '@/lib/supabase'

export type LiveState = { state: string; reason: string | null }

export type PostPublishing = {
  publishedAt: string | null
  live: LiveState | null
  /** The checks that kept a campaign's draft from being auto-published (empty: none). */
  autoPublishFailures: BlockingCheckId[]
}

/**
 * The publish dates of the visible posts, the checks that kept an auto-published campaign draft
 * a draft, and what the live check last found for each (the
 * blog-live-check job), read on their own (two requests a page) so the list's query and the
 * search function keep their columns. Under postKeys.all(): every save and realtime change that
 * refreshes the list refreshes them too; while a post is Publishing… they are read again every
 * 15 s, so Live or Not live shows without a reload.
 */
export const postPublishingOptions = (ids: string[]) =>
  queryOptions({
    queryKey: [...postKeys.all(), 'publishing', ids],
    enabled: ids.length > 0,
    queryFn: async (): Promise<Map<string, PostPublishing>> => {
      const [dates, live] = await Promise.all([
        supabase.from('blog_posts').select('id, published_at, auto_publish_failures').in('id', ids),
        supabase.rpc('blog_post_live_states').in('post_id', ids),
      ])
      if (dates.error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: dates.error })
      if (live.error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: live.error })
      const states = new Map(
        live.data.map((row) => [row.post_id, { state: row.state, reason: row.reason }]),
      )
      return new Map(
        dates.data.map((row) => [
          row.id,
          {
            publishedAt: row.published_at,
            live: states.get(row.id) ?? null,
            autoPublishFailures: (row.auto_publish_failures ?? []).filter(isBlockingCheckId),
          },
        ]),
      )
    },
    refetchInterval: (query) =>
      [...(query.state.data?.values() ?? [])].some((post) => post.live?.state === 'publishing')
        ? 15_000
        : false,
  })
