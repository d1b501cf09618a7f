import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { useParams } from 'react-router-dom'
import { postBySlugOptions } from '@/features/blog/api/get-post-by-slug'
import { PostNotFound, PostLoadError, PostSkeleton } from '@/features/blog/components/post-states'
import { PostView } from '@/features/blog/components/post-view'
import { embeddedPost } from '@/features/blog/lib/embedded-data'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'

export function Component() {
  const { slug = '' } = useParams()
  const { postShell } = useContext(BlogPrerenderContext)
  if (postShell) return <PostView post={null} />
  return <PublishedPost key={slug} slug={slug} />
}

function PublishedPost({ slug }: { slug: string }) {
  const post = useQuery({ ...postBySlugOptions(slug), initialData: embeddedPost(slug) })
  return (
    <>
      {post.isPending && <PostSkeleton />}
      {post.isError && <PostLoadError />}
      {post.isSuccess && post.data === null && <PostNotFound />}
      {post.isSuccess && post.data && <PostView post={post.data} />}
    </>
  )
}
