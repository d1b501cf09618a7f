import type { ComponentProps } from 'react'

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & { section: string }

/** An in-page anchor: works before hydration, and the layout's scroll-margin clears the header. */
export function SectionLink({ section, ...props }: SectionLinkProps) {
  return <a href={`#${section}`} {...props} />
}
