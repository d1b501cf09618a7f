import type { Filter } from '../rest/parse-filter.ts'

// Filter values are text; like Postgres, compare them as the column's type (pg_type.typname).
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const TIMES = new Set(['timestamptz', 'timestamp', 'date'])
const TRUE = new Set(['t', 'true', 'y', 'yes', 'on', '1'])
const FALSE = new Set(['f', 'false', 'n', 'no', 'off', '0'])

type Scalar = number | string | boolean

function parseBool(text: string): boolean | null {
  const lower = text.trim().toLowerCase()
  if (TRUE.has(lower)) return true
  return FALSE.has(lower) ? false : null
}

function parseTime(text: string, type: string): number | null {
  let iso = text
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00')
  // A value without an offset is read in the database time zone, which is UTC.
  if (type !== 'date' && !/(Z|[+-]\d\d:?\d\d)$/i.test(iso)) iso += 'Z'
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? null : ms
}

function comparable(value: unknown, type: string): Scalar | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return JSON.stringify(value)
  if (typeof value !== 'string') {
    return typeof value === 'number' || typeof value === 'boolean' ? value : null
  }
  if (NUMERIC.has(type)) {
    const n = Number(value)
    return value.trim() === '' || Number.isNaN(n) ? null : n
  }
  if (type === 'bool') return parseBool(value)
  if (TIMES.has(type)) return parseTime(value, type)
  return type === 'uuid' ? value.toLowerCase() : value
}

function compare(left: unknown, right: string, type: string): number | null {
  const a = comparable(left, type)
  const b = comparable(right, type)
  if (a === null || b === null || typeof a !== typeof b) return null
  return a < b ? -1 : a > b ? 1 : 0
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i)
    if (ch === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern.charAt(++i))
    else if (ch === '%') source += '.*'
    else if (ch === '_') source += '.'
    else source += escapeRegExp(ch)
  }
  return new RegExp(`^${source}$`, `s${flags}`)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const patterns = new WeakMap<Filter, RegExp | null>()

function compilePattern({ op, value }: Filter): RegExp | null {
  if (op === 'like' || op === 'ilike') return likeToRegExp(value, op === 'ilike' ? 'i' : '')
  try {
    return new RegExp(value, op === 'imatch' ? 'i' : '')
  } catch {
    return null
  }
}

/**
 * The RegExp of a like/ilike/match/imatch filter, compiled once per binding; null when a
 * match pattern is not a valid RegExp. Undefined for the other operators.
 */
export function patternOf(filter: Filter): RegExp | null | undefined {
  if (!['like', 'ilike', 'match', 'imatch'].includes(filter.op)) return undefined
  if (!patterns.has(filter)) patterns.set(filter, compilePattern(filter))
  return patterns.get(filter)
}

/** Three-valued like SQL: null when the row value is NULL or not comparable. */
function evaluate(condition: Filter, value: unknown, type: string): boolean | null {
  switch (condition.op) {
    case 'is':
      if (condition.value === 'true') return value === true
      if (condition.value === 'false') return value === false
      return value === null
    case 'isdistinct':
      return value === null || compare(value, condition.value, type) !== 0
    default:
      if (value === null) return null
  }
  switch (condition.op) {
    case 'in':
      return condition.list.some((item) => compare(value, item, type) === 0)
  }
  const pattern = patternOf(condition)
  if (pattern) return pattern.test(typeof value === 'string' ? value : JSON.stringify(value))
  const order = compare(value, condition.value, type)
  if (order === null) return null
  switch (condition.op) {
    case 'eq':
      return order === 0
    case 'neq':
      return order !== 0
    case 'lt':
      return order < 0
    case 'lte':
      return order <= 0
    case 'gt':
      return order > 0
    case 'gte':
      return order >= 0
    default:
      return null
  }
}

/** True when the row passes every condition; `types` maps column names to typnames. */
export function matchesFilter(
  conditions: Filter[],
  row: Record<string, unknown> | null,
  types: ReadonlyMap<string, string>,
): boolean {
  return conditions.every((condition) => {
    const value = row?.[condition.column] ?? null
    const result = evaluate(condition, value, types.get(condition.column) ?? 'text')
    return result !== null && result !== condition.negate
  })
}
