import { z } from 'zod'
import { ARTICLE_JSON_SCHEMA, articleSchema, countWords, type Article } from './article.ts'
import { GenerationError, parseRetryAfter } from './generation-error.ts'
import { MIN_LENGTH_RATIO, targetWords } from '../domain/campaigns/post-length.ts'
import type { ProviderConfig } from './provider-config.ts'

export type ArticleRequest = {
  campaignName: string
  keyword: string
  postLength: string
  /** Titles of existing posts the new one must not repeat. */
  avoidTitles: string[]
}

/** The provider's token counts for one request (zero when it reports none). */
export type TokenUsage = { promptTokens: number; completionTokens: number }

export const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0 }

/** The article and what writing it cost. */
export type WrittenArticle = { article: Article; usage: TokenUsage }

export type ArticleWriter = {
  model: string
  /** Names the prompt below; change it whenever the prompt or the schema changes. */
  promptVersion: string
  write(request: ArticleRequest): Promise<WrittenArticle>
}

/**
 * The version of the prompt below (system and user text together, and the schema). Bump it with
 * any change to either; the draft's first revision records it beside the model.
 */
export const PROMPT_VERSION = 'article-v2'

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
  // The OpenAI-compatible usage block; a provider that omits it costs nothing we can see.
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative().catch(0),
      completion_tokens: z.number().int().nonnegative().catch(0),
    })
    .nullish()
    .catch(null),
})

const SYSTEM_PROMPT =
  'You are an SEO content writer for the blog of a B2B marketing and visitor-identification platform. ' +
  'Write original, accurate and genuinely useful articles in clear US English, with a logical heading structure. ' +
  'Reply with the JSON object the response schema describes and nothing else.'

export function articlePrompt(request: ArticleRequest): string {
  const words = targetWords(request.postLength)
  const avoid = request.avoidTitles.length
    ? `\nDo not reuse or closely paraphrase any of these existing titles:\n${request.avoidTitles.map((t) => `- ${t}`).join('\n')}`
    : ''
  return (
    `Write a blog article of about ${words} words built around the keyword "${request.keyword}" ` +
    `for the campaign "${request.campaignName}". Use the keyword in the title, the first paragraph ` +
    `and at least one h2 heading.${avoid}`
  )
}

async function readError(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(text)
    const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(body)
    if (parsed.success) return parsed.data.error.message
  } catch {
    // not JSON: the raw text below
  }
  return text.slice(0, 200) || response.statusText
}

/** One code path for OpenAI, OpenRouter, Ollama or vLLM: the chat-completions API. */
export function createOpenAiWriter(
  config: ProviderConfig,
  options: { fetch?: typeof fetch; now?: () => Date } = {},
): ArticleWriter {
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? (() => new Date())

  async function call(request: ArticleRequest): Promise<Response> {
    try {
      return await fetchImpl(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: articlePrompt(request) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'blog_article', strict: true, schema: ARTICLE_JSON_SCHEMA },
          },
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new GenerationError(
        timedOut
          ? `AI provider did not answer within ${config.timeoutMs / 1000} s`
          : `AI provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        { retryable: true },
      )
    }
  }

  async function readCompletion(
    response: Response,
  ): Promise<{ content: unknown; usage: TokenUsage }> {
    if (response.status === 429) {
      throw new GenerationError(`AI provider rate limit (429): ${await readError(response)}`, {
        retryable: true,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
      })
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 408
      throw new GenerationError(
        `AI provider error (${response.status}): ${await readError(response)}`,
        { retryable, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()) },
      )
    }
    let text: string
    try {
      text = await response.text()
    } catch {
      throw new GenerationError(
        `AI provider did not finish its answer within ${config.timeoutMs / 1000} s`,
        { retryable: true },
      )
    }
    const completion = completionSchema.safeParse(safeJson(text))
    const message = completion.success ? completion.data.choices[0]?.message : undefined
    const reported = completion.success ? completion.data.usage : null
    const usage = reported
      ? { promptTokens: reported.prompt_tokens, completionTokens: reported.completion_tokens }
      : NO_USAGE
    if (message?.refusal) {
      throw new GenerationError(`AI provider refused: ${message.refusal}`, {
        retryable: false,
        usage,
      })
    }
    const content = message?.content ? safeJson(message.content) : undefined
    if (content === undefined) {
      throw new GenerationError('AI provider returned malformed JSON', { retryable: true, usage })
    }
    return { content, usage }
  }

  return {
    model: config.model,
    promptVersion: PROMPT_VERSION,
    async write(request) {
      const { content, usage } = await readCompletion(await call(request))
      const article = articleSchema.safeParse(content)
      if (!article.success) {
        const fields = [...new Set(article.error.issues.map((issue) => issue.path.join('.')))]
        throw new GenerationError(
          `AI provider's article did not match the schema (${fields.join(', ')})`,
          { retryable: true, usage },
        )
      }
      const words = countWords(article.data.content_html)
      const needed = Math.ceil(targetWords(request.postLength) * MIN_LENGTH_RATIO)
      if (words < needed) {
        throw new GenerationError(
          `Article too short: ${words} words, at least ${needed} needed for a ${request.postLength} post`,
          { retryable: true, usage },
        )
      }
      return { article: article.data, usage }
    },
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
