import { sanitizeBlogHtml } from '../domain/blog-html/sanitize-blog-html.ts'
import { serviceClient } from '../service-client.ts'
import type { EngineDeps } from './engine-deps.ts'
import { createOpenAiWriter } from './openai-writer.ts'
import { providerConfig } from './provider-config.ts'

/** The engine's real dependencies from a function's environment (missing secrets fail here). */
export function engineFromEnv(env: Record<string, string | undefined>): EngineDeps {
  const provider = providerConfig(env)
  return {
    db: serviceClient(env),
    writer: provider.ok ? createOpenAiWriter(provider.config) : { problem: provider.problem },
    sanitize: sanitizeBlogHtml,
    now: () => new Date(),
  }
}
