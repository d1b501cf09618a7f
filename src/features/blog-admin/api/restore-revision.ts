import { useMutation } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { revisionKeys } from '@/features/blog-admin/api/revision-keys'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { useLiveWriteOptions } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

// The database copies the revision into the post and records that save as a new revision.
async function restoreRevision(revisionId: string) {
  const { data, error } = await supabase.rpc('restore_blog_post_revision', {
    revision_id: revisionId,
  })
  if (error || !data) throw new Error(blogAdminMessages.restoreFailed, { cause: error })
  return data
}

// Refetched here, so the restore's own realtime echo is skipped (one change, one refetch).
// The function answers the post's id only: its echo is matched by id.
export function useRestoreRevision() {
  return useMutation(
    useLiveWriteOptions(
      'blog_posts',
      [postKeys.all(), revisionKeys.all()],
      restoreRevision,
      (id) => [{ id }],
    ),
  )
}
