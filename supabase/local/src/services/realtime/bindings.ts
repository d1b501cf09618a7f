import { z } from 'zod'
import type { Filter } from '../rest/parse-filter.ts'
import { parseFilter, type ParsedFilter } from './filter-parse.ts'

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE'

const bindingSchema = z.looseObject({
  event: z.string(),
  schema: z.string(),
  table: z.string().nullish(),
  filter: z.string().nullish(),
})
type RequestedBinding = z.infer<typeof bindingSchema>

export type Binding = {
  id: number
  /** What the client sent, echoed back verbatim in the join reply. */
  echo: { event: string; schema: string; table?: string | null; filter?: string | null }
  event: ChangeType | '*'
  schema: string
  table: string | null
  conditions: Filter[]
}

type ParsedBindings = { ok: true; bindings: Binding[] } | { ok: false; reason: string }

const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'] as const
const isEvent = (value: string): value is Binding['event'] => EVENTS.some((e) => e === value)

/** Deterministic 32-bit FNV-1a of the binding, never 0 (the client ignores falsy ids). */
export function bindingId(echo: Binding['echo']): number {
  const text = JSON.stringify([echo.event, echo.schema, echo.table ?? null, echo.filter ?? null])
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash === 0 ? 1 : hash
}

function toBinding(requested: RequestedBinding): Binding | string {
  const { event, schema, table, filter } = requested
  const upper = event.toUpperCase()
  if (!isEvent(upper)) return `Invalid postgres_changes event: ${event}`
  const parsed: ParsedFilter = filter ? parseFilter(filter) : { ok: true, conditions: [] }
  if (!parsed.ok) return parsed.reason
  const echo: Binding['echo'] = { event, schema }
  if (table !== undefined) echo.table = table
  if (filter !== undefined) echo.filter = filter
  return {
    id: bindingId(echo),
    echo,
    event: upper,
    schema,
    table: table && table !== '*' ? table : null,
    conditions: parsed.conditions,
  }
}

/** Reads `config.postgres_changes` of a phx_join payload. */
export function parseBindings(config: unknown): ParsedBindings {
  const parsed = z
    .looseObject({ postgres_changes: z.array(bindingSchema).nullish() })
    .nullish()
    .safeParse(config)
  if (!parsed.success) return { ok: false, reason: 'Invalid postgres_changes config' }
  const bindings: Binding[] = []
  for (const requested of parsed.data?.postgres_changes ?? []) {
    const binding = toBinding(requested)
    if (typeof binding === 'string') return { ok: false, reason: binding }
    bindings.push(binding)
  }
  return { ok: true, bindings }
}

/** The join reply's postgres_changes: each binding in request order, plus its id. */
export const echoBindings = (bindings: Binding[]) => bindings.map((b) => ({ ...b.echo, id: b.id }))

export function bindingMatches(
  binding: Binding,
  schema: string,
  table: string,
  type: ChangeType,
): boolean {
  return (
    (binding.event === '*' || binding.event === type) &&
    (binding.schema === '*' || binding.schema === schema) &&
    (binding.table === null || binding.table === table)
  )
}
