import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { Rss } from 'lucide-react'
import { blogPagePath } from '@shared/blog-rest.ts'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Pager } from '@/components/ui/paged-list'
import { publishedPageOptions } from '@/features/blog/api/get-published-posts'
import { PostCard } from '@/features/blog/components/post-card'
import { PostListSkeleton } from '@/features/blog/components/post-list-skeleton'
import { EmbeddedData, toEmbeddedJson } from '@/features/blog/components/posts-data'
import { blogDescription, blogSite } from '@/features/blog/lib/blog-site'
import { embeddedListPage, POSTS_DATA_ID } from '@/features/blog/lib/embedded-data'
import { blogMessages } from '@/features/blog/lib/messages'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'
import { canonicalUrl } from '@/lib/seo'

/**
 * The first card's image is the largest paint on a phone: it loads at once. The rest are lazy;
 * on a desktop the first row is in view, so the browser fetches those right away as well.
 */
const EAGER_CARDS = 1

/** `/blog` is page 1; `/blog/page/<n>` the older ones (n >= 2). */
function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1
  return /^[1-9]\d{0,5}$/.test(param) ? Number(param) : null
}

export function Component() {
  const param = useParams().page
  const page = pageNumber(param)
  // /blog/page/1 and a page that is no number: the first page's one address.
  if (page === null || (page === 1 && param !== undefined)) return <Navigate to="/blog" replace />
  return <BlogPage page={page} />
}

function BlogPage({ page }: { page: number }) {
  const prerendered = useContext(BlogPrerenderContext).list
  const list = useQuery({
    ...publishedPageOptions(page),
    initialData: prerendered?.page === page ? prerendered : embeddedListPage(page),
  })
  const pages = list.data?.pages ?? 1
  const beyond = list.data !== undefined && page > pages
  return (
    <div className="container py-12 md:py-16">
      <Seo
        title={page === 1 ? 'Blog' : `Blog – Page ${page}`}
        description={page === 1 ? blogDescription : `${blogDescription} Page ${page}.`}
        path={blogPagePath(page)}
        noIndex={beyond}
      />
      {page > 1 && (
        <link rel="prev" href={canonicalUrl(blogPagePath(Math.min(page, pages + 1) - 1))} />
      )}
      {list.data && page < pages && <link rel="next" href={canonicalUrl(blogPagePath(page + 1))} />}
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
      {list.isPending && <PostListSkeleton />}
      {/* A failed refresh of a prerendered page keeps its cards: nothing on screen moves. */}
      {list.isError && !list.data && (
        <ErrorNotice message={blogMessages.loadPostsFailed} onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.posts.length === 0 && (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <h2 className="text-xl font-semibold">
            {beyond ? blogMessages.noSuchPage : blogMessages.noPosts}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {beyond ? blogMessages.noSuchPageText(pages) : blogMessages.noPostsText}
          </p>
        </div>
      )}
      {list.data && list.data.posts.length > 0 && (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.posts.map((post, index) => (
            <PostCard key={post.id} post={post} eager={page === 1 && index < EAGER_CARDS} />
          ))}
        </div>
      )}
      {list.data && (pages > 1 || beyond) && (
        <Pager
          label="Blog pages"
          summary={beyond ? undefined : `Page ${page} of ${pages.toLocaleString('en-US')}`}
          paged={page > 1}
          pager={{
            hasNewer: page > 1,
            hasOlder: page < pages,
            hrefs: {
              newest: '/blog',
              newer: blogPagePath(Math.min(page, pages + 1) - 1),
              older: blogPagePath(page + 1),
            },
            busy: false,
          }}
        />
      )}
      {list.data && <EmbeddedData id={POSTS_DATA_ID} json={toEmbeddedJson(list.data)} />}
    </div>
  )
}
