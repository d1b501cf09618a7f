import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogMessages } from '@/features/blog-admin/lib/admin-messages'
import { supabase } from '@/lib/supabase'

// §7: the update of published only. Zero rows back means RLS refused it.
async function setPostPublished({ id, published }: { id: string; published: boolean }) {
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ published })
    .eq('id', id)
    .select('id, published')
  if (error || data.length === 0) throw new Error(blogMessages.statusFailed, { cause: error })
  return published
}

export function useSetPostPublished() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPostPublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all() }),
  })
}
