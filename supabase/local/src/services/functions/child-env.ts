import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { StackContext } from '../../stack-context.ts'
import { mailCatcherEnv } from '../mail/keys.ts'
import { paymentsSandboxEnv } from '../payments-sandbox/keys.ts'
import { parseDotenv } from './dotenv.ts'
import { localSiteEnv } from './site-env.ts'
import { webhookReceiverEnv } from '../webhook-receiver/keys.ts'

async function projectSecrets(functionsDir: string): Promise<Record<string, string>> {
  try {
    return parseDotenv(await readFile(path.join(functionsDir, '.env'), 'utf8'))
  } catch {
    return {}
  }
}

/**
 * What a function sees in Deno.env: the project secrets of functionsDir/.env and the
 * SUPABASE_* variables, which win like the CLI's (it refuses secrets named SUPABASE_*), plus
 * the payments sandbox's Stripe settings when no STRIPE_SECRET_KEY is set, the mail catcher's
 * email API settings when no EMAIL_API_KEY is set, the stand-in webhook receiver as the credits
 * hand-off's target when no CREDITS_WEBHOOK_URL is set, and the local dev and
 * preview origins as SITE_URL / SITE_URL_ALLOWLIST when no SITE_URL is set. extraSecrets (the
 * stack's `functionSecrets` option, like `supabase secrets set`) beat .env.
 * Nothing else of the stack's own environment leaks in.
 */
export async function functionEnv(
  ctx: StackContext,
  functionsDir: string,
  extraSecrets: Record<string, string> = {},
): Promise<Record<string, string>> {
  const dbUrl = ctx.db.kind === 'postgres' ? process.env.DATABASE_URL : undefined
  const secrets = await projectSecrets(functionsDir)
  return {
    ...secrets,
    ...paymentsSandboxEnv(ctx.url, secrets),
    ...mailCatcherEnv(ctx.url, { ...secrets, ...extraSecrets }),
    ...localSiteEnv({ ...secrets, ...extraSecrets }),
    ...webhookReceiverEnv(ctx.url, { ...secrets, ...extraSecrets }),
    ...extraSecrets,
    SUPABASE_URL: ctx.url,
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    // Hosted's shape (CLI functions/serve/templates/main.ts and serve.go): JSON objects of the
    // project's keys by name, and the public JWKS the function can verify sessions with.
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: ctx.keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: ctx.keys.secretKey }),
    SUPABASE_JWKS: JSON.stringify(ctx.keys.jwks),
    ...(dbUrl ? { SUPABASE_DB_URL: dbUrl } : {}),
  }
}
