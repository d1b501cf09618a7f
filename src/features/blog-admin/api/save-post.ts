import { useMutation } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { publishBlocked } from '@/features/blog-admin/api/publish-post'
import { revisionKeys } from '@/features/blog-admin/api/revision-keys'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import type { PostRow } from '@/features/blog-admin/lib/post-row'
import { useLiveWriteOptions } from '@/lib/paging/use-live-refresh'
import { supabase } from '@/lib/supabase'

/** A duplicate slug (23505) has its own message; else the error's own, else the generic one. */
function saveError(error: PostgrestError): Error {
  if (error.code === '23505') return new Error(blogAdminMessages.slugTaken)
  const blocked = publishBlocked(error)
  if (blocked) return blocked
  return new Error(error.message || blogAdminMessages.saveFailed)
}

async function currentUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession()
  if (!data.session) throw new Error(blogAdminMessages.notAuthenticated)
  return data.session.user.id
}

export async function createPost(row: PostRow) {
  const authorId = await currentUserId()
  const { data, error } = await supabase
    .from('blog_posts')
    .insert({ ...row, author_id: authorId })
    .select('id, slug, updated_at')
    .single()
  if (error) throw saveError(error)
  return data
}

export async function updatePost({ id, row }: { id: string; row: PostRow }) {
  await currentUserId()
  const { data, error } = await supabase
    .from('blog_posts')
    .update({ ...row, updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('id, slug, updated_at')
    .single()
  if (error) throw saveError(error)
  return data
}

// What a save makes stale: every post list and page, the revisions, and the campaigns still
// waiting for their first post.
const SAVED = [postKeys.all(), revisionKeys.all(), campaignKeys.generating()]

/**
 * One save, one refetch: the mutation refetches what the save changed as soon as the database
 * answers (the editor closes onto fresh data, realtime or not), and the save's own realtime
 * echo is ignored for those keys (useLiveWriteOptions); anyone else's change still refreshes.
 */
function useSaveMutation<V>(save: (variables: V) => Promise<{ id: string; updated_at: string }>) {
  return useMutation({
    ...useLiveWriteOptions('blog_posts', SAVED, save, (row) => [row]),
    // The editor shows save failures itself, once, and keeps what was typed.
    meta: { handlesErrors: true },
  })
}

export const useCreatePost = () => useSaveMutation(createPost)
export const useUpdatePost = () => useSaveMutation(updatePost)
