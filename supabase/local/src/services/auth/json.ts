import type { Context } from 'hono'
import type { z } from 'zod'
import { authError } from './errors.ts'

const badJson = (reason: string) =>
  authError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`)

/** The JSON object body of an auth request, read with `schema`; an empty body is `{}`. */
export async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const text = await c.req.text()
  let parsed: unknown = {}
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text)
    } catch (err) {
      throw badJson(err instanceof Error ? err.message : 'invalid')
    }
  }
  const result = schema.safeParse(parsed)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.join('.') ?? ''
  throw badJson(field === '' ? 'expected an object' : `${field}: ${issue?.message ?? 'invalid'}`)
}
