import { useContext } from 'react'
import { useParams } from 'react-router-dom'
import { PostNotFoundSeo } from '@/features/blog/components/post-states'
import { PublishedPostIsland } from '@/features/blog/components/published-post'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'

/**
 * A post. The build prerenders it only as the post shells (filled per post by the build, the
 * rebuild and public-blog), whose content is the PublishedPost island; in the SPA it is the same
 * component, told its slug.
 */
export function Component() {
  const { slug = '' } = useParams()
  const { postShell } = useContext(BlogPrerenderContext)
  return (
    <>
      {postShell === 'missing' && <PostNotFoundSeo />}
      <PublishedPostIsland key={slug} slug={postShell ? undefined : slug} />
    </>
  )
}
