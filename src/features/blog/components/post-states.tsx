import { AlertTriangle, FileQuestion } from 'lucide-react'
import type { ReactNode } from 'react'
import type { HeadTag } from '@shared/blog-page/post-meta'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { blogMessages } from '@/features/blog/lib/messages'
import { formatTitle } from '@/lib/seo'

function StateScreen({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <section className="container flex min-h-[60vh] max-w-xl flex-col items-center justify-center py-16 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold md:text-3xl">{title}</h1>
      {text && <p className="mt-2 text-muted-foreground">{text}</p>}
      <Button asChild size="lg" className="mt-8">
        <Link to="/blog">{blogMessages.returnToBlog}</Link>
      </Button>
    </section>
  )
}

/** The head of the 'Post not found' page as the build writes it (the missing-post shell). */
export function PostNotFoundSeo() {
  return (
    <Seo title={blogMessages.postNotFound} description={blogMessages.postNotFoundText} noIndex />
  )
}

/**
 * What an unknown or unpublished slug's page says about itself in the browser (noindex; the
 * server answers 404 where it can), and a post that could not be read.
 */
export const postNotFoundTags = (): HeadTag[] => [
  { tag: 'title', text: formatTitle(blogMessages.postNotFound) },
  { tag: 'meta', attrs: { name: 'description', content: blogMessages.postNotFoundText } },
  { tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } },
]
export const postLoadErrorTags = (): HeadTag[] => [
  { tag: 'title', text: formatTitle('Blog') },
  { tag: 'meta', attrs: { name: 'description', content: blogMessages.loadPostFailed } },
  { tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } },
]

export function PostNotFound() {
  return (
    <StateScreen
      icon={<FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />}
      title={blogMessages.postNotFound}
      text={blogMessages.postNotFoundText}
    />
  )
}

export function PostLoadError() {
  return (
    <div role="alert">
      <StateScreen
        icon={<AlertTriangle className="size-12 text-destructive" aria-hidden="true" />}
        title={blogMessages.loadPostFailed}
      />
    </div>
  )
}

export function PostSkeleton() {
  return (
    // A screen tall at least, as the post will be: the footer below does not jump when it arrives.
    <div
      aria-busy="true"
      aria-label="Loading post"
      className="container min-h-dvh max-w-3xl py-8 md:py-12"
    >
      <div className="mb-6 h-4 w-24 animate-pulse rounded bg-muted" />
      <div className="h-10 w-4/5 animate-pulse rounded bg-muted" />
      <div className="mt-4 h-4 w-1/3 animate-pulse rounded bg-muted" />
      <div className="mt-8 aspect-[1200/630] animate-pulse rounded-lg bg-muted" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-4 animate-pulse rounded bg-muted" />
        ))}
      </div>
    </div>
  )
}
