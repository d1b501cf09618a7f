import { useMutation, useQueryClient } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { useLiveWrites } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

// Zero rows back means RLS refused it or the post was already gone.
async function deletePost(id: string) {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id')
  if (error || data.length === 0) throw new Error(blogAdminMessages.deleteFailed, { cause: error })
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  const live = useLiveWrites()
  const deleted = [postKeys.all(), campaignKeys.generating()]
  // Refetched here, so the delete's own realtime echo is skipped (one change, one refetch).
  return useMutation({
    mutationFn: (id: string) =>
      live.write(
        'blog_posts',
        deleted,
        () => deletePost(id),
        () => [{ id }],
      ),
    onSuccess: () =>
      Promise.all(deleted.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
