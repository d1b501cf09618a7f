import { featureCards, featuresIntro } from '@/content/home'
import { sectionIds } from '@/content/home-hero'
import { FeatureCard } from './feature-card'
import { SectionHeading } from '@/features/marketing/components/section-heading'

export function FeaturesSection() {
  return (
    <section id={sectionIds.features} aria-labelledby="features-title" className="py-16 sm:py-24">
      <div className="container max-w-6xl">
        <SectionHeading id="features-title" {...featuresIntro} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {featureCards.map((card) => (
            <li key={card.title} className="flex">
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
