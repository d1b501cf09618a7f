import { useMutation } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { useLiveWriteOptions } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

// A scheduled draft back to an unscheduled one: its publish date cleared (the schedule trigger
// then drops it from the scheduler). Only a draft: a published post keeps its date. Zero rows
// back means RLS refused it or the post was published meanwhile.
async function cancelSchedule(id: string) {
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ published_at: null })
    .eq('id', id)
    .eq('published', false)
    .select('id, updated_at')
  if (error || data.length === 0)
    throw new Error(blogAdminMessages.cancelScheduleFailed, { cause: error })
  return data
}

export function useCancelSchedule() {
  return useMutation(
    useLiveWriteOptions('blog_posts', [postKeys.all()], cancelSchedule, (rows) => rows),
  )
}
