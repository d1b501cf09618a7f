import { describe, expect, it } from 'vitest'
import { webhookSecret } from './deps.ts'

describe('the webhook secret', () => {
  it('leaves webhooks off while STRIPE_WEBHOOK_SECRET is unset or blank', () => {
    expect(webhookSecret({})).toBeUndefined()
    expect(webhookSecret({ STRIPE_WEBHOOK_SECRET: ' ' })).toBeUndefined()
    expect(webhookSecret({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBe('whsec_1')
  })

  it('throws at start for a value that is not a signing secret, naming it', () => {
    expect(() => webhookSecret({ STRIPE_WEBHOOK_SECRET: 'sk_test_1' })).toThrow(
      /^STRIPE_WEBHOOK_SECRET is set but invalid: it must be a key starting with whsec_/,
    )
  })
})
