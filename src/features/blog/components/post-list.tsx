import { useContext, useEffect } from 'react'
import { blogPagePath } from '@shared/blog-rest'
import { formatCount } from '@shared/number-format'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Pager } from '@/components/ui/pager'
import { fetchPublishedPage } from '@/features/blog/api/get-published-posts'
import { PostCard } from '@/features/blog/components/post-card'
import { PostListSkeleton } from '@/features/blog/components/post-list-skeleton'
import { EmbeddedData, toEmbeddedJson } from '@/features/blog/components/posts-data'
import { useHeadTags } from '@/features/blog/hooks/use-head-tags'
import { useRefreshed } from '@/features/blog/hooks/use-refreshed'
import { embeddedListPage, POSTS_DATA_ID } from '@/features/blog/lib/embedded-data'
import {
  isBeyond,
  listHeadTags,
  listLinks,
  newerPath,
  pageOfPath,
} from '@/features/blog/lib/list-page'
import { blogMessages } from '@/features/blog/lib/messages'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'
import { island } from '@/islands/island'

/**
 * The first card's image is the largest paint on a phone: it loads at once. The rest are lazy;
 * on a desktop the first row is in view, so the browser fetches those right away as well.
 */
const EAGER_CARDS = 1

/**
 * A /blog page's cards and pager: an island, so the page's heading paints from the HTML and this
 * part reads the page again (posts published since the build). Without `page` it is the list
 * shell's (every /blog/page/<n> past the prerendered ones): the page comes from the address.
 */
export function PostList({ page }: { page?: number }) {
  if (page !== undefined) return <ListPage page={page} />
  if (typeof window === 'undefined') return <PostListSkeleton />
  return <ShellPage page={pageOfPath(window.location.pathname)} />
}

function ShellPage({ page }: { page: number | null }) {
  // /blog/page/1 and a page that is no number: the first page's one address.
  const elsewhere = page === null || page === 1
  useEffect(() => {
    if (elsewhere) window.location.replace('/blog')
  }, [elsewhere])
  return elsewhere ? <PostListSkeleton /> : <ListPage page={page} />
}

function ListPage({ page }: { page: number }) {
  const prerendered = useContext(BlogPrerenderContext).list
  const list = useRefreshed(
    `blog-page-${page}`,
    () => fetchPublishedPage(page),
    prerendered?.page === page ? prerendered : embeddedListPage(page),
  )
  const data = list.data
  useHeadTags(data ? listHeadTags(page, data) : null, ['prev', 'next'])
  if (!data)
    return list.failed ? (
      <ErrorNotice message={blogMessages.loadPostsFailed} onRetry={list.retry} />
    ) : (
      <PostListSkeleton />
    )
  const { pages, posts } = data
  const beyond = isBeyond(page, data)
  return (
    <>
      {/* The build's HTML names the neighbours; in the browser useHeadTags keeps them. */}
      {typeof window === 'undefined' &&
        listLinks(page, data).map(
          (link) => link.tag === 'link' && <link key={link.attrs.rel} {...link.attrs} />,
        )}
      {posts.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <h2 className="text-xl font-semibold">
            {beyond ? blogMessages.noSuchPage : blogMessages.noPosts}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {beyond ? blogMessages.noSuchPageText(pages) : blogMessages.noPostsText}
          </p>
        </div>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} eager={page === 1 && index < EAGER_CARDS} />
          ))}
        </div>
      )}
      {(pages > 1 || beyond) && (
        <Pager
          label="Blog pages"
          summary={beyond ? undefined : `Page ${page} of ${formatCount(pages)}`}
          paged={page > 1}
          pager={{
            hasNewer: page > 1,
            hasOlder: page < pages,
            hrefs: {
              newest: '/blog',
              newer: newerPath(page, pages),
              older: blogPagePath(page + 1),
            },
          }}
        />
      )}
      <EmbeddedData id={POSTS_DATA_ID} json={toEmbeddedJson(data)} />
    </>
  )
}

export const PostListIsland = island('blog-list', PostList)
