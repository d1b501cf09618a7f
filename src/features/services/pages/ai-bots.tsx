import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import {
  aiBotsCopy,
  aiBotsCta,
  aiBotsHero,
  aiBotsMeta,
  aiProcess,
  aiProcessSection,
  capabilities,
  capabilitiesSection,
  conversationSection,
  exampleConversation,
  useCases,
  useCasesSection,
  voiceSection,
} from '@/content/marketing-ai-bots'
import { CheckList } from '@/components/ui/check-list'
import { servicesCopy } from '@/content/marketing-services'
import { AgentConversation } from '@/features/services/components/agent-conversation'
import { BookingButton } from '@/features/services/components/booking-button'
import { CtaBanner } from '@/features/services/components/cta-banner'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { ProcessSteps } from '@/features/services/components/process-steps'
import { Section } from '@/features/services/components/section'
import { SectionHeading } from '@/components/marketing/section-heading'
import { ServiceHero } from '@/features/services/components/service-hero'
import { ServiceImage } from '@/features/services/components/service-image'
import { ServicesTabBarIsland } from '@/features/services/components/services-tab-bar'
import { SplitLayout } from '@/features/services/components/split-layout'

export function Component() {
  return (
    <>
      <Seo {...aiBotsMeta} />
      <ServicesTabBarIsland />
      <ServiceHero hero={aiBotsHero}>
        <BookingButton label={servicesCopy.bookStrategyCall} variant="accent" />
        <Button asChild size="lg" variant="outline">
          <Link to="/demo">{aiBotsCopy.watchDemo}</Link>
        </Button>
      </ServiceHero>

      <Section labelledBy="capabilities-title">
        <SectionHeading id="capabilities-title" {...capabilitiesSection} />
        <IconCardGrid look="service" items={capabilities} className="mt-10 sm:mt-12" />
      </Section>

      <Section labelledBy="conversation-title" tone="muted">
        <SplitLayout
          media={
            <AgentConversation
              messages={exampleConversation}
              caption={conversationSection.caption}
              booked={conversationSection.booked}
            />
          }
        >
          <SectionHeading id="conversation-title" {...conversationSection} align="left" />
          <div className="mt-8">
            <CheckList items={conversationSection.points} />
          </div>
        </SplitLayout>
      </Section>

      <Section labelledBy="voice-title">
        <SplitLayout media={<ServiceImage image={voiceSection.image} framed />} mediaFirst>
          <SectionHeading id="voice-title" {...voiceSection} align="left" />
          <div className="mt-8">
            <CheckList items={voiceSection.points} />
          </div>
        </SplitLayout>
      </Section>

      <Section labelledBy="process-title" tone="muted">
        <SectionHeading id="process-title" {...aiProcessSection} />
        <ProcessSteps steps={aiProcess} />
      </Section>

      <Section labelledBy="use-cases-title">
        <SectionHeading id="use-cases-title" {...useCasesSection} />
        <IconCardGrid look="service" items={useCases} className="mt-10 sm:mt-12" />
      </Section>

      <CtaBanner copy={aiBotsCta} tone="muted">
        <BookingButton label={servicesCopy.bookStrategyCall} variant="secondary" />
      </CtaBanner>
    </>
  )
}
