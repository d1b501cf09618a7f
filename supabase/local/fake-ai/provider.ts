// A small OpenAI-compatible chat-completions server for tests and the browser-test stack. It
// records every request and answers from a queue of scripted replies, else with a good article
// built from the prompt (the requested keyword and length).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'

export type RecordedRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

export type FakeReply =
  { status: number; headers?: Record<string, string>; body: string } | { hang: true }

let articleSeq = 0

/** The keyword and word count the writer's prompt asks for. */
export function promptOf(body: unknown): { keyword: string; words: number } {
  const text = JSON.stringify(body)
  const keyword = /keyword \\"([^\\]+)\\"/.exec(text)?.[1] ?? 'marketing'
  const words = Number(/about (\d+) words/.exec(text)?.[1] ?? 500)
  return { keyword, words }
}

/** A chat completion whose message content is `content` (a JSON string, or anything). */
export function completion(content: string, usage = fakeUsage(content)): FakeReply {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    }),
  }
}

/**
 * The usage block an OpenAI-compatible provider returns: a fixed prompt size and about four
 * characters a token for the answer, so tests can predict it.
 */
export function fakeUsage(content: string) {
  return { prompt_tokens: FAKE_PROMPT_TOKENS, completion_tokens: Math.ceil(content.length / 4) }
}

export const FAKE_PROMPT_TOKENS = 120

export function articleJson(keyword: string, words: number, title?: string): string {
  articleSeq += 1
  const sentence = `Teams that understand ${keyword} turn anonymous visits into conversations.`
  const perParagraph = 60
  const paragraphs = Math.ceil(words / perParagraph)
  const body = Array.from({ length: paragraphs }, (_, i) => {
    const text = Array.from({ length: perParagraph / 10 }, () => sentence).join(' ')
    return `${i % 3 === 0 ? `<h2>${keyword} in practice, part ${i / 3 + 1}</h2>` : ''}<p>${text}</p>`
  }).join('\n')
  return JSON.stringify({
    title:
      title ?? `${keyword[0]?.toUpperCase()}${keyword.slice(1)}: a practical guide ${articleSeq}`,
    seo_title: `${keyword} guide`,
    meta_description: `How ${keyword} helps B2B teams find and convert the visitors they already have.`,
    content_html: `${body}<script>alert(1)</script><p><a href="javascript:alert(1)">unsafe link</a></p>`,
  })
}

export const reply = {
  article: (keyword: string, words: number, title?: string) =>
    completion(articleJson(keyword, words, title)),
  rateLimited: (retryAfterSeconds: number): FakeReply => ({
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds), 'Content-Type': 'application/json' },
    body: JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit' } }),
  }),
  serverError: (): FakeReply => ({
    status: 500,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }),
  }),
  malformed: (): FakeReply => completion('{"title": "Half an article", "content_html": "<p>'),
  tooShort: (keyword: string) => completion(articleJson(keyword, 40)),
  hang: (): FakeReply => ({ hang: true }),
}

/** delayMs: how long each answer takes, like a real model (the browser test watches the wait). */
export async function startFakeAiProvider({
  delayMs = 0,
  port: listenPort = 0,
}: { delayMs?: number; port?: number } = {}) {
  const requests: RecordedRequest[] = []
  const queue: FakeReply[] = []
  const hanging = new Set<ServerResponse>()
  const send = (res: ServerResponse, answer: FakeReply) => {
    if ('hang' in answer) {
      hanging.add(res)
      return
    }
    res.writeHead(answer.status, answer.headers ?? {})
    res.end(answer.body)
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      let body: unknown = null
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = Buffer.concat(chunks).toString('utf8')
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      const { keyword, words } = promptOf(body)
      const answer = queue.shift() ?? reply.article(keyword, words)
      if (delayMs > 0) setTimeout(() => send(res, answer), delayMs)
      else send(res, answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('fake AI provider: no port')
  const { port } = address
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replies for the next requests, in order; afterwards good articles again. */
    enqueue: (...replies: FakeReply[]) => queue.push(...replies),
    async stop() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
