import { CalendarDays } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'

type BookDemoBandProps = {
  id?: string
  title: string
  body: string
  cta: string
  href?: string
  secondary?: ReactNode
}

/** The closing call to action: a dark band with a button to a booking page. */
export function BookDemoBand({
  id,
  title,
  body,
  cta,
  href = siteConfig.links.demoCalendar,
  secondary,
}: BookDemoBandProps) {
  return (
    <section id={id} aria-labelledby="book-demo-heading" className="px-4 py-12 md:py-16">
      <div className="container relative overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center md:px-12 md:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 size-[28rem] -translate-x-1/2 rounded-full bg-primary/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="book-demo-heading"
            className="text-balance text-3xl font-bold tracking-tight text-white md:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <ExternalLink href={href}>
                <CalendarDays aria-hidden="true" />
                {cta}
              </ExternalLink>
            </Button>
            {secondary}
          </div>
        </div>
      </div>
    </section>
  )
}
