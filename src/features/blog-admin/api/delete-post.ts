import { useMutation, useQueryClient } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogMessages } from '@/features/blog-admin/lib/admin-messages'
import { supabase } from '@/lib/supabase'

// Zero rows back means RLS refused it or the post was already gone.
async function deletePost(id: string) {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id')
  if (error || data.length === 0) throw new Error(blogMessages.deleteFailed, { cause: error })
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all() }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.generating() }),
      ]),
  })
}
