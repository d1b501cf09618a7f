import Stripe from 'stripe'
import { optionalSecret, secretRules, type Env } from './env.ts'

/** STRIPE_SECRET_KEY (sk_ or a restricted rk_), or undefined: payments are not configured. */
export const stripeSecretKey = (env: Env): string | undefined =>
  optionalSecret(env, 'STRIPE_SECRET_KEY', secretRules.key(['sk_', 'rk_']))

/** Only the local stack sets STRIPE_API_BASE: its payments sandbox speaks Stripe's API. */
export const stripeApiBase = (env: Env): string | undefined =>
  optionalSecret(env, 'STRIPE_API_BASE', secretRules.httpUrl)

/** The stripe package's client, pointed at the sandbox when STRIPE_API_BASE is set. */
export function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? '443' : '80'),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  })
}
