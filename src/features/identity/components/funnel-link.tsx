import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { identityOverview as copy } from '@/content/identity-resolution'

/** "Learn more" to the funnel page, naming its topic for screen readers. */
export function FunnelLink({
  variant,
  className,
}: Pick<ComponentProps<typeof Button>, 'variant' | 'className'>) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link to="/identity-resolution-funnel">
        {copy.learnMore}
        <span className="sr-only"> {copy.learnMoreTopic}</span>
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  )
}
