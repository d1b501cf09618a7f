import { cva, type VariantProps } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

const titleVariants = cva('text-balance font-extrabold tracking-tight', {
  variants: {
    size: {
      md: 'text-4xl md:text-5xl',
      lg: 'text-4xl md:text-5xl lg:text-6xl',
      xl: 'text-4xl md:text-6xl',
    },
    align: { left: '', center: 'mx-auto max-w-3xl' },
  },
  defaultVariants: { size: 'md', align: 'left' },
})

const introVariants = cva('mt-5 text-lg', {
  variants: {
    introSize: { lg: '', xl: 'md:text-xl' },
    tone: { dark: 'text-slate-300', light: 'text-muted-foreground' },
    align: { left: 'max-w-xl', center: 'mx-auto max-w-2xl' },
  },
  defaultVariants: { introSize: 'xl', tone: 'dark', align: 'left' },
})

type HeroHeadingProps = VariantProps<typeof titleVariants> &
  VariantProps<typeof introVariants> & {
    /** A line of text in the eyebrow style, or a badge element rendered as it is. */
    eyebrow: ReactNode
    title: ReactNode
    intro: ReactNode
  }

/** The eyebrow, h1 and intro that open a hero; the page's buttons and visual follow it. */
export function HeroHeading({
  eyebrow,
  title,
  intro,
  size,
  introSize,
  tone,
  align,
}: HeroHeadingProps) {
  const isText = typeof eyebrow === 'string'
  return (
    <>
      {isText ? (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            tone === 'light' ? 'text-primary' : 'text-accent',
          )}
        >
          {eyebrow}
        </p>
      ) : (
        eyebrow
      )}
      {/* A badge is taller than a text line, so the title keeps a little more room below it. */}
      <h1 className={cn(titleVariants({ size, align }), isText ? 'mt-3' : 'mt-4')}>{title}</h1>
      <p className={introVariants({ introSize, tone, align })}>{intro}</p>
    </>
  )
}
