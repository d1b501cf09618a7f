// Netlify: `_redirects` (first match wins; a rule without `!` yields to an existing file) and
// `_headers`. https://docs.netlify.com/routing/redirects/ and /routing/headers/. Netlify matches a
// rule with or without a trailing slash; a last `/*  /404.html  404` is its documented custom
// not-found page (https://docs.netlify.com/routing/redirects/redirect-options/#custom-404-page-handling).
import { NOT_FOUND_PAGE, type SiteRules } from './site-rules.ts'

export function netlifyRedirects(rules: SiteRules): string {
  const lines = [
    ...rules.redirects.map(({ from, to }) => `${from}  ${to}  301!`),
    ...rules.functionFiles.map(({ from, to }) => `${from}  ${to}  200!`),
    // Not forced: the prerendered /blog pages win; before the posts' rule, which would match.
    `${rules.shells.blogListPages}*  ${rules.shells.blogList}  200`,
    // Not forced: files under /blog (images, the posts of the last build) win; the others are
    // the function's (BLOG_POST_PAGES=function) or the client shell's.
    `/blog/*  ${rules.postFunctionBase ? `${rules.postFunctionBase}/:splat` : rules.shells.blogPost}  200`,
    ...rules.clientRoutes.map((route) => `${route}  ${rules.shells.spa}  200`),
    // Draft preview links (PREVIEW_PAGE).
    `/p/*  ${rules.shells.spa}  200`,
    `/*  ${NOT_FOUND_PAGE}  404`,
  ]
  return `${lines.join('\n')}\n`
}

export function netlifyHeaders(rules: SiteRules): string {
  const headers = rules.headers.map(([name, value]) => `  ${name}: ${value}`)
  return `/*\n${headers.join('\n')}\n`
}
