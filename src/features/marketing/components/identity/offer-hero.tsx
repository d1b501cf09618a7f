import { CheckCircle2 } from 'lucide-react'
import { identityOffer as copy } from '@/content/identity-resolution'
import { OfferPriceCard } from '@/features/marketing/components/identity/offer-price-card'
import { Hero } from '@/features/marketing/components/hero'

export function OfferHero() {
  return (
    <Hero
      glow="left"
      containerClassName="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16"
    >
      <div>
        <p className="inline-flex rounded-full bg-accent/15 px-3 py-1 text-xs font-bold uppercase tracking-wider text-cyan-300">
          {copy.eyebrow}
        </p>
        <h1 className="mt-4 text-balance text-4xl font-extrabold tracking-tight md:text-6xl">
          {copy.heading}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-300 md:text-xl">{copy.intro}</p>
        <ul className="mt-8 space-y-3">
          {copy.includes.slice(0, 3).map((item) => (
            <li key={item} className="flex gap-3 text-slate-200">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <OfferPriceCard />
    </Hero>
  )
}
