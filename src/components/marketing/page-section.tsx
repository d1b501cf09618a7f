import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { SectionHeading, type SectionHeadingProps } from '@/components/marketing/section-heading'
import { cn } from '@/lib/utils'

const pageSectionVariants = cva('py-16', {
  variants: {
    tone: { plain: '', muted: 'bg-muted' },
    /** Where the section gets its full height: the home page from `sm`, the other pages from `md`. */
    rise: { sm: 'sm:py-24', md: 'md:py-24' },
  },
  defaultVariants: { tone: 'plain', rise: 'md' },
})

type PageSectionProps = ComponentProps<'section'> &
  VariantProps<typeof pageSectionVariants> & {
    /** The section's heading; its id labels the section. */
    heading: SectionHeadingProps & { id: string }
    containerClassName?: string
  }

/** A marketing section: the band, its container and its h2, then the section's own content. */
export function PageSection({
  heading,
  tone,
  rise,
  className,
  containerClassName,
  children,
  ...props
}: PageSectionProps) {
  return (
    <section
      aria-labelledby={heading.id}
      className={cn(pageSectionVariants({ tone, rise }), className)}
      {...props}
    >
      <div className={cn('container', containerClassName)}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  )
}
