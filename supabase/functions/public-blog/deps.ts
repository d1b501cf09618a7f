import { z } from 'zod'
import { siteUrlSecret } from '../_shared/env.ts'
import { publicKey } from '../_shared/project-keys.ts'
import type { Deps } from './handler.ts'
import { blogSiteSchema, BUNDLE_FILES, type SiteBundle } from './site-bundle.ts'

const envSchema = z.object({
  SUPABASE_URL: z.string().url(),
})

const BUNDLE_TTL_MS = 60_000

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return response.text()
}

/** The shells change only with a deploy: each origin's bundle is kept for a minute. */
function cachedBundleLoader(): Deps['loadBundle'] {
  const cache = new Map<string, { at: number; bundle: Promise<SiteBundle> }>()
  return (origin) => {
    const hit = cache.get(origin)
    if (hit && Date.now() - hit.at < BUNDLE_TTL_MS) return hit.bundle
    const bundle = Promise.all([
      fetchText(`${origin}${BUNDLE_FILES.postShell}`),
      fetchText(`${origin}${BUNDLE_FILES.missingShell}`),
      fetchText(`${origin}${BUNDLE_FILES.spaShell}`),
      fetchText(`${origin}${BUNDLE_FILES.site}`),
    ]).then(([postShell, missingShell, spaShell, siteJson]) => {
      const { routes, ...site } = blogSiteSchema.parse(JSON.parse(siteJson))
      return { postShell, missingShell, spaShell, site, routes }
    })
    bundle.catch(() => cache.delete(origin))
    cache.set(origin, { at: Date.now(), bundle })
    return bundle
  }
}

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const stackHost = new URL(env.SUPABASE_URL).hostname
  return {
    rest: { url: env.SUPABASE_URL.replace(/\/$/, ''), publishableKey: publicKey(rawEnv) },
    // The public site's origin; the build's shells are fetched from it.
    siteUrl: siteUrlSecret(rawEnv),
    isLocalStack: stackHost === '127.0.0.1' || stackHost === 'localhost',
    loadBundle: cachedBundleLoader(),
  }
}
