import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import type { ServiceHeroContent } from '@/content/marketing-services'
import { ServiceImage } from '@/features/services/components/service-image'
import { Hero } from '@/components/marketing/hero'

type ServiceHeroProps = { hero: ServiceHeroContent; children: ReactNode }

/** The dark opening band of every service page; children are its call-to-action buttons. */
export function ServiceHero({ hero, children }: ServiceHeroProps) {
  return (
    <Hero
      aria-labelledby="service-hero-title"
      glow="corners"
      containerClassName="grid items-center gap-12 py-14 md:py-20 lg:grid-cols-2 lg:py-24"
    >
      <div>
        <Badge className="bg-white/10 text-cyan-300 ring-1 ring-inset ring-white/15">
          {hero.eyebrow}
        </Badge>
        <h1
          id="service-hero-title"
          className="mt-5 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{hero.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
      <ServiceImage image={hero.image} priority />
    </Hero>
  )
}
