// The receiver's signing secret: a public, local-only value like the payments sandbox's keys.
export const RECEIVER_SECRET = `whsec_${Buffer.from('local-credits-webhook-receiver!!').toString('base64')}`

/**
 * What the functions host adds to the project secrets so that the credits hand-off goes to the
 * stand-in receiver (as mailCatcherEnv points email at the catcher). A developer who sets
 * CREDITS_WEBHOOK_URL in supabase/functions/.env hands off to that app instead.
 */
export function webhookReceiverEnv(
  stackUrl: string,
  secrets: Record<string, string>,
): Record<string, string> {
  if (secrets.CREDITS_WEBHOOK_URL) return {}
  return {
    CREDITS_WEBHOOK_URL: `${stackUrl}/webhooks/credits`,
    CREDITS_WEBHOOK_SECRET: RECEIVER_SECRET,
  }
}
