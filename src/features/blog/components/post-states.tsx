import { AlertTriangle, FileQuestion } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { blogMessages } from '@/features/blog/lib/messages'

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

/** An unknown or unpublished slug: noindex, and the server answers 404 where it can. */
export function PostNotFound() {
  return (
    <>
      <Seo title={blogMessages.postNotFound} description={blogMessages.postNotFoundText} noIndex />
      <StateScreen
        icon={<FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />}
        title={blogMessages.postNotFound}
        text={blogMessages.postNotFoundText}
      />
    </>
  )
}

export function PostLoadError() {
  return (
    <div role="alert">
      <Seo title="Blog" description={blogMessages.loadPostFailed} noIndex />
      <StateScreen
        icon={<AlertTriangle className="size-12 text-destructive" aria-hidden="true" />}
        title={blogMessages.loadPostFailed}
      />
    </div>
  )
}

export function PostSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading post" className="container max-w-3xl py-8 md:py-12">
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
