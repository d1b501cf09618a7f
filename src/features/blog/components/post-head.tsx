import type { PostPage } from '@shared/blog-post.ts'
import { postHeadTags, postJsonLd } from '@shared/blog-page/post-meta.ts'
import { SLOTS } from '@shared/blog-page/slots.ts'
import { serializeJsonForScript } from '@shared/blog-page/text.ts'
import { blogSite } from '@/features/blog/lib/blog-site'

/**
 * The post's head tags (React hoists them into <head>) and its JSON-LD, from the same tag list
 * the server renderer writes, so hydration finds the tags it would create. Without a post it
 * renders the shell's JSON-LD slot.
 */
export function PostHead({ post }: { post: PostPage | null }) {
  const jsonLd = post ? serializeJsonForScript(postJsonLd(post, blogSite)) : SLOTS.jsonLd
  return (
    <>
      {post &&
        postHeadTags(post, blogSite).map((tag) => {
          if (tag.tag === 'title') return <title key="title">{tag.text}</title>
          const key = Object.values(tag.attrs).slice(0, 2).join(':')
          return tag.tag === 'meta' ? (
            <meta key={key} {...tag.attrs} />
          ) : (
            <link key={key} {...tag.attrs} />
          )
        })}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  )
}
