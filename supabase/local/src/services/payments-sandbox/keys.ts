// The sandbox's test credentials: public, local-only values like the stack's demo JWT keys.
// A key that is not Stripe's own format cannot be mistaken for, or work against, Stripe.
export const SANDBOX_SECRET_KEY = 'sk_test_local_payments_sandbox'
export const SANDBOX_WEBHOOK_SECRET = 'whsec_local_payments_sandbox'

/**
 * What the functions host adds to the project secrets so that create-credit-payment's stripe
 * client talks to the sandbox and stripe-webhook trusts its signatures. A developer who puts a
 * real STRIPE_SECRET_KEY in supabase/functions/.env gets Stripe's test mode instead.
 */
export function paymentsSandboxEnv(
  stackUrl: string,
  secrets: Record<string, string>,
): Record<string, string> {
  if (secrets.STRIPE_SECRET_KEY) return {}
  return {
    STRIPE_SECRET_KEY: SANDBOX_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
    STRIPE_API_BASE: stackUrl,
  }
}
