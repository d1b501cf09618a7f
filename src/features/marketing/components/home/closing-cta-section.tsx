import { ArrowRight, CalendarDays, Users } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { closingCta } from '@/content/home'
import { sectionIds } from '@/content/home-hero'
import { cn } from '@/lib/utils'
import { SectionLink } from './section-link'

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title" className="py-16 sm:py-24">
      <div className="container max-w-6xl">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-indigo-700 to-ink px-5 py-14 text-center text-white shadow-2xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_16rem_at_85%_0%,rgba(34,211,238,0.35),transparent_70%)]"
          />
          <h2
            id="closing-cta-title"
            className="text-balance text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {closingCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-indigo-100 sm:text-lg">
            {closingCta.description}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <SectionLink
              section={sectionIds.pricing}
              className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }), 'text-primary')}
            >
              {closingCta.primary}
              <ArrowRight aria-hidden="true" />
            </SectionLink>
            <ExternalLink
              href={siteConfig.links.demoCalendar}
              className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'border-white/40')}
            >
              <CalendarDays aria-hidden="true" />
              {closingCta.secondary}
            </ExternalLink>
          </div>
          <ExternalLink
            href={siteConfig.links.communityInvite}
            className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-indigo-100 underline-offset-4 hover:text-white hover:underline"
          >
            <Users aria-hidden="true" className="size-4" />
            {closingCta.community}
          </ExternalLink>
        </div>
      </div>
    </section>
  )
}
