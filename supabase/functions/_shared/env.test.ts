import { describe, expect, it } from 'vitest'
import { optionalSecret, secretRules, siteUrlSecret, type SecretRule } from './env.ts'

describe('optional function secrets', () => {
  it('reads an unset or blank secret as unset', () => {
    expect(optionalSecret({}, 'SITE_URL', secretRules.origin)).toBeUndefined()
    expect(optionalSecret({ SITE_URL: '  ' }, 'SITE_URL', secretRules.origin)).toBeUndefined()
  })

  it('parses a set secret by its rule', () => {
    expect(siteUrlSecret({ SITE_URL: ' https://www.site.test/path/ ' })).toBe(
      'https://www.site.test',
    )
    const notify = { CONTACT_NOTIFY_TO: 'a@site.test, b@site.test,' }
    expect(optionalSecret(notify, 'CONTACT_NOTIFY_TO', secretRules.emails)).toEqual([
      'a@site.test',
      'b@site.test',
    ])
    expect(optionalSecret({ T: '2500' }, 'T', secretRules.positiveInteger)).toBe(2500)
    expect(optionalSecret({ K: 'sk_test_1' }, 'K', secretRules.key(['sk_', 'rk_']))).toBe(
      'sk_test_1',
    )
    for (const from of ['hello@site.test', 'Brand <hello@site.test>', 'A (b) < c@site.test >']) {
      expect(optionalSecret({ EMAIL_FROM: from }, 'EMAIL_FROM', secretRules.sender)).toBe(from)
    }
  })

  it.each<[string, string, SecretRule<unknown>]>([
    ['SITE_URL', 'www.site.test', secretRules.origin],
    ['SITE_URL', 'ftp://site.test', secretRules.origin],
    ['SITE_URL_ALLOWLIST', 'https://a.test, preview', secretRules.origins],
    ['CONTACT_NOTIFY_TO', 'admin@site.test; other@site.test', secretRules.emails],
    ['CONTACT_NOTIFY_TO', ',', secretRules.emails],
    ['EMAIL_FROM', 'Brand <hello>', secretRules.sender],
    ['AI_TIMEOUT_MS', '2.5s', secretRules.positiveInteger],
    ['AI_TIMEOUT_MS', '0', secretRules.positiveInteger],
    ['STRIPE_WEBHOOK_SECRET', 'sk_test_1', secretRules.key(['whsec_'])],
    ['BRAND_NAME', 'x'.repeat(101), secretRules.text(100)],
  ])('throws for %s=%j, naming the variable and not the value', (name, value, rule) => {
    const read = () => optionalSecret({ [name]: value }, name, rule)
    expect(read).toThrow(new RegExp(`^${name} is set but invalid: it must be `))
    expect(read).not.toThrow(value)
  })
})
