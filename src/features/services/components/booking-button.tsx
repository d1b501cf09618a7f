import { ArrowUpRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { siteConfig } from '@/config/site'
import { servicesCopy } from '@/content/marketing-services'

type BookingButtonProps = { label: string; variant?: ComponentProps<typeof Button>['variant'] }

/** Opens the external strategy-call booking page in a new tab. */
export function BookingButton({ label, variant = 'default' }: BookingButtonProps) {
  return (
    <Button
      asChild
      size="lg"
      variant={variant}
      // A long label wraps on a narrow phone instead of pushing the page sideways.
      className="h-auto min-h-11 whitespace-normal py-2 text-center"
    >
      <ExternalLink href={siteConfig.links.booking}>
        {label}
        <ArrowUpRight aria-hidden="true" />
        <span className="sr-only"> {servicesCopy.newTabNotice}</span>
      </ExternalLink>
    </Button>
  )
}
