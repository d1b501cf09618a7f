import { useContext } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { Rss } from 'lucide-react'
import { blogPagePath } from '@shared/blog-rest'
import { Seo } from '@/components/seo'
import { PostListIsland } from '@/features/blog/components/post-list'
import { blogSite } from '@/features/blog/lib/blog-site'
import { blogKeywords, listDescription, listTitle, pageNumber } from '@/features/blog/lib/list-page'
import { BlogPrerenderContext } from '@/features/blog/lib/prerender-context'

export function Component() {
  const param = useParams().page
  // The list shell: one page for every /blog/page/<n>, which learns n in the browser.
  if (useContext(BlogPrerenderContext).listShell) return <BlogPage page={undefined} />
  const page = pageNumber(param)
  // /blog/page/1 and a page that is no number: the first page's one address.
  if (page === null || (page === 1 && param !== undefined)) return <Navigate to="/blog" replace />
  return <BlogPage page={page} />
}

/**
 * The heading paints from the HTML; the cards and the pager are an island (PostList). The head
 * tags here are the build's; in the browser the island keeps them in line with what it read.
 */
function BlogPage({ page }: { page: number | undefined }) {
  return (
    <div className="container py-12 md:py-16">
      <Seo
        title={listTitle(page ?? 1)}
        description={listDescription(page ?? 1)}
        path={blogPagePath(page ?? 1)}
        keywords={blogKeywords}
        // The shell without JavaScript is an empty page; the island says what it is.
        noIndex={page === undefined}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${blogSite.brand} Blog`}
        href="/rss.xml"
      />
      <header className="mb-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Blog</h1>
          <p className="mt-3 text-lg text-muted-foreground">{listDescription(1)}</p>
        </div>
        <a
          href="/rss.xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          RSS feed
        </a>
      </header>
      <PostListIsland page={page} />
    </div>
  )
}
