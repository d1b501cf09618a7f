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
  if (path.includes('gmb')) return { kind: 'redirect-now', to: '/gmb-tank-tracking' }
  if (path.startsWith('/marketing/')) {
    return { kind: 'redirect-later', to: '/marketing/social-media' }
  }
  return { kind: 'not-found' }
}
