import { BLOG_PAGE_SIZE } from '@shared/blog-rest'
import { Card } from '@/components/ui/card'

/**
 * A page of cards in the shape of the real ones (image, date, title, three lines of excerpt)
 * while the posts load, so nothing below moves when they arrive.
 */
export function PostListSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading posts"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
        <Card padding="none" elevation="flat" key={index} className="overflow-hidden">
          <div className="aspect-[1200/630] animate-pulse bg-muted" />
          <div className="flex flex-col gap-3 p-5">
            <div className="h-5 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-7 w-4/5 animate-pulse rounded bg-muted" />
            <div className="h-[4.5rem] w-full animate-pulse rounded bg-muted" />
          </div>
        </Card>
      ))}
    </div>
  )
}
