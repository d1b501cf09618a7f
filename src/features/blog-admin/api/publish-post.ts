import type { PostgrestError } from '@supabase/supabase-js'
import type { BlockingCheckId, NearDuplicate } from '@shared/blog-publish-checklist'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { supabase } from '@/lib/supabase'

/** The database refused to publish: these blocking checks failed (see the publish gate). */
export class PublishBlockedError extends Error {
  constructor(readonly checks: string[]) {
    super(blogAdminMessages.publishBlocked)
  }
}

/** The gate's refusal (check_violation with the failing ids as details), or null. */
export function publishBlocked(error: PostgrestError): PublishBlockedError | null {
  if (error.code !== '23514' || !error.message.startsWith('The publish checklist failed'))
    return null
  return new PublishBlockedError((error.details ?? '').split(',').filter(Boolean))
}

/** The most similar published post (pg_trgm), other than the post itself. */
export async function fetchNearDuplicate(
  title: string,
  content: string,
  excludeId: string | undefined,
): Promise<NearDuplicate> {
  const { data, error } = await supabase
    .rpc('blog_post_near_duplicate', {
      p_title: title,
      p_content: content,
      ...(excludeId ? { p_exclude: excludeId } : {}),
    })
    .maybeSingle()
  if (error) throw new Error(blogAdminMessages.saveFailed, { cause: error })
  return data ? { title: data.title, similarity: data.similarity } : null
}

/** "Publish anyway": publishes, recording the overridden checks in the revision history. */
export async function publishPostAnyway(id: string, overrides: BlockingCheckId[]) {
  const { data, error } = await supabase.rpc('publish_blog_post', {
    p_post_id: id,
    p_overrides: overrides,
  })
  if (error)
    throw publishBlocked(error) ?? new Error(error.message || blogAdminMessages.statusFailed)
  if (!data) throw new Error(blogAdminMessages.statusFailed)
  return data
}
