import { cva, type VariantProps } from 'class-variance-authority'
import { Check, CircleCheck } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const checkListVariants = cva('space-y-3 text-foreground', {
  variants: { size: { sm: 'text-sm', md: 'text-base' } },
  defaultVariants: { size: 'md' },
})

const checkItemVariants = cva('flex items-start', {
  variants: {
    gap: { sm: 'gap-2', md: 'gap-2.5', lg: 'gap-3' },
  },
  defaultVariants: { gap: 'lg' },
})

const checkIconVariants = cva('mt-0.5 shrink-0', {
  variants: {
    size: { sm: 'size-4', md: 'size-5' },
    tone: { primary: 'text-primary', success: 'text-emerald-600', accent: 'text-accent' },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
})

type CheckListProps = Omit<ComponentProps<'ul'>, 'children'> &
  VariantProps<typeof checkListVariants> &
  VariantProps<typeof checkItemVariants> &
  VariantProps<typeof checkIconVariants> & {
    items: string[]
    /** `circle` is a ticked circle, `check` a bare tick. */
    icon?: 'circle' | 'check'
  }

/** A list of ticked points: text and tick size go together, spacing and colour can be overridden. */
export function CheckList({
  items,
  icon = 'circle',
  gap,
  size,
  tone,
  className,
  ...props
}: CheckListProps) {
  const Icon = icon === 'circle' ? CircleCheck : Check
  return (
    <ul data-slot="check-list" className={cn(checkListVariants({ size }), className)} {...props}>
      {items.map((item) => (
        <li key={item} className={checkItemVariants({ gap })}>
          <Icon aria-hidden="true" className={checkIconVariants({ size, tone })} />
          {item}
        </li>
      ))}
    </ul>
  )
}
