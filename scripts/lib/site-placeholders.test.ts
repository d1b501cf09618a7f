import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteDefaults } from '../../src/config/site-defaults.ts'
import {
  exampleSiteProblem,
  exampleSiteSettings,
  SITE_EMAIL_SETTINGS,
  SITE_URL_SETTINGS,
} from './site-placeholders.ts'

/** Every link and address set to a real value. */
const real = Object.fromEntries([
  ...SITE_URL_SETTINGS.map((name) => [name, `https://${name.toLowerCase()}.site.test/x`]),
  ...SITE_EMAIL_SETTINGS.map((name) => [name, `${name.toLowerCase()}@site.test`]),
])

describe('the example.com placeholders a production build refuses', () => {
  it('names every link and address left on its default', () => {
    expect(exampleSiteSettings({})).toEqual([...SITE_URL_SETTINGS, ...SITE_EMAIL_SETTINGS])
    expect(SITE_URL_SETTINGS).toContain('VITE_SITE_URL')
    expect(SITE_URL_SETTINGS).toContain('VITE_BOOKING_URL')
    expect(SITE_URL_SETTINGS).toContain('VITE_CHECKOUT_AGENCY_URL')
    expect(SITE_EMAIL_SETTINGS).toContain('VITE_CONTACT_EMAIL')
  })

  it('treats a blank value as unset, and an example-domain value as a placeholder', () => {
    expect(exampleSiteSettings({ ...real, VITE_SITE_URL: ' ' })).toEqual(['VITE_SITE_URL'])
    expect(
      exampleSiteSettings({
        ...real,
        VITE_BOOKING_URL: 'https://cal.EXAMPLE.org/me',
        VITE_CONTACT_EMAIL: 'me@example.net',
      }),
    ).toEqual(['VITE_BOOKING_URL', 'VITE_CONTACT_EMAIL'])
  })

  it('passes a site whose links and addresses are its own', () => {
    expect(exampleSiteSettings(real)).toEqual([])
    expect(exampleSiteSettings({ ...real, VITE_SITE_URL: 'https://notexample.com' })).toEqual([])
    expect(exampleSiteProblem(real, { allowExamples: false })).toBeUndefined()
  })

  it('names the variables in its refusal, unless the build allows the examples', () => {
    const env = { ...real, VITE_SITE_URL: '', VITE_CHECKOUT_STARTER_HOME_URL: undefined }
    expect(exampleSiteProblem(env, { allowExamples: false })).toMatch(
      /example\.com placeholders: set VITE_SITE_URL, VITE_CHECKOUT_STARTER_HOME_URL to/,
    )
    expect(exampleSiteProblem({}, { allowExamples: true })).toBeUndefined()
  })

  it('knows no other link or address than those it checks', () => {
    const shipped = Object.entries(siteDefaults).filter(([, value]) => /example\.com/.test(value))
    expect(shipped.map(([name]) => name).sort()).toEqual(
      [...SITE_URL_SETTINGS, ...SITE_EMAIL_SETTINGS].sort(),
    )
  })

  it('stops `vite build`, naming the one placeholder left', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'site-placeholders-'))
    try {
      const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          ...real,
          VITE_SITE_URL: '',
          VITE_SUPABASE_URL: 'https://abc.supabase.co',
          VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
          ALLOW_EXAMPLE_SITE_VALUES: '',
        },
      })
      expect(build.status).not.toBe(0)
      expect(build.stderr).toContain('example.com placeholders: set VITE_SITE_URL to')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
