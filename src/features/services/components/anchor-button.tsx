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
    <Button
      asChild
      size="lg"
      variant={variant}
      // A long label wraps on a narrow phone instead of pushing the page sideways.
      className="h-auto min-h-11 whitespace-normal py-2 text-center"
    >
      <a href={`#${target}`}>
        {label}
        <ArrowDown aria-hidden="true" />
      </a>
    </Button>
  )
}
