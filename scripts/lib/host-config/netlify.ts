// Netlify: `_redirects` (first match wins; a rule without `!` yields to an existing file) and
// `_headers`. https://docs.netlify.com/routing/redirects/ and /routing/headers/. Netlify matches a
// rule with or without a trailing slash; a last `/*  /404.html  404` is its documented custom
// not-found page (https://docs.netlify.com/routing/redirects/redirect-options/#custom-404-page-handling).
import {
  BLOG_LIST_PAGES,
  BLOG_LIST_SHELL,
  BLOG_POST_CLIENT_SHELL,
  NOT_FOUND_PAGE,
  SPA_SHELL,
  type SiteRules,
} from './site-rules.ts'

export function netlifyRedirects(rules: SiteRules): string {
  const lines = [
    ...rules.redirects.map(({ from, to }) => `${from}  ${to}  301!`),
    ...rules.functionFiles.map(({ from, to }) => `${from}  ${to}  200!`),
    // Not forced: the prerendered /blog pages win; before the posts' rule, which would match.
    `${BLOG_LIST_PAGES}*  ${BLOG_LIST_SHELL}  200`,
    // Not forced: files under /blog (images, the posts of the last build) win; the others are
    // the function's (BLOG_POST_PAGES=function) or the client shell's.
    `/blog/*  ${rules.postFunctionBase ? `${rules.postFunctionBase}/:splat` : BLOG_POST_CLIENT_SHELL}  200`,
    ...rules.clientRoutes.map((route) => `${route}  ${SPA_SHELL}  200`),
    `/*  ${NOT_FOUND_PAGE}  404`,
  ]
  return `${lines.join('\n')}\n`
}

export function netlifyHeaders(rules: SiteRules): string {
  const headers = rules.headers.map(([name, value]) => `  ${name}: ${value}`)
  return `/*\n${headers.join('\n')}\n`
}
