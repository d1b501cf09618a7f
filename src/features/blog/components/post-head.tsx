import type { PostPage } from '@shared/blog-post'
import { postHeadTags, postJsonLd, type HeadTag } from '@shared/blog-page/post-meta'
import { SLOTS } from '@shared/blog-page/slots'
import { serializeJsonForScript } from '@shared/blog-page/text'
import { useHeadTags } from '@/features/blog/hooks/use-head-tags'
import { blogSite } from '@/features/blog/lib/blog-site'

const noIndex = (tag: HeadTag): HeadTag =>
  tag.tag === 'meta' && 'name' in tag.attrs && tag.attrs.name === 'robots'
    ? { tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } }
    : tag

/**
 * The post's JSON-LD, and its head tags from the same tag list the server renderer writes: the
 * build puts them into the post shell's head (a slot), and in the browser useHeadTags updates
 * the page's own elements (an edited post, or a post the SPA shell reads). Without a post it
 * renders the shell's JSON-LD slot.
 */
export function PostHead({ post, preview = false }: { post: PostPage | null; preview?: boolean }) {
  const jsonLd = post ? serializeJsonForScript(postJsonLd(post, blogSite)) : SLOTS.jsonLd
  const tags = post ? postHeadTags(post, blogSite) : null
  // A draft's preview: the same tags, but never indexed, and no Article for search engines.
  useHeadTags(preview && tags ? tags.map(noIndex) : tags)
  if (preview) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
}
