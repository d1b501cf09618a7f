import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * The white bordered card; radius, padding and shadow vary by page, the look is set here once.
 * A padding off the scale (`p-5 sm:p-8`) goes in `className`, which overrides the variant's.
 */
export const cardVariants = cva('border bg-white', {
  variants: {
    radius: { lg: 'rounded-lg', xl: 'rounded-xl', '2xl': 'rounded-2xl' },
    padding: { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6' },
    /** `flat` sits in a panel, `raised` is the showcase card that floats over a section. */
    elevation: {
      flat: '',
      sm: 'shadow-sm',
      lg: 'shadow-lg',
      raised: 'shadow-xl shadow-primary/5',
    },
  },
  defaultVariants: { radius: 'lg', padding: 'lg', elevation: 'sm' },
})

type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the card's look on the child element (an `li`, an `article`) instead of a div. */
    asChild?: boolean
  }

export function Card({
  className,
  radius,
  padding,
  elevation,
  asChild = false,
  ...props
}: CardProps) {
  const Comp = asChild ? Slot : 'div'
  return (
    <Comp
      data-slot="card"
      className={cn(cardVariants({ radius, padding, elevation }), className)}
      {...props}
    />
  )
}
