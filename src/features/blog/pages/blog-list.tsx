import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { Rss } from 'lucide-react'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { publishedPostsOptions } from '@/features/blog/api/get-published-posts'
import { PostCard } from '@/features/blog/components/post-card'
import { PostListSkeleton } from '@/features/blog/components/post-list-skeleton'
import { EmbeddedData, toEmbeddedJson } from '@/features/blog/components/posts-data'
import { blogDescription, blogSite } from '@/features/blog/lib/blog-site'
import { embeddedPosts, POSTS_DATA_ID } from '@/features/blog/lib/embedded-data'
import { messages } from '@/features/blog/lib/messages'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'

/**
 * The first card's image is the largest paint on a phone: it loads at once. The rest are lazy;
 * on a desktop the first row is in view, so the browser fetches those right away as well.
 */
const EAGER_CARDS = 1

export function Component() {
  const prerendered = useContext(BlogPrerenderContext).posts
  const posts = useQuery({
    ...publishedPostsOptions(),
    initialData: prerendered ?? embeddedPosts(),
  })
  return (
    <div className="container py-12 md:py-16">
      <Seo title="Blog" description={blogDescription} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${blogSite.brand} Blog`}
        href="/rss.xml"
      />
      <header className="mb-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Blog</h1>
          <p className="mt-3 text-lg text-muted-foreground">{blogDescription}</p>
        </div>
        <a
          href="/rss.xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          RSS feed
        </a>
      </header>
      {posts.isPending && <PostListSkeleton />}
      {posts.isError && (
        <ErrorNotice message={messages.loadPostsFailed} onRetry={() => void posts.refetch()} />
      )}
      {posts.isSuccess && posts.data.length === 0 && (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <h2 className="text-xl font-semibold">{messages.noPosts}</h2>
          <p className="mt-2 text-muted-foreground">{messages.noPostsText}</p>
        </div>
      )}
      {posts.isSuccess && posts.data.length > 0 && (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post, index) => (
            <PostCard key={post.id} post={post} eager={index < EAGER_CARDS} />
          ))}
        </div>
      )}
      {posts.isSuccess && <EmbeddedData id={POSTS_DATA_ID} json={toEmbeddedJson(posts.data)} />}
    </div>
  )
}
