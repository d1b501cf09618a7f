// What the islands build (vite.islands.config.ts) gets for 'react-router-dom': an island page
// has no router, its links are the site's plain links, so a click loads the next prerendered
// page. Only what island components use is here; the islands build fails on anything else.
import type { ComponentProps, ReactNode } from 'react'

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string
  /** The router's option; a full page load starts at the top anyway. */
  preventScrollReset?: boolean
}

export function Link({ to, preventScrollReset: _, ...props }: LinkProps) {
  return <a href={to} {...props} />
}

const normalize = (path: string) => path.replace(/(.)\/$/, '$1')

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  className?: string | ((state: { isActive: boolean }) => string)
  children?: ReactNode
}

export function NavLink({ to, className, ...props }: NavLinkProps) {
  const isActive = normalize(window.location.pathname) === normalize(to)
  return (
    <a
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  )
}

export function useLocation() {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash, state: null, key: 'default' }
}

/** Another page of the site: a full load of it. */
export function useNavigate() {
  return (to: string) => {
    window.location.assign(to)
  }
}

/** The page's query string: an island page is loaded whole, so it never changes under an island. */
export function useSearchParams() {
  return [new URLSearchParams(window.location.search)] as const
}
