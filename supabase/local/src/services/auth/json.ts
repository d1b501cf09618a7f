import type { Context } from 'hono'
import { authError } from './errors.ts'
import { isRecord } from './users.ts'

/** The JSON object body of an auth request; an empty body is an empty object. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    throw authError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${err instanceof Error ? err.message : 'invalid'}`,
    )
  }
  if (!isRecord(parsed))
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  return parsed
}
