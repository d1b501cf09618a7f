import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ExternalLink } from '@/components/ui/external-link'
import type { NavLink } from '@/content/navigation'

type SmartLinkProps = {
  link: NavLink
  className?: string
  onClick?: () => void
  children?: ReactNode
}

/** Renders a router link for our pages, a new-tab link for other sites, a plain one for mailto. */
export function SmartLink({ link, className, onClick, children }: SmartLinkProps) {
  const content = children ?? link.label
  if (link.href.startsWith('mailto:')) {
    return (
      <a href={link.href} className={className} onClick={onClick}>
        {content}
      </a>
    )
  }
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className} onClick={onClick}>
        {content}
      </ExternalLink>
    )
  }
  return (
    <Link to={link.href} className={className} onClick={onClick}>
      {content}
    </Link>
  )
}
