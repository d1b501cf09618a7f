// Vercel: vercel.json. Files (and a folder's index.html, e.g. a built post) win over rewrites,
// which apply when no file matches. The app's client routes are rewritten to the SPA shell; any
// other path without a file gets the output's 404.html with status 404, Vercel's custom not-found
// page for a static build (https://vercel.com/guides/custom-404-page).
// https://vercel.com/docs/project-configuration/vercel-json
import type { SiteRules } from './site-rules.ts'

export function vercelConfig(rules: SiteRules) {
  return {
    trailingSlash: false,
    redirects: rules.redirects.map(({ from, to }) => ({
      source: from,
      destination: to,
      permanent: true,
    })),
    rewrites: [
      ...rules.functionFiles.map(({ from, to }) => ({ source: from, destination: to })),
      ...(rules.postFunctionBase
        ? [{ source: '/blog/:slug([a-z0-9-]+)', destination: `${rules.postFunctionBase}/:slug` }]
        : []),
      ...rules.routes
        .filter((route) => route !== '/')
        .map((route) => ({ source: route, destination: `${route}/index.html` })),
      { source: `${rules.shells.blogListPages}:page`, destination: rules.shells.blogList },
      ...(rules.postFunctionBase
        ? []
        : [{ source: '/blog/:slug', destination: rules.shells.blogPost }]),
      ...rules.clientRoutes.map((route) => ({ source: route, destination: rules.shells.spa })),
      // Draft preview links (PREVIEW_PAGE).
      { source: '/p/:token', destination: rules.shells.spa },
    ],
    headers: [
      {
        source: '/(.*)',
        headers: rules.headers.map(([key, value]) => ({ key, value })),
      },
    ],
  }
}
