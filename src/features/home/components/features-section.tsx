import { featureCards, featuresIntro } from '@/content/home'
import { sectionIds } from '@/content/home-hero'
import { FeatureCard } from './feature-card'
import { PageSection } from '@/components/marketing/page-section'

export function FeaturesSection() {
  return (
    <PageSection
      id={sectionIds.features}
      heading={{ id: 'features-title', ...featuresIntro }}
      rise="sm"
      containerClassName="max-w-6xl"
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {featureCards.map((card) => (
          <li key={card.title} className="flex">
            <FeatureCard card={card} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
