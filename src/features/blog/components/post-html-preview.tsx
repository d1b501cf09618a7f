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
      className={cn(
        'blog-article max-w-none text-[15px] leading-relaxed text-foreground',
        '[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(toParagraphs(content)) }}
    />
  )
}
