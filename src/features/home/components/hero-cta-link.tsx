import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { HeroCta } from '@/content/home-hero'
import { SectionLink } from './section-link'

type HeroCtaLinkProps = { cta: HeroCta; className: string; children: ReactNode }

export function HeroCtaLink({ cta, className, children }: HeroCtaLinkProps) {
  if ('section' in cta.target) {
    return (
      <SectionLink section={cta.target.section} className={className}>
        {children}
      </SectionLink>
    )
  }
  return (
    <Link to={cta.target.route} className={className}>
      {children}
    </Link>
  )
}
