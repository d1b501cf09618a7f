import type { ReactNode } from 'react'
import type { CtaCopy } from '@/content/marketing-services'
import { cn } from '@/lib/utils'

type CtaBannerProps = {
  copy: CtaCopy
  id?: string
  /** Contrast with the band above, so two bands of one colour do not double the gap. */
  tone?: 'white' | 'muted'
  children: ReactNode
}

/** The closing call to action of a service page; children are its buttons. */
export function CtaBanner({ copy, id, tone = 'white', children }: CtaBannerProps) {
  return (
    <section
      id={id}
      aria-labelledby="service-cta-title"
      className={cn('scroll-mt-32 py-16 md:py-24', tone === 'muted' ? 'bg-muted' : 'bg-white')}
    >
      <div className="container">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-indigo-700 to-ink px-6 py-12 text-center text-white shadow-xl shadow-primary/20 sm:px-12 md:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(40%_60%_at_90%_0%,rgba(6,182,212,0.35),transparent)]"
          />
          <div className="relative">
            <h2
              id="service-cta-title"
              className="mx-auto max-w-2xl text-balance text-3xl font-bold tracking-tight md:text-4xl"
            >
              {copy.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-indigo-100">
              {copy.description}
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
          </div>
        </div>
      </div>
    </section>
  )
}
