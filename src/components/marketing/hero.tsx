import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

const heroVariants = cva('relative overflow-hidden', {
  variants: {
    tone: {
      dark: 'bg-ink text-white',
      light: 'bg-gradient-to-b from-primary/[0.07] via-white to-white',
    },
  },
  defaultVariants: { tone: 'dark' },
})

/** Where the blurred glow behind a dark hero sits. */
const glowVariants = cva('pointer-events-none absolute', {
  variants: {
    glow: {
      'top-right': '-right-32 -top-32 size-[32rem] rounded-full bg-primary/40 blur-3xl',
      left: '-left-40 top-0 size-[36rem] rounded-full bg-primary/35 blur-3xl',
      top: '-top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-primary/35 blur-3xl',
      'top-wide':
        '-top-48 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-primary/35 blur-3xl',
      corners:
        'inset-0 bg-[radial-gradient(55%_45%_at_85%_15%,rgba(79,70,229,0.45),transparent),radial-gradient(45%_40%_at_5%_95%,rgba(6,182,212,0.22),transparent)]',
    },
  },
})

type HeroProps = ComponentProps<'section'> &
  VariantProps<typeof heroVariants> &
  VariantProps<typeof glowVariants> & {
    /** Classes of the centred container that holds the content. */
    containerClassName?: string
  }

/** The opening band of a marketing page: dark with a blurred glow, or a light gradient. */
export function Hero({ tone, glow, className, containerClassName, children, ...props }: HeroProps) {
  return (
    <section className={cn(heroVariants({ tone }), className)} {...props}>
      {glow && <div aria-hidden="true" className={glowVariants({ glow })} />}
      <div className={cn('container', glow && 'relative', containerClassName)}>{children}</div>
    </section>
  )
}
