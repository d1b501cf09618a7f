import { useContext } from 'react'
import { useParams } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { PostNotFoundSeo } from '@/features/blog/components/post-states'
import { PublishedPostIsland } from '@/features/blog/components/published-post'
import { listDescription } from '@/features/blog/lib/list-page'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'

/**
 * A post. The build prerenders it only as the post shells (filled per post by the build, the
 * rebuild and public-blog; or, for posts without a file, the client shell the host serves), whose
 * content is the PublishedPost island; in the SPA it is the same component, told its slug.
 */
export function Component() {
  const { slug = '' } = useParams()
  const { postShell } = useContext(BlogPrerenderContext)
  return (
    <>
      {postShell === 'missing' && <PostNotFoundSeo />}
      {/* Without JavaScript the client shell is an empty page; the island says what it is. */}
      {postShell === 'client' && (
        <Seo title="Blog" description={listDescription(1)} path="/blog" noIndex />
      )}
      <PublishedPostIsland key={slug} slug={postShell ? undefined : slug} />
    </>
  )
}
