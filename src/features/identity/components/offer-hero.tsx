import { CheckList } from '@/components/ui/check-list'
import { identityOffer as copy } from '@/content/identity-resolution'
import { OfferPriceCard } from '@/features/identity/components/offer-price-card'
import { Hero } from '@/components/marketing/hero'
import { HeroHeading } from '@/components/marketing/hero-heading'

export function OfferHero() {
  return (
    <Hero
      glow="left"
      containerClassName="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16"
    >
      <div>
        <HeroHeading
          eyebrow={
            <p className="inline-flex rounded-full bg-accent/15 px-3 py-1 text-xs font-bold uppercase tracking-wider text-cyan-300">
              {copy.eyebrow}
            </p>
          }
          title={copy.heading}
          intro={copy.intro}
          size="xl"
        />
        <CheckList
          items={copy.includes.slice(0, 3)}
          tone="accent"
          className="mt-8 text-slate-200"
        />
      </div>
      <OfferPriceCard />
    </Hero>
  )
}
