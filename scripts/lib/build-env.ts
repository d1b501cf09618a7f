// The SPA's Supabase settings, parsed once with zod when Vite starts (vite.config.ts, vitest
// config) and by the prerender, then inlined into the bundle as import.meta.env values
// (src/lib/supabase-env.ts reads them). A production build without them fails here, naming what
// to set; the dev server and unit tests fall back to the local stack's demo values, which live
// in one place: supabase/local/src/keys/keys.ts (the key) and config.ts (the port).
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { z } from 'zod'
import { DEFAULT_CONFIG } from '../../supabase/local/src/config.ts'
import { DEMO_PUBLISHABLE_KEY } from '../../supabase/local/src/keys/keys.ts'
import {
  ALLOW_EXAMPLE_SITE_VALUES,
  SITE_EMAIL_SETTINGS,
  SITE_URL_SETTINGS,
} from './site-placeholders.ts'

export interface SupabaseEnv {
  /** The project URL without a trailing slash. */
  url: string
  /** The publishable key (sb_publishable_...) or a legacy anon key: acts as the anon role. */
  publishableKey: string
}

/** The local stack `npm run dev` and `npm run stack` start (the CLI's port and demo key). */
export function localStackEnv(port = DEFAULT_CONFIG.port): SupabaseEnv {
  return { url: `http://127.0.0.1:${port}`, publishableKey: DEMO_PUBLISHABLE_KEY }
}

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optionalText = z.preprocess(blankIsUnset, z.string().trim().optional())

const supabaseEnvSchema = z.object({
  VITE_SUPABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .url({
        protocol: /^https?$/,
        error: 'VITE_SUPABASE_URL must be an http(s) URL such as https://<ref>.supabase.co',
      })
      .optional(),
  ),
  VITE_SUPABASE_PUBLISHABLE_KEY: optionalText,
  /** Legacy: read when VITE_SUPABASE_PUBLISHABLE_KEY is not set. */
  VITE_SUPABASE_ANON_KEY: optionalText,
})

const BROWSER_KEY_HELP =
  "a browser bundle must carry the publishable key (sb_publishable_...) or the legacy key whose role is 'anon'."

/** The `role` claim of a JWT's payload, or undefined when `key` is not a readable JWT. */
function jwtRole(key: string): string | undefined {
  const payload = key.split('.')[1]
  if (payload === undefined) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null || !('role' in claims)) return undefined
    return typeof claims.role === 'string' ? claims.role : undefined
  } catch {
    return undefined
  }
}

/**
 * Throws, naming `variable`, unless `key` is safe to inline into a bundle every visitor
 * downloads: a publishable key, or a legacy JWT whose role is anon. A secret key or the
 * service_role JWT would let every visitor bypass row-level security (Supabase docs, "API keys":
 * secret keys and service_role "must never be exposed" in a browser).
 */
function checkBrowserKey(variable: string, key: string): void {
  if (key.startsWith('sb_secret_')) {
    throw new Error(
      `${variable} is a secret key (sb_secret_...): a browser bundle must carry the publishable ` +
        'key (sb_publishable_...), never a secret one.',
    )
  }
  if (key.startsWith('sb_publishable_')) return
  const role = jwtRole(key)
  if (role === 'anon') return
  if (role !== undefined) {
    throw new Error(`${variable} is a JWT for the role '${role}': ${BROWSER_KEY_HELP}`)
  }
  throw new Error(
    `${variable} is neither a publishable key (sb_publishable_...) nor a legacy JWT whose role ` +
      "is 'anon'.",
  )
}

/**
 * The project URL and browser key from `env`. Without `fallback` (production builds, the
 * prerender) both must be set; a missing one throws an error that names the variable, and so
 * does a key that is not safe for a browser (a secret key, a JWT whose role is not anon).
 */
export function parseSupabaseEnv(
  env: Record<string, string | undefined>,
  fallback?: SupabaseEnv,
): SupabaseEnv {
  const parsed = supabaseEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error))
  const url = parsed.data.VITE_SUPABASE_URL ?? fallback?.url
  const keyVariable =
    parsed.data.VITE_SUPABASE_PUBLISHABLE_KEY !== undefined
      ? 'VITE_SUPABASE_PUBLISHABLE_KEY'
      : parsed.data.VITE_SUPABASE_ANON_KEY !== undefined
        ? 'VITE_SUPABASE_ANON_KEY'
        : 'the fallback browser key'
  const publishableKey =
    parsed.data.VITE_SUPABASE_PUBLISHABLE_KEY ??
    parsed.data.VITE_SUPABASE_ANON_KEY ??
    fallback?.publishableKey
  const missing = [
    url === undefined && 'VITE_SUPABASE_URL',
    publishableKey === undefined && 'VITE_SUPABASE_PUBLISHABLE_KEY',
  ].filter((name) => name !== false)
  if (url === undefined || publishableKey === undefined) {
    throw new Error(
      `A production build needs ${missing.join(' and ')}: set the project URL ` +
        '(https://<ref>.supabase.co) and its publishable key (Dashboard > Project Settings > API ' +
        'Keys) in the environment or .env.production.local. For the local stack run ' +
        '`npm run build:local` instead.',
    )
  }
  checkBrowserKey(keyVariable, publishableKey)
  return { url: url.replace(/\/$/, ''), publishableKey }
}

// The site's own VITE_ settings keep their neutral defaults in src/config/site-defaults.ts; when
// one is set, it must at least be what it names, so a typo stops the build instead of shipping a
// dead link.
const siteEnvSchema = z.object({
  ...Object.fromEntries(
    SITE_URL_SETTINGS.map((name) => [
      name,
      z.preprocess(
        blankIsUnset,
        z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).optional(),
      ),
    ]),
  ),
  ...Object.fromEntries(
    SITE_EMAIL_SETTINGS.map((name) => [
      name,
      z.preprocess(blankIsUnset, z.email({ error: `${name} must be an email address` }).optional()),
    ]),
  ),
})

/** Throws, naming each variable, when a site URL or email that is set is not one. */
export function checkSiteEnv(env: Record<string, string | undefined>): void {
  const parsed = siteEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error))
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The settings for a Vite mode, from the environment and the .env files Vite reads for it:
 * required in 'production', the local stack's otherwise (dev server, tests).
 */
export function supabaseEnvFor(mode: string): SupabaseEnv {
  const env = loadEnv(mode, ROOT, 'VITE_')
  checkSiteEnv(env)
  return parseSupabaseEnv(env, mode === 'production' ? undefined : localStackEnv())
}

/**
 * The environment of `npm run build` for a local stack (npm run build:local, the benches): the
 * stack's URL and key, and the site's example.com links and addresses allowed.
 */
export function localStackBuildEnv(stack: SupabaseEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITE_SUPABASE_URL: stack.url,
    VITE_SUPABASE_PUBLISHABLE_KEY: stack.publishableKey,
    [ALLOW_EXAMPLE_SITE_VALUES]: 'true',
  }
}

/** What Vite inlines for src/lib/supabase-env.ts (import.meta.env.* as `define` entries). */
export function supabaseDefines(env: SupabaseEnv): Record<string, string> {
  return {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(env.url),
    'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(env.publishableKey),
  }
}
