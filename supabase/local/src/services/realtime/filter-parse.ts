import { WireError } from '../../gateway/wire-error.ts'
import { parseFilter as parseRestFilter, type Filter } from '../rest/parse-filter.ts'
import { fieldName, splitTopLevel } from '../rest/split.ts'
import { patternOf } from './filter-match.ts'

// A binding filter is PostgREST's filter grammar (rest/parse-filter.ts): `col=op.value`,
// several joined by top-level commas (AND), as realtime-js builds them. Realtime evaluates a
// subset of PostgREST's operators on each change (filter-match.ts).
const OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'isdistinct',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
] as const

export type ParsedFilter = { ok: true; conditions: Filter[] } | { ok: false; reason: string }

const STARTS_CONDITION = new RegExp(`^[^=]+=(not\\.)?(${OPERATORS.join('|')})\\.`)

function isAllowed(filter: Filter): boolean {
  if (!OPERATORS.some((op) => op === filter.op) || filter.quantifier || filter.language) {
    return false
  }
  if (filter.op === 'is') return filter.value !== 'not_null'
  return patternOf(filter) !== null
}

function toCondition(raw: string): Filter | null {
  const eq = raw.indexOf('=')
  if (eq < 1) return null
  try {
    const filter = parseRestFilter(fieldName(raw.slice(0, eq)), raw.slice(eq + 1), true)
    return isAllowed(filter) ? filter : null
  } catch (err) {
    if (err instanceof WireError) return null
    throw err
  }
}

export function parseFilter(filter: string): ParsedFilter {
  const error: ParsedFilter = { ok: false, reason: `Error parsing \`filter\` params: ${filter}` }
  // Legacy single filters may hold unquoted commas or brackets (`title=eq.a, b(`): a segment
  // that does not start a new condition belongs to the previous value.
  const raws: string[] = []
  for (const segment of splitTopLevel(filter) ?? [filter]) {
    const last = raws.length - 1
    if (STARTS_CONDITION.test(segment.trimStart()) || last < 0) raws.push(segment.trimStart())
    else raws[last] += `,${segment}`
  }
  const conditions: Filter[] = []
  for (const raw of raws) {
    const condition = toCondition(raw)
    if (!condition) return error
    conditions.push(condition)
  }
  return { ok: true, conditions }
}
