import { island } from '@/islands/island'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ExternalLink } from '@/components/ui/external-link'
import { Slider } from '@/components/ui/slider'
import { siteConfig } from '@/config/site'
import { identityFunnel as copy } from '@/content/identity-resolution'
import { PageSection } from '@/components/marketing/page-section'
import {
  formatCostPerLead,
  leadsPerMonth,
  monthlyCost,
  VISITORS_MAX,
  VISITORS_MIN,
  VISITORS_STEP,
} from '@shared/lead-calculator'
import { formatCount } from '@shared/number-format'

const INITIAL_VISITORS = 10_000

export function LeadCalculator({ id }: { id: string }) {
  const [visitors, setVisitors] = useState(INITIAL_VISITORS)
  const [changed, setChanged] = useState(false)
  const leads = leadsPerMonth(visitors)
  const cost = monthlyCost(leads)

  const handleValueChange = ([value]: number[]) => {
    if (value === undefined) return
    setVisitors(value)
    setChanged(true)
  }

  return (
    <PageSection
      id={id}
      heading={{
        id: `${id}-heading`,
        eyebrow: 'Estimate',
        title: copy.calculatorHeading,
        description: copy.calculatorIntro,
      }}
    >
      <Card
        radius="2xl"
        padding="none"
        elevation="raised"
        className="mx-auto mt-10 grid max-w-4xl overflow-hidden md:grid-cols-[1.25fr_1fr]"
      >
        <div className="p-6 md:p-10">
          <div className="flex items-baseline justify-between gap-4">
            <p className="font-semibold">{copy.visitorsLabel}</p>
            <p className="text-2xl font-bold tabular-nums text-primary md:text-3xl">
              {formatCount(visitors)}
            </p>
          </div>
          <Slider
            className="mt-6"
            min={VISITORS_MIN}
            max={VISITORS_MAX}
            step={VISITORS_STEP}
            value={[visitors]}
            onValueChange={handleValueChange}
            aria-label={copy.visitorsLabel}
          />
          <div className="mt-2 flex justify-between text-sm text-muted-foreground">
            <span>{formatCount(VISITORS_MIN)}</span>
            <span>{formatCount(VISITORS_MAX)}</span>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Based on a 14% identification rate, a typical result for business websites.
          </p>
        </div>
        <div className="flex flex-col justify-between gap-6 bg-ink p-6 text-white md:p-10">
          <dl aria-live="polite" className="space-y-6">
            <div>
              <dt className="text-sm text-slate-300">{copy.leadsLabel}</dt>
              <dd className="mt-1 text-4xl font-extrabold tabular-nums">{formatCount(leads)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-300">{copy.costLabel}</dt>
              <dd className="mt-1 text-4xl font-extrabold tabular-nums text-accent">
                ${formatCount(cost)}
              </dd>
              <dd className="mt-1 text-sm text-slate-300">{formatCostPerLead()}</dd>
            </div>
          </dl>
          {changed ? (
            <Button asChild size="lg" variant="accent" className="w-full">
              <ExternalLink href={siteConfig.links.demoCalendar}>
                <CalendarDays aria-hidden="true" />
                {copy.bookDemo}
              </ExternalLink>
            </Button>
          ) : (
            <p className="flex min-h-12 items-center text-sm text-slate-300">
              {copy.calculatorHint}
            </p>
          )}
        </div>
      </Card>
    </PageSection>
  )
}

export const LeadCalculatorIsland = island('lead-calculator', LeadCalculator)
