import { queryOptions } from '@tanstack/react-query'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { supabase } from '@/lib/supabase'

/**
 * The publish dates of the visible posts, read on their own (one request a page) so the list's
 * query and the search function keep their columns. Under postKeys.all(): every save and
 * realtime change that refreshes the list refreshes them too.
 */
export const postPublishingOptions = (ids: string[]) =>
  queryOptions({
    queryKey: [...postKeys.all(), 'publishing', ids],
    enabled: ids.length > 0,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('blog_posts')
        .select('id, published_at')
        .in('id', ids)
      if (error) throw new Error(blogAdminMessages.loadPostsFailed, { cause: error })
      return new Map(data.map((row) => [row.id, row.published_at]))
    },
  })
