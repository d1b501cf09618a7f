import { z } from 'zod'
import { pgrst } from './errors.ts'

/** A JSON object: one row to write, or the named arguments of an rpc call. */
export const rowBody = z.record(z.string(), z.unknown())
/** POST /table: one row or an array of rows. */
export const rowsBody = z.union([rowBody.transform((row) => [row]), z.array(rowBody)])

/** The parsed JSON body read with `schema`; PGRST102 with PostgREST's message when it fails. */
export function readBody<T>(schema: z.ZodType<T>, body: unknown, message?: string): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw pgrst.invalidBody(message)
  return parsed.data
}
