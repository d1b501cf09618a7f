import type { ComponentProps } from 'react'

/** Links to other sites always open in a new tab without handing them our window. */
export function ExternalLink(props: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return <a data-slot="external-link" target="_blank" rel="noopener noreferrer" {...props} />
}
