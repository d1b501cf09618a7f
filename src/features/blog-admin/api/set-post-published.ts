import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { useLiveWrites } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

// §7: the update of published only. Zero rows back means RLS refused it.
async function setPostPublished({ id, published }: { id: string; published: boolean }) {
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ published })
    .eq('id', id)
    .select('id, updated_at')
  if (error || data.length === 0) throw new Error(blogAdminMessages.statusFailed, { cause: error })
  return data
}

export function useSetPostPublished() {
  const queryClient = useQueryClient()
  const live = useLiveWrites()
  // Refetched here, so the update's own realtime echo is skipped (one change, one refetch).
  return useMutation({
    mutationFn: (change: { id: string; published: boolean }) =>
      live.write(
        'blog_posts',
        [postKeys.all()],
        () => setPostPublished(change),
        (rows) => rows,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all() }),
  })
}
