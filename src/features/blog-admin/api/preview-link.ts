import { useMutation } from '@tanstack/react-query'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { supabase } from '@/lib/supabase'

/** The address a preview token opens: /p/<token> on this site. */
export const previewLinkUrl = (token: string) => `${window.location.origin}/p/${token}`

/** A new preview link for the post (any earlier one stops working), copied to the clipboard. */
async function copyPreviewLink(postId: string) {
  const { data, error } = await supabase.rpc('create_blog_post_preview', { p_post_id: postId })
  if (error || !data) throw new Error(blogAdminMessages.previewLinkFailed, { cause: error })
  const url = previewLinkUrl(data)
  await navigator.clipboard.writeText(url)
  return url
}

async function revokePreviewLink(postId: string) {
  const { error } = await supabase.rpc('revoke_blog_post_preview', { p_post_id: postId })
  if (error) throw new Error(blogAdminMessages.previewLinkRevokeFailed, { cause: error })
}

export const useCopyPreviewLink = () => useMutation({ mutationFn: copyPreviewLink })
export const useRevokePreviewLink = () => useMutation({ mutationFn: revokePreviewLink })
