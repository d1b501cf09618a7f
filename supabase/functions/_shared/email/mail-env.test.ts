import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND_NAME } from '../domain/brand.ts'
import { mailSettings } from './mail-env.ts'

describe('the mail settings of the function secrets', () => {
  it('defaults: no site (reported where used), the default brand, every admin notified', () => {
    expect(mailSettings({})).toEqual({
      siteUrl: undefined,
      brand: DEFAULT_BRAND_NAME,
      notifyTo: [],
    })
    expect(mailSettings({ SITE_URL: '', BRAND_NAME: ' ', CONTACT_NOTIFY_TO: '' })).toEqual(
      mailSettings({}),
    )
  })

  it('reads the set values', () => {
    expect(
      mailSettings({
        SITE_URL: 'https://www.site.test/',
        BRAND_NAME: 'Acme',
        CONTACT_NOTIFY_TO: 'a@site.test,b@site.test',
      }),
    ).toEqual({
      siteUrl: 'https://www.site.test',
      brand: 'Acme',
      notifyTo: ['a@site.test', 'b@site.test'],
    })
  })

  it('throws at start for a mistyped CONTACT_NOTIFY_TO or SITE_URL, naming it', () => {
    expect(() => mailSettings({ CONTACT_NOTIFY_TO: 'admin@site' })).toThrow(
      /^CONTACT_NOTIFY_TO is set but invalid/,
    )
    expect(() => mailSettings({ SITE_URL: 'site.test' })).toThrow(/^SITE_URL is set but invalid/)
  })
})
