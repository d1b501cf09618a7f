import { describe, expect, it } from 'vitest'
import { paymentSettings } from './deps.ts'

describe('the payment secrets', () => {
  it('leaves payments off while STRIPE_SECRET_KEY or SITE_URL is unset or blank', () => {
    expect(paymentSettings({})).toEqual({
      stripeSecretKey: undefined,
      stripeApiBase: undefined,
      returnSites: null,
    })
    expect(
      paymentSettings({ STRIPE_SECRET_KEY: '', SITE_URL: ' ', SITE_URL_ALLOWLIST: '' }),
    ).toEqual(paymentSettings({}))
  })

  it('reads the key, the site and its preview origins', () => {
    expect(
      paymentSettings({
        STRIPE_SECRET_KEY: 'sk_test_1',
        SITE_URL: 'https://www.site.test/',
        SITE_URL_ALLOWLIST: 'https://preview.site.test/x, http://127.0.0.1:4173',
      }),
    ).toEqual({
      stripeSecretKey: 'sk_test_1',
      stripeApiBase: undefined,
      returnSites: {
        site: 'https://www.site.test',
        previews: ['https://preview.site.test', 'http://127.0.0.1:4173'],
      },
    })
  })

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_1'],
    ['STRIPE_API_BASE', 'localhost:54321'],
    ['SITE_URL', 'www.site.test'],
    ['SITE_URL_ALLOWLIST', 'https://a.test, preview.a.test'],
  ])('throws at start for %s=%j, naming it', (name, value) => {
    expect(() => paymentSettings({ [name]: value })).toThrow(
      new RegExp(`^${name} is set but invalid`),
    )
  })
})
