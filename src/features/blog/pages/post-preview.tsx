import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { fetchPostPreview } from '@/features/blog/api/get-post-preview'
import {
  PostLoadError,
  PostNotFound,
  PostNotFoundSeo,
  PostSkeleton,
} from '@/features/blog/components/post-states'
import { PostView } from '@/features/blog/components/post-view'
import { blogMessages } from '@/features/blog/lib/messages'

/**
 * /p/<token>: a draft as its page will look, for whoever holds the link (no session needed).
 * Never indexed; an expired or revoked link, or an unknown one, says 'Post not found'.
 */
export function Component() {
  const { token = '' } = useParams()
  const preview = useQuery({
    queryKey: ['blog-post-preview', token],
    queryFn: () => fetchPostPreview(token),
    retry: 1,
  })
  if (preview.isPending) return <PostSkeleton />
  if (preview.isError) return <PostLoadError />
  if (!preview.data)
    return (
      <>
        <PostNotFoundSeo />
        <PostNotFound />
      </>
    )
  return (
    <>
      <p
        role="note"
        className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
      >
        {blogMessages.previewNotice}
      </p>
      <PostView post={preview.data} preview />
    </>
  )
}
