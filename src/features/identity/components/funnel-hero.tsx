import { Calculator } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { siteConfig } from '@/config/site'
import { identityFunnel as copy } from '@/content/identity-resolution'
import { YouTubeFacadeIsland } from '@/components/video/youtube-facade'
import { Hero } from '@/components/marketing/hero'
import { HeroHeading } from '@/components/marketing/hero-heading'

export function FunnelHero({ calculatorId }: { calculatorId: string }) {
  return (
    <Hero
      glow="top-right"
      containerClassName="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[0.9fr_1.1fr] lg:gap-14"
    >
      <div>
        <HeroHeading
          eyebrow={copy.eyebrow}
          title={copy.heading}
          intro={copy.intro}
          introSize="lg"
        />
        <Button asChild size="lg" variant="accent" className="mt-8 w-full sm:w-auto">
          <a href={`#${calculatorId}`}>
            <Calculator aria-hidden="true" />
            {copy.calculatorCta}
          </a>
        </Button>
      </div>
      <YouTubeFacadeIsland videoId={siteConfig.video.landingId} title={copy.videoTitle} />
    </Hero>
  )
}
