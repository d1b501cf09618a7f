import { renderPostArticle } from '@shared/blog-page/post-article'
import type { PostPage } from '@shared/blog-post'
import '@/components/article/blog-article.css'

/**
 * A post exactly as its public page renders it: the same article markup, sanitiser and styles,
 * so what the admin sees is what readers get.
 */
export function PostArticlePreview({ post }: { post: PostPage }) {
  return (
    <article
      data-testid="post-preview"
      className="blog-article"
      dangerouslySetInnerHTML={{ __html: renderPostArticle(post) }}
    />
  )
}
