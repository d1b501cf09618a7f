import type { ReactNode } from 'react'
import type { CtaCopy } from '@/content/marketing-services'
import { CtaBand } from '@/components/marketing/cta-band'

type CtaBannerProps = {
  copy: CtaCopy
  id?: string
  /** Contrast with the band above, so two bands of one colour do not double the gap. */
  tone?: 'white' | 'muted'
  children: ReactNode
}

/** The closing call to action of a service page; children are its buttons. */
export function CtaBanner({ copy, id, tone = 'white', children }: CtaBannerProps) {
  return (
    <CtaBand
      id={id}
      look="gradient"
      titleId="service-cta-title"
      title={copy.title}
      description={copy.description}
      className={tone === 'muted' ? 'bg-muted' : 'bg-white'}
    >
      {children}
    </CtaBand>
  )
}
