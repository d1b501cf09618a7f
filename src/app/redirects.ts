/**
 * Every redirect of the site, in one place: the SPA answers them with <Navigate replace>
 * (app-routes.tsx) and the build writes them into dist/_redirects for static hosts.
 */
export const siteRedirects = [
  { from: '/marketing', to: '/marketing/social-media' },
  { from: '/gmb', to: '/gmb-tank-tracking' },
] as const
