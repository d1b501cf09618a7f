import Stripe from 'stripe'

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * The stripe package's own async verification of `Stripe-Signature` (`t=…,v1=…`, HMAC-SHA256
 * of `t.payload`), with the Web Crypto provider that edge runtimes (and Node 20) have.
 */
export function createEventVerifier(secret: string) {
  const cryptoProvider = Stripe.createSubtleCryptoProvider()
  return (payload: string, signature: string): Promise<unknown> =>
    Stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      cryptoProvider,
    )
}
