import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { revisionKeys } from '@/features/blog-admin/api/revision-keys'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { supabase } from '@/lib/supabase'

// The database copies the revision into the post and records that save as a new revision.
async function restoreRevision(revisionId: string) {
  const { data, error } = await supabase.rpc('restore_blog_post_revision', {
    revision_id: revisionId,
  })
  if (error || !data) throw new Error(blogAdminMessages.restoreFailed, { cause: error })
  return data
}

export function useRestoreRevision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all() }),
        queryClient.invalidateQueries({ queryKey: revisionKeys.all() }),
      ]),
  })
}
