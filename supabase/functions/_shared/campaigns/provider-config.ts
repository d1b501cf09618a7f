import { z } from 'zod'

export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1'
const DEFAULT_TIMEOUT_MS = 120_000

export type ProviderConfig = {
  apiKey: string | undefined
  baseUrl: string
  model: string
  timeoutMs: number
}

const envSchema = z.object({
  AI_API_KEY: z.string().trim().optional(),
  AI_BASE_URL: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
})

/**
 * The OpenAI-compatible provider from the function secrets, or what is missing. A key is needed
 * for OpenAI's own API; a self-hosted endpoint (Ollama, vLLM) may not want one.
 */
export function providerConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: ProviderConfig } | { ok: false; problem: string } {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success)
    return { ok: false, problem: 'AI_TIMEOUT_MS must be a positive number of milliseconds' }
  const { AI_API_KEY, AI_BASE_URL, AI_MODEL, AI_TIMEOUT_MS } = parsed.data
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
  if (AI_BASE_URL && !URL.canParse(AI_BASE_URL)) {
    return { ok: false, problem: 'AI_BASE_URL must be a URL such as https://api.openai.com/v1' }
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
