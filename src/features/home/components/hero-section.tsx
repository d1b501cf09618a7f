import { ArrowRight } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import type { HeroCopy } from '@/content/home-hero'
import { cn } from '@/lib/utils'
import { HeroCtaLink } from './hero-cta-link'
import { HeroVisual } from './hero-visual'
import { QuickLinks } from './quick-links'

export function HeroSection({ copy }: { copy: HeroCopy }) {
  const [primary, secondary] = copy.ctas
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_28rem_at_50%_-8%,rgba(99,102,241,0.45),transparent_70%),radial-gradient(36rem_20rem_at_92%_18%,rgba(6,182,212,0.22),transparent_70%)]"
      />
      <div className="container pb-16 pt-12 sm:pt-20 md:pb-24">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-cyan-200">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-cyan-300" />
            {copy.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {copy.title}{' '}
            <span className="block bg-gradient-to-r from-indigo-300 via-sky-300 to-cyan-300 bg-clip-text text-transparent">
              {copy.highlight}
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-slate-300 sm:text-lg">
            {copy.subtitle}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <HeroCtaLink
              cta={primary}
              className={cn(
                buttonVariants({ size: 'lg' }),
                'bg-primary shadow-lg shadow-primary/30',
              )}
            >
              {primary.label}
              <ArrowRight aria-hidden="true" />
            </HeroCtaLink>
            <HeroCtaLink
              cta={secondary}
              className={cn(
                buttonVariants({ size: 'lg', variant: 'outline' }),
                'border-white/25 text-white',
              )}
            >
              {secondary.label}
            </HeroCtaLink>
          </div>
          <div className="mt-8">
            <QuickLinks />
          </div>
          <p className="mt-6 text-sm text-slate-400">{copy.trustLine}</p>
        </div>
        <HeroVisual />
      </div>
    </section>
  )
}
