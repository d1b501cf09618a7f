import type { PostPage } from '@shared/blog-post'
import { postHeadTags, postJsonLd } from '@shared/blog-page/post-meta'
import { SLOTS } from '@shared/blog-page/slots'
import { serializeJsonForScript } from '@shared/blog-page/text'
import { useHeadTags } from '@/features/blog/hooks/use-head-tags'
import { blogSite } from '@/features/blog/lib/blog-site'

/**
 * The post's JSON-LD, and its head tags from the same tag list the server renderer writes: the
 * build puts them into the post shell's head (a slot), and in the browser useHeadTags updates
 * the page's own elements (an edited post, or a post the SPA shell reads). Without a post it
 * renders the shell's JSON-LD slot.
 */
export function PostHead({ post }: { post: PostPage | null }) {
  const jsonLd = post ? serializeJsonForScript(postJsonLd(post, blogSite)) : SLOTS.jsonLd
  useHeadTags(post ? postHeadTags(post, blogSite) : null)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
}
