import { useMutation } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { useLiveWriteOptions } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

// Zero rows back means RLS refused it or the post was already gone.
async function deletePost(id: string) {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id')
  if (error || data.length === 0) throw new Error(blogAdminMessages.deleteFailed, { cause: error })
  return data
}

// Refetched here, so the delete's own realtime echo is skipped (one change, one refetch).
export function useDeletePost() {
  return useMutation(
    useLiveWriteOptions(
      'blog_posts',
      [postKeys.all(), campaignKeys.generating()],
      deletePost,
      (rows) => rows,
    ),
  )
}
