import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { revisionKeys } from '@/features/blog-admin/api/revision-keys'
import { blogMessages } from '@/features/blog-admin/lib/admin-messages'
import type { PostRow } from '@/features/blog-admin/lib/post-row'
import { supabase } from '@/lib/supabase'

/** §8: a duplicate slug, else the error's own message, else the generic one. */
function saveError(error: PostgrestError): Error {
  if (error.code === '23505') return new Error(blogMessages.slugTaken)
  return new Error(error.message || blogMessages.saveFailed)
}

async function currentUserId(): Promise<string> {
  const { data } = await supabase.auth.getSession()
  if (!data.session) throw new Error(blogMessages.notAuthenticated)
  return data.session.user.id
}

export async function createPost(row: PostRow) {
  const authorId = await currentUserId()
  const { data, error } = await supabase
    .from('blog_posts')
    .insert({ ...row, author_id: authorId })
    .select('id, slug')
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
    .select('id, slug')
    .single()
  if (error) throw saveError(error)
  return data
}

function useInvalidatePosts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postKeys.all() }),
      queryClient.invalidateQueries({ queryKey: revisionKeys.all() }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.generating() }),
    ])
}

// The editor shows save failures itself and keeps what was typed (meta.handlesErrors).
export function useCreatePost() {
  const invalidate = useInvalidatePosts()
  return useMutation({
    mutationFn: createPost,
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  })
}

export function useUpdatePost() {
  const invalidate = useInvalidatePosts()
  return useMutation({
    mutationFn: updatePost,
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  })
}
