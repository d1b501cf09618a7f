import { ArrowRight, CalendarDays } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { TourVideoIsland } from '@/features/demo/components/tour-video'
import { Hero } from '@/components/marketing/hero'
import { HeroHeading } from '@/components/marketing/hero-heading'

export function TourHero() {
  return (
    <Hero glow="top-wide" containerClassName="py-12 text-center md:py-20">
      <HeroHeading
        eyebrow="Platform tour"
        title="Know every visitor. Follow up with every lead."
        intro={
          <>
            Take the tour of {siteConfig.brand}: identity resolution, live dashboards, rank tracking
            and automations in a single AI CRM.
          </>
        }
        size="xl"
        align="center"
      />
      <TourVideoIsland />
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg" variant="accent">
          <ExternalLink href={siteConfig.links.booking}>
            <CalendarDays aria-hidden="true" />
            Book a Strategy Call
          </ExternalLink>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-white">
          <a href="#tour-features">
            What the tour covers
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </div>
      <p className="mt-6 text-sm text-slate-300">
        Prefer reading?{' '}
        <Link
          to="/identity-resolution"
          className="font-semibold text-white underline underline-offset-4"
        >
          How identity resolution works
        </Link>
      </p>
    </Hero>
  )
}
