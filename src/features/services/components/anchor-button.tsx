import { ArrowDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '@/components/ui/button'

type AnchorButtonProps = {
  target: string
  label: string
  variant?: ComponentProps<typeof Button>['variant']
}

/** A plain in-page anchor, so it scrolls even before the page has hydrated. */
export function AnchorButton({ target, label, variant = 'outline' }: AnchorButtonProps) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a href={`#${target}`}>
        {label}
        <ArrowDown aria-hidden="true" />
      </a>
    </Button>
  )
}
