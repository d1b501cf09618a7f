import { Calculator } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { siteConfig } from '@/config/site'
import { identityFunnel as copy } from '@/content/identity-resolution'
import { YouTubeFacade } from '@/features/marketing/components/video/youtube-facade'
import { Hero } from '@/features/marketing/components/hero'

export function FunnelHero({ calculatorId }: { calculatorId: string }) {
  return (
    <Hero
      glow="top-right"
      containerClassName="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[0.9fr_1.1fr] lg:gap-14"
    >
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{copy.eyebrow}</p>
        <h1 className="mt-3 text-balance text-4xl font-extrabold tracking-tight md:text-5xl">
          {copy.heading}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-300">{copy.intro}</p>
        <Button asChild size="lg" variant="accent" className="mt-8 w-full sm:w-auto">
          <a href={`#${calculatorId}`}>
            <Calculator aria-hidden="true" />
            {copy.calculatorCta}
          </a>
        </Button>
      </div>
      <YouTubeFacade videoId={siteConfig.video.landingId} title={copy.videoTitle} />
    </Hero>
  )
}
