import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { useParams } from 'react-router-dom'
import { SLOTS } from '@shared/blog-page/slots.ts'
import { postBySlugOptions } from '@/features/blog/api/get-post-by-slug'
import { PostNotFound, PostLoadError, PostSkeleton } from '@/features/blog/components/post-states'
import { PostView } from '@/features/blog/components/post-view'
import { EmbeddedData, toEmbeddedJson } from '@/features/blog/components/posts-data'
import { embeddedPost, missingPostData, POST_DATA_ID } from '@/features/blog/lib/embedded-data'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'

export function Component() {
  const { slug = '' } = useParams()
  const { postShell } = useContext(BlogPrerenderContext)
  if (postShell === 'post') return <PostView post={null} />
  if (postShell === 'missing') return <MissingPost json={SLOTS.data} />
  return <PublishedPost key={slug} slug={slug} />
}

function PublishedPost({ slug }: { slug: string }) {
  const post = useQuery({ ...postBySlugOptions(slug), initialData: embeddedPost(slug) })
  return (
    <>
      {post.isPending && <PostSkeleton />}
      {/* A failed refresh of a prerendered post keeps it on screen: nothing moves. */}
      {post.isError && post.data === undefined && <PostLoadError />}
      {post.data === null && <MissingPost json={toEmbeddedJson(missingPostData(slug))} />}
      {post.data && <PostView post={post.data} />}
    </>
  )
}

/** 'Post not found', plus the data that lets a server-rendered one hydrate as it is. */
function MissingPost({ json }: { json: string }) {
  return (
    <>
      <PostNotFound />
      <EmbeddedData id={POST_DATA_ID} json={json} />
    </>
  )
}
