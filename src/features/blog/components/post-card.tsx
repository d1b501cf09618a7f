import { Link } from 'react-router-dom'
import {
  formatPostDate,
  formatReadingTime,
  postPath,
  postPublishedAt,
  type PostCard as Post,
} from '@shared/blog-post'
import { FEATURED_IMAGE_SIZE, safeImageUrl } from '@shared/blog-page/featured-image'
import { Card } from '@/components/ui/card'

type PostCardProps = {
  post: Post
  /** The first card's image loads at once; the others lazily. */
  eager: boolean
}

export function PostCard({ post, eager }: PostCardProps) {
  const image = safeImageUrl(post.featured_image)
  const readingTime = formatReadingTime(post.reading_time)
  return (
    <Card
      asChild
      padding="none"
      className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md"
    >
      <article>
        <div className="aspect-[1200/630] bg-muted">
          {image && (
            <img
              src={image}
              alt={post.featured_image_alt ?? ''}
              width={FEATURED_IMAGE_SIZE.width}
              height={FEATURED_IMAGE_SIZE.height}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <time dateTime={postPublishedAt(post)}>{formatPostDate(postPublishedAt(post))}</time>
            {readingTime && (
              <>
                <span aria-hidden="true">·</span>
                <span>{readingTime}</span>
              </>
            )}
          </p>
          <h2 className="text-xl font-bold leading-snug tracking-tight">
            <Link
              to={postPath(post.slug)}
              className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary"
            >
              {post.title}
            </Link>
          </h2>
          {post.meta_description && (
            <p className="line-clamp-3 text-muted-foreground">{post.meta_description}</p>
          )}
        </div>
      </article>
    </Card>
  )
}
