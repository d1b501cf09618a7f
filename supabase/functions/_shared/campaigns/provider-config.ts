import { optionalSecret, secretRules, type Env } from '../env.ts'

export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1'
const DEFAULT_TIMEOUT_MS = 120_000

export type ProviderConfig = {
  apiKey: string | undefined
  baseUrl: string
  model: string
  timeoutMs: number
}

/**
 * The OpenAI-compatible provider from the function secrets, or what is missing. A key is needed
 * for OpenAI's own API; a self-hosted endpoint (Ollama, vLLM) may not want one. A secret that is
 * set but invalid (AI_BASE_URL not a URL, AI_TIMEOUT_MS not a positive whole number) throws,
 * naming it.
 */
export function providerConfig(
  env: Env,
): { ok: true; config: ProviderConfig } | { ok: false; problem: string } {
  const AI_API_KEY = env.AI_API_KEY?.trim()
  const AI_BASE_URL = optionalSecret(env, 'AI_BASE_URL', secretRules.httpUrl)
  const AI_MODEL = env.AI_MODEL?.trim()
  const AI_TIMEOUT_MS = optionalSecret(env, 'AI_TIMEOUT_MS', secretRules.positiveInteger)
  const missing = [
    ...(!AI_API_KEY && !AI_BASE_URL ? ['AI_API_KEY'] : []),
    ...(!AI_MODEL ? ['AI_MODEL'] : []),
  ]
  if (missing.length > 0 || !AI_MODEL) {
    return {
      ok: false,
      problem: `No AI provider configured: set ${missing.join(' and ')} in the edge function secrets (AI_BASE_URL too for a provider other than OpenAI)`,
    }
  }
  return {
    ok: true,
    config: {
      apiKey: AI_API_KEY || undefined,
      baseUrl: (AI_BASE_URL || DEFAULT_AI_BASE_URL).replace(/\/+$/, ''),
      model: AI_MODEL,
      timeoutMs: AI_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    },
  }
}
