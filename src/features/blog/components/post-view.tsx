import { ArrowLeft } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import type { PostPage } from '@shared/blog-post'
import { SLOTS } from '@shared/blog-page/slots'
import { ArticleHtml } from '@/components/article/article-html'
import { EmbeddedData, toEmbeddedJson } from '@/features/blog/components/posts-data'
import { PostHead } from '@/features/blog/components/post-head'
import { ShareButton } from '@/features/blog/components/share-button'
import { POST_DATA_ID, serverArticleHtml } from '@/features/blog/lib/embedded-data'
import '../../../components/article/blog-article.css'

/** The article renderer with the sanitiser: only a post the page did not arrive with needs it. */
export const loadPostArticle = () => import('@/components/article/post-article')
const PostArticle = lazy(loadPostArticle)

/** A post page; without a post, the shell: slots the post renderer fills per post. */
export function PostView({ post, preview = false }: { post: PostPage | null; preview?: boolean }) {
  const serverHtml = post ? serverArticleHtml(post) : undefined
  return (
    <div className="container max-w-3xl py-8 md:py-12">
      <PostHead post={post} preview={preview} />
      <Link
        to="/blog"
        className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All posts
      </Link>
      <Suspense fallback={<ArticleFallback />}>
        {serverHtml === undefined ? <PostArticle post={post} /> : <ArticleHtml html={serverHtml} />}
      </Suspense>
      <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t pt-6">
        <ShareButton title={post?.title} />
        <a href="/rss.xml" className="text-sm font-semibold text-primary hover:underline">
          Subscribe via RSS
        </a>
      </footer>
      <EmbeddedData id={POST_DATA_ID} json={post ? toEmbeddedJson(post) : SLOTS.data} />
    </div>
  )
}

/** A screen tall, as the skeleton before it: the footer stays out of view until the article. */
function ArticleFallback() {
  return (
    <div aria-busy="true" className="min-h-dvh space-y-4">
      <div className="h-10 w-4/5 animate-pulse rounded bg-muted" />
      <div className="aspect-[1200/630] animate-pulse rounded-lg bg-muted" />
    </div>
  )
}
