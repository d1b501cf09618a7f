import { sanitizeBlogHtml } from '@shared/blog-html/sanitize-blog-html.ts'
import { toParagraphs } from '@shared/blog-html/paragraphs.ts'
import { cn } from '@/lib/utils'

/**
 * Post HTML as readers get it: the paragraph rule, then the public pages' sanitiser. Both are
 * idempotent, so a saved post previews exactly as it is stored and served.
 */
export function PostHtmlPreview({ content, className }: { content: string; className?: string }) {
  return (
    <div
      data-testid="post-html-preview"
      className={cn('blog-article', className)}
      dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(toParagraphs(content)) }}
    />
  )
}
