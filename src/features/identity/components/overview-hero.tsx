import { CalendarDays } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { identityOverview as copy } from '@/content/identity-resolution'
import { FunnelLink } from '@/features/identity/components/funnel-link'
import { LeadProfileCard } from '@/features/identity/components/lead-profile-card'
import { Hero } from '@/components/marketing/hero'
import { HeroHeading } from '@/components/marketing/hero-heading'

export function OverviewHero() {
  return (
    <Hero
      tone="light"
      containerClassName="grid items-center gap-12 py-14 md:py-20 lg:grid-cols-[1.1fr_0.9fr]"
    >
      <div>
        <HeroHeading
          eyebrow={copy.eyebrow}
          title={copy.heading}
          intro={copy.intro}
          size="lg"
          tone="light"
        />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <ExternalLink href={siteConfig.links.demoCalendar}>
              <CalendarDays aria-hidden="true" />
              {copy.bookDemo}
            </ExternalLink>
          </Button>
          <FunnelLink variant="secondary" />
        </div>
        <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-t pt-6">
          {copy.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-xs text-muted-foreground md:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-primary md:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <LeadProfileCard />
    </Hero>
  )
}
