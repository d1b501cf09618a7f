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
import { AgentConversation } from '@/features/marketing/components/services/agent-conversation'
import { BookingButton } from '@/features/marketing/components/services/booking-button'
import { CtaBanner } from '@/features/marketing/components/services/cta-banner'
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid'
import { ProcessSteps } from '@/features/marketing/components/services/process-steps'
import { Section } from '@/features/marketing/components/services/section'
import { SectionHeading } from '@/features/marketing/components/section-heading'
import { ServiceHero } from '@/features/marketing/components/services/service-hero'
import { ServiceImage } from '@/features/marketing/components/services/service-image'
import { ServicesTabBar } from '@/features/marketing/components/services/services-tab-bar'
import { SplitLayout } from '@/features/marketing/components/services/split-layout'

export function Component() {
  return (
    <>
      <Seo {...aiBotsMeta} />
      <ServicesTabBar />
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
