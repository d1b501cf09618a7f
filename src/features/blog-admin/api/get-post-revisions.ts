import { queryOptions } from '@tanstack/react-query'
import { revisionKeys } from '@/features/blog-admin/api/revision-keys'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { supabase } from '@/lib/supabase'

async function fetchPostRevisions(postId: string) {
  const { data, error } = await supabase
    .from('blog_post_revisions')
    .select(
      'id, revision_number, kind, restored_from, editor_email, title, content, meta_description, seo_title, featured_image, featured_image_alt, created_at',
    )
    .eq('post_id', postId)
    .order('revision_number', { ascending: false })
  if (error) throw new Error(blogAdminMessages.loadRevisionsFailed, { cause: error })
  return data
}

export type PostRevision = Awaited<ReturnType<typeof fetchPostRevisions>>[number]

export const postRevisionsOptions = (postId: string) =>
  queryOptions({
    queryKey: revisionKeys.byPost(postId),
    queryFn: () => fetchPostRevisions(postId),
  })
