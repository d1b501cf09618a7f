// A production build ships the site's links and addresses; their defaults (src/config/
// site-defaults.ts) are example.com placeholders, fine for the dev server and the tests but a
// dead link or a bounced email on a real site. So a production build stops, naming each one
// still a placeholder, unless ALLOW_EXAMPLE_SITE_VALUES=true says the build is for the local
// stack (npm run build:local, the benches).
import { siteDefaults, type SiteSetting } from '../../src/config/site-defaults.ts'

export const ALLOW_EXAMPLE_SITE_VALUES = 'ALLOW_EXAMPLE_SITE_VALUES'

const settings = Object.keys(siteDefaults) as SiteSetting[]
/** Every link setting (VITE_*_URL) and address setting (VITE_*_EMAIL) the site ships. */
export const SITE_URL_SETTINGS = settings.filter((name) => name.endsWith('_URL'))
export const SITE_EMAIL_SETTINGS = settings.filter((name) => name.endsWith('_EMAIL'))

// The domains reserved for documentation (RFC 2606), and their subdomains.
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|net|org)$/i

function domainOf(value: string): string {
  if (value.includes('@') && !value.includes('/')) return value.slice(value.lastIndexOf('@') + 1)
  return URL.canParse(value) ? new URL(value).hostname : value
}

/** The value a build ships for a setting: the environment's, else the default. */
const shipped = (env: Record<string, string | undefined>, name: SiteSetting) =>
  env[name]?.trim() || siteDefaults[name]

/** The link and address settings whose shipped value is on an example domain, in order. */
export function exampleSiteSettings(env: Record<string, string | undefined>): SiteSetting[] {
  return [...SITE_URL_SETTINGS, ...SITE_EMAIL_SETTINGS].filter((name) =>
    EXAMPLE_DOMAIN.test(domainOf(shipped(env, name))),
  )
}

/**
 * What stops a production build that would ship an example.com link or address, naming each
 * variable; nothing when `allowExamples` (the local stack's builds) or when none is left.
 */
export function exampleSiteProblem(
  env: Record<string, string | undefined>,
  { allowExamples }: { allowExamples: boolean },
): string | undefined {
  if (allowExamples) return undefined
  const names = exampleSiteSettings(env)
  if (names.length === 0) return undefined
  return (
    `A production build would ship example.com placeholders: set ${names.join(', ')} to the ` +
    "site's own values (in the environment or .env.production.local; .env.example lists " +
    `them). A build for the local stack runs \`npm run build:local\`, which sets ${ALLOW_EXAMPLE_SITE_VALUES}=true.`
  )
}
