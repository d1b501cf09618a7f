import { CtaBand } from '@/components/marketing/cta-band'
import { ScheduleDemoButtonIsland } from '@/features/services/components/gmb/schedule-demo-button'

export function GmbCta() {
  return (
    <CtaBand
      look="ink-rising"
      titleId="gmb-cta-heading"
      title="Get this report for your own business"
      description="We will set up tracking for your keywords and walk you through your first rank map."
    >
      <ScheduleDemoButtonIsland variant="accent" />
    </CtaBand>
  )
}
