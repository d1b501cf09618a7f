import { useMutation } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { useLiveWriteOptions } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

// An update of published only. Zero rows back means RLS refused it.
async function setPostPublished({ id, published }: { id: string; published: boolean }) {
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ published })
    .eq('id', id)
    .select('id, updated_at')
  if (error || data.length === 0) throw new Error(blogAdminMessages.statusFailed, { cause: error })
  return data
}

/** Why publishing was refused: the publish checklist's failing checks, when that was the cause. */
export function refusedChecks(error: Error): string[] {
  const cause: unknown = error.cause
  if (!cause || typeof cause !== 'object' || !('details' in cause) || !('code' in cause)) return []
  if (cause.code !== '23514' || typeof cause.details !== 'string') return []
  return cause.details.split(',').filter(Boolean)
}

// Refetched here, so the update's own realtime echo is skipped (one change, one refetch).
export function useSetPostPublished() {
  return useMutation({
    ...useLiveWriteOptions('blog_posts', [postKeys.all()], setPostPublished, (rows) => rows),
    // The actions report failures themselves (with the checklist's reasons when it refused).
    meta: { handlesErrors: true },
  })
}
