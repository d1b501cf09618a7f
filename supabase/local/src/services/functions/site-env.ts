// The site origins a local stack's functions return buyers to (create-credit-payment's
// SITE_URL and SITE_URL_ALLOWLIST): the dev server (`npm run dev`) and the preview server
// (`vite preview`, browser tests), on the host and ports vite.config.ts gives them.
export const LOCAL_DEV_ORIGIN = 'http://127.0.0.1:5173'
export const LOCAL_PREVIEW_ORIGIN = 'http://127.0.0.1:4173'

/** SITE_URL and its allow-list for the local stack, unless the project secrets name a site. */
export function localSiteEnv(secrets: Record<string, string>): Record<string, string> {
  if (secrets.SITE_URL) return {}
  return {
    SITE_URL: LOCAL_DEV_ORIGIN,
    SITE_URL_ALLOWLIST: [
      LOCAL_PREVIEW_ORIGIN,
      LOCAL_DEV_ORIGIN.replace('127.0.0.1', 'localhost'),
      LOCAL_PREVIEW_ORIGIN.replace('127.0.0.1', 'localhost'),
    ].join(','),
  }
}
