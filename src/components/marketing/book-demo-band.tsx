import { CalendarDays } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { CtaBand } from '@/components/marketing/cta-band'

type BookDemoBandProps = {
  id?: string
  title: string
  body: string
  cta: string
  href?: string
  secondary?: ReactNode
}

/** The closing call to action: a dark band with a button to a booking page. */
export function BookDemoBand({
  id,
  title,
  body,
  cta,
  href = siteConfig.links.demoCalendar,
  secondary,
}: BookDemoBandProps) {
  return (
    <CtaBand id={id} look="ink" titleId="book-demo-heading" title={title} description={body}>
      <Button asChild size="lg" variant="accent">
        <ExternalLink href={href}>
          <CalendarDays aria-hidden="true" />
          {cta}
        </ExternalLink>
      </Button>
      {secondary}
    </CtaBand>
  )
}
