import { useContext, useEffect } from 'react'
import { SLOTS } from '@shared/blog-page/slots'
import { fetchPostBySlug } from '@/features/blog/api/get-post-by-slug'
import {
  PostLoadError,
  postLoadErrorTags,
  PostNotFound,
  postNotFoundTags,
  PostSkeleton,
} from '@/features/blog/components/post-states'
import { loadPostArticle, PostView } from '@/features/blog/components/post-view'
import { EmbeddedData, toEmbeddedJson } from '@/features/blog/components/posts-data'
import { useHeadTags } from '@/features/blog/hooks/use-head-tags'
import { useRefreshed } from '@/features/blog/hooks/use-refreshed'
import { embeddedPost, missingPostData, POST_DATA_ID } from '@/features/blog/lib/embedded-data'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'
import { island } from '@/islands/island'

/** The slug of the post page the browser is on (the post shells know it only there). */
function slugOfLocation() {
  const slug = window.location.pathname.replace(/^\/blog\//, '').replace(/\/$/, '')
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug // a malformed escape names no post: 'Post not found'
  }
}

/**
 * A post page's content: an island, read again in the browser (an edited or unpublished post
 * shows as it is now; a failed read keeps what is on screen). Prerendering, it renders the post
 * shells' slots, or the client shell's skeleton; without `slug` (the shells) the post is the one
 * the address names.
 */
export function PublishedPost({ slug }: { slug?: string }) {
  const { postShell } = useContext(BlogPrerenderContext)
  if (postShell === 'post') return <PostView post={null} />
  if (postShell === 'missing') return <MissingPost json={SLOTS.data} />
  if (postShell === 'client') return <PostSkeleton />
  return <LivePost slug={slug ?? slugOfLocation()} />
}

function LivePost({ slug }: { slug: string }) {
  const embedded = embeddedPost(slug)
  const post = useRefreshed(`post-${slug}`, () => fetchPostBySlug(slug), embedded)
  // Arrived without the post (the client shell, the SPA): its renderer loads beside the read.
  const arrivedWithout = embedded === undefined
  useEffect(() => {
    if (arrivedWithout) void loadPostArticle()
  }, [arrivedWithout])
  const failed = post.data === undefined && post.failed
  useHeadTags(post.data === null ? postNotFoundTags() : failed ? postLoadErrorTags() : null)
  if (post.data === null) return <MissingPost json={toEmbeddedJson(missingPostData(slug))} />
  if (post.data) return <PostView post={post.data} />
  return failed ? <PostLoadError /> : <PostSkeleton />
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

export const PublishedPostIsland = island('blog-post', PublishedPost)
