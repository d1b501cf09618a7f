import { pgrst } from './errors.ts'
import { parseFilter, parseLogic, type Condition } from './parse-filter.ts'
import {
  parseColumnList,
  parseOrder,
  parseSelect,
  type OrderTerm,
  type SelectItem,
} from './parse-select.ts'
import { fieldName } from './split.ts'

/** PostgREST's db-max-rows as the Supabase CLI configures it. */
export const MAX_ROWS = 1000

export interface QueryPlan {
  select: SelectItem[]
  conditions: Condition[]
  order: OrderTerm[]
  /** Rows to skip and to return after Range, limit/offset and MAX_ROWS are combined. */
  offset: number
  limit: number | undefined
  columns: string[] | undefined
  onConflict: string[] | undefined
  /** rpc GET: the query parameters that name function arguments. */
  args: Record<string, string>
}

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset'])
const LOGIC = new Set(['or', 'and', 'not.or', 'not.and'])

function nonNegative(raw: string, param: string): number {
  if (!/^\d+$/.test(raw)) {
    throw pgrst.parse(
      `"failed to parse ${param} parameter (${raw})" (line 1, column 1)`,
      'unexpected input expecting digit',
    )
  }
  return Number(raw)
}

/** `Range: 0-9` (items); undefined when absent or not a range of items. */
export function parseRangeHeader(
  header: string | undefined,
): { from: number; to: number | undefined } | undefined {
  const m = header === undefined ? null : /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header)
  if (!m?.[1]) return undefined
  const from = Number(m[1])
  const to = m[2] ? Number(m[2]) : undefined
  if (to !== undefined && to < from)
    throw pgrst.range(
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    )
  return { from, to }
}

/** Reads the query string (already form-decoded: `+` is a space) into a plan. */
export function parseQuery(
  params: URLSearchParams,
  options: { range?: string; isArg?: (name: string) => boolean; maxRows?: number } = {},
): QueryPlan {
  const plan: QueryPlan = {
    select: parseSelect(params.get('select')),
    conditions: [],
    order: [],
    offset: 0,
    limit: undefined,
    columns: undefined,
    onConflict: undefined,
    args: {},
  }
  let limit: number | undefined
  for (const [key, value] of params) {
    if (key === 'order') plan.order.push(...parseOrder(value))
    else if (key === 'limit') limit = nonNegative(value, 'limit')
    else if (key === 'offset') plan.offset = nonNegative(value, 'offset')
    else if (key === 'columns') plan.columns = parseColumnList(value, 'columns')
    else if (key === 'on_conflict') plan.onConflict = parseColumnList(value, 'on_conflict')
    else if (RESERVED.has(key)) continue
    else if (LOGIC.has(key)) plan.conditions.push(parseLogic(key, value))
    else if (options.isArg?.(key)) plan.args[key] = value
    else plan.conditions.push(parseFilter(fieldName(key), value))
  }
  // limit/offset and the Range header are intersected, then capped at db-max-rows.
  let upper = limit === undefined ? undefined : plan.offset + limit - 1
  const range = parseRangeHeader(options.range)
  if (range) {
    plan.offset = Math.max(plan.offset, range.from)
    if (range.to !== undefined) upper = upper === undefined ? range.to : Math.min(upper, range.to)
  }
  const maxRows = options.maxRows ?? MAX_ROWS
  const count = upper === undefined ? maxRows : Math.max(0, upper - plan.offset + 1)
  plan.limit = Math.min(count, maxRows)
  return plan
}
