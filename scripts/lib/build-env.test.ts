import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEMO_ANON_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
} from '../../supabase/local/src/keys/keys.ts'
import { checkSiteEnv, localStackEnv, parseSupabaseEnv } from './build-env.ts'

describe('the SPA Supabase settings', () => {
  it('takes the URL and the publishable key, or the legacy anon key', () => {
    expect(
      parseSupabaseEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      }),
    ).toEqual({ url: 'https://abc.supabase.co', publishableKey: 'sb_publishable_x' })
    expect(
      parseSupabaseEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      }),
    ).toEqual({ url: 'https://abc.supabase.co', publishableKey: DEMO_ANON_KEY })
  })

  it('names every missing variable when there is no fallback (production)', () => {
    expect(() => parseSupabaseEnv({})).toThrow(
      /needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY/,
    )
    expect(() =>
      parseSupabaseEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: ' ',
      }),
    ).toThrow(/needs VITE_SUPABASE_PUBLISHABLE_KEY:/)
    expect(() => parseSupabaseEnv({ VITE_SUPABASE_URL: 'abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL/,
    )
  })

  it('refuses a secret key or a non-anon JWT as the browser key, naming the variable', () => {
    const url = 'https://abc.supabase.co'
    expect(() =>
      parseSupabaseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: DEMO_SECRET_KEY }),
    ).toThrow(
      'VITE_SUPABASE_PUBLISHABLE_KEY is a secret key (sb_secret_...): a browser bundle must ' +
        'carry the publishable key (sb_publishable_...), never a secret one.',
    )
    expect(() =>
      parseSupabaseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: DEMO_SERVICE_ROLE_KEY }),
    ).toThrow(
      "VITE_SUPABASE_ANON_KEY is a JWT for the role 'service_role': a browser bundle must " +
        "carry the publishable key (sb_publishable_...) or the legacy key whose role is 'anon'.",
    )
    expect(() =>
      parseSupabaseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: 'eyJ.legacy' }),
    ).toThrow(
      'VITE_SUPABASE_PUBLISHABLE_KEY is neither a publishable key (sb_publishable_...) nor a ' +
        "legacy JWT whose role is 'anon'.",
    )
    // The fallback is checked too, so a local build cannot carry the service key either.
    expect(() => parseSupabaseEnv({}, { url, publishableKey: DEMO_SERVICE_ROLE_KEY })).toThrow(
      /role 'service_role'/,
    )
    expect(
      parseSupabaseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY }),
    ).toEqual({ url, publishableKey: DEMO_ANON_KEY })
  })

  it('falls back to the local stack for the dev server and tests', () => {
    expect(parseSupabaseEnv({}, localStackEnv())).toEqual({
      url: 'http://127.0.0.1:54321',
      publishableKey: expect.stringMatching(/^sb_publishable_/),
    })
  })

  it('checks the site URLs and emails that are set, naming the wrong ones', () => {
    expect(() =>
      checkSiteEnv({
        VITE_SITE_URL: 'https://www.example.com',
        VITE_BOOKING_URL: '',
        VITE_CONTACT_EMAIL: 'hello@example.com',
        VITE_BRAND_NAME: 'Anything',
      }),
    ).not.toThrow()
    expect(() =>
      checkSiteEnv({ VITE_BOOKING_URL: 'book.example.com', VITE_PRIVACY_EMAIL: 'privacy' }),
    ).toThrow(
      /VITE_BOOKING_URL must be an http\(s\) URL[\s\S]*VITE_PRIVACY_EMAIL must be an email address/,
    )
  })

  it('checks every site link and address src/config/site.ts reads (its names in vite-env.d.ts)', () => {
    const declared = readFileSync(new URL('../../src/vite-env.d.ts', import.meta.url), 'utf8')
    const names = [...declared.matchAll(/readonly (VITE_\w+_(?:URL|EMAIL))\b/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => name !== 'VITE_SUPABASE_URL')
    expect(names.length).toBeGreaterThan(10)
    for (const name of names) expect(() => checkSiteEnv({ [name]: 'not-one' })).toThrow(name)
  })

  it('stops a production build that has no Supabase settings, naming them', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'build-env-'))
    try {
      const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          VITE_SUPABASE_URL: '',
          VITE_SUPABASE_PUBLISHABLE_KEY: '',
          VITE_SUPABASE_ANON_KEY: '',
        },
      })
      expect(build.status).not.toBe(0)
      expect(build.stderr).toContain(
        'A production build needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY',
      )
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
