// Every redirect of the site, in one place: the SPA follows them (app-routes.tsx, the not-found
// page) and the build writes the exact ones as 301s into every static host config
// (scripts/lib/host-config: Netlify, Vercel, nginx).
const MARKETING_HOME = '/marketing/social-media'
const GMB_HOME = '/gmb-tank-tracking'

/** Exact addresses that are routes of their own and redirect at once. */
export const pathRedirects = [
  { from: '/marketing', to: MARKETING_HOME },
  { from: '/gmb', to: GMB_HOME },
] as const

export type UnknownPathAction =
  | { kind: 'redirect-now'; to: string }
  | { kind: 'redirect-later'; to: string }
  | { kind: 'not-found' }

export const REDIRECT_DELAY_MS = 1500

/**
 * What an unknown address does. Addresses naming gmb go straight to the rank-tracking demo;
 * unknown marketing pages show the redirecting state, then go to the default service page.
 */
export function unknownPathAction(pathname: string): UnknownPathAction {
  const path = pathname.toLowerCase()
  if (path.includes('gmb')) return { kind: 'redirect-now', to: GMB_HOME }
  if (path.startsWith('/marketing/')) return { kind: 'redirect-later', to: MARKETING_HOME }
  return { kind: 'not-found' }
}
