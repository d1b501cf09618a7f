import type { PostPage } from '@shared/blog-post.ts'
import { renderPostArticle } from '@shared/blog-page/post-article.ts'
import { SLOTS } from '@shared/blog-page/slots.ts'

/**
 * The article: the shared HTML string, the same one the build and the post renderer write.
 * Loaded lazily (it carries the sanitiser): a server-rendered article stays as it is while
 * the rest of the page hydrates. Without a post it renders the shell's slot.
 */
export default function PostArticle({ post }: { post: PostPage | null }) {
  return (
    <article
      className="blog-article"
      dangerouslySetInnerHTML={{ __html: post ? renderPostArticle(post) : SLOTS.article }}
    />
  )
}
