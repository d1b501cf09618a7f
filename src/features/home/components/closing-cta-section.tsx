import { ArrowRight, CalendarDays, Users } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { closingCta } from '@/content/home'
import { sectionIds } from '@/content/home-hero'
import { CtaBand } from '@/components/marketing/cta-band'
import { cn } from '@/lib/utils'
import { SectionLink } from './section-link'

export function ClosingCtaSection() {
  return (
    <CtaBand
      look="gradient-wide"
      titleId="closing-cta-title"
      title={closingCta.title}
      description={closingCta.description}
      footer={
        <ExternalLink
          href={siteConfig.links.communityInvite}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-indigo-100 underline-offset-4 hover:text-white hover:underline"
        >
          <Users aria-hidden="true" className="size-4" />
          {closingCta.community}
        </ExternalLink>
      }
    >
      <SectionLink
        section={sectionIds.pricing}
        className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }), 'text-primary')}
      >
        {closingCta.primary}
        <ArrowRight aria-hidden="true" />
      </SectionLink>
      <ExternalLink
        href={siteConfig.links.demoCalendar}
        className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'border-white/40')}
      >
        <CalendarDays aria-hidden="true" />
        {closingCta.secondary}
      </ExternalLink>
    </CtaBand>
  )
}
