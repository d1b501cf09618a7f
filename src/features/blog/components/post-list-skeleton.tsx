import { Card } from '@/components/ui/card'

/** The card grid's shape while the posts load, so the list does not jump when they arrive. */
export function PostListSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading posts"
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card padding="none" elevation="flat" key={index} className="overflow-hidden">
          <div className="aspect-[1200/630] animate-pulse bg-muted" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-6 w-4/5 animate-pulse rounded bg-muted" />
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
          </div>
        </Card>
      ))}
    </div>
  )
}
