import { queryOptions } from '@tanstack/react-query'
import { revisionKeys } from '@/features/blog-admin/api/revision-keys'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { supabase } from '@/lib/supabase'

async function fetchPostRevisions(postId: string) {
  const { data, error } = await supabase
    .from('blog_post_revisions')
    .select(
      'id, revision_number, kind, restored_from, editor_email, overridden_checks, title, content, meta_description, seo_title, featured_image, featured_image_alt, model, prompt_version, created_at',
    )
    .eq('post_id', postId)
    .order('revision_number', { ascending: false })
  if (error) throw new Error(blogAdminMessages.loadRevisionsFailed, { cause: error })
  // An AI draft's provenance: the model and prompt version stamped on its first revision.
  return data.map(({ model, prompt_version, ...revision }) => ({
    ...revision,
    provenance: revision.kind === 'ai_draft' ? { model, prompt_version } : null,
  }))
}

export type PostRevision = Awaited<ReturnType<typeof fetchPostRevisions>>[number]

export const postRevisionsOptions = (postId: string) =>
  queryOptions({
    queryKey: revisionKeys.byPost(postId),
    queryFn: () => fetchPostRevisions(postId),
  })
