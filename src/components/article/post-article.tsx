import type { PostPage } from '@shared/blog-post'
import { renderPostArticle } from '@shared/blog-page/post-article'
import { SLOTS } from '@shared/blog-page/slots'
import { ArticleHtml } from '@/components/article/article-html'

/**
 * The article, rendered with the sanitiser: the same HTML the build and the post renderer
 * write. Loaded lazily because it carries DOMPurify, which a server-rendered post never needs.
 * Without a post it renders the shell's slot.
 */
export default function PostArticle({ post }: { post: PostPage | null }) {
  return <ArticleHtml html={post ? renderPostArticle(post) : SLOTS.article} />
}
