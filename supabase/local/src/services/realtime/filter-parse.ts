// Binding filters as realtime-js builds them: `col=op.value`, several joined by top-level commas
// (AND), an optional `not.` prefix, and double-quoted values for reserved characters.

const COMPARISONS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'isdistinct'] as const
const PATTERNS = ['like', 'ilike', 'match', 'imatch'] as const
const IS_VALUES = ['null', 'true', 'false', 'unknown'] as const

type Comparison = (typeof COMPARISONS)[number]
type PatternOp = (typeof PATTERNS)[number]
type IsValue = (typeof IS_VALUES)[number]

type Base = { column: string; negate: boolean }
export type Condition = Base &
  (
    | { op: Comparison; value: string }
    | { op: 'in'; values: string[] }
    | { op: 'is'; value: IsValue }
    | { op: PatternOp; pattern: RegExp }
  )

export type ParsedFilter = { ok: true; conditions: Condition[] } | { ok: false; reason: string }

const OPS = [...COMPARISONS, ...PATTERNS, 'in', 'is'].join('|')
const CONDITION = new RegExp(`^([^=]+)=(not\\.)?(${OPS})\\.(.*)$`, 's')

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  list.some((item) => item === value)

/** Splits on commas outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted && ch === '\\') i++
    else if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth--
    else if (!quoted && depth === 0 && ch === ',') {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value
  return value.slice(1, -1).replace(/\\(.)/gs, '$1')
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

function toCondition(column: string, negate: boolean, op: string, raw: string): Condition | null {
  const base = { column, negate }
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) return null
    return { ...base, op, values: splitTopLevel(raw.slice(1, -1)).map((v) => unquote(v.trim())) }
  }
  const value = unquote(raw)
  if (op === 'is') return isOneOf(IS_VALUES, value) ? { ...base, op, value } : null
  if (isOneOf(COMPARISONS, op)) return { ...base, op, value }
  if (op === 'like' || op === 'ilike') {
    return { ...base, op, pattern: likeToRegExp(value, op === 'ilike' ? 'i' : '') }
  }
  if (op === 'match' || op === 'imatch') {
    try {
      return { ...base, op, pattern: new RegExp(value, op === 'imatch' ? 'i' : '') }
    } catch {
      return null
    }
  }
  return null
}

export function parseFilter(filter: string): ParsedFilter {
  const error: ParsedFilter = { ok: false, reason: `Error parsing \`filter\` params: ${filter}` }
  // Legacy single filters may hold unquoted commas (`title=eq.a, b`): a segment that does not
  // start a new condition belongs to the previous value.
  const raws: string[] = []
  for (const segment of splitTopLevel(filter)) {
    const last = raws.length - 1
    if (CONDITION.test(segment.trimStart()) || last < 0) raws.push(segment.trimStart())
    else raws[last] += `,${segment}`
  }
  const conditions: Condition[] = []
  for (const raw of raws) {
    const match = CONDITION.exec(raw)
    const condition =
      match && toCondition(match[1] ?? '', !!match[2], match[3] ?? '', match[4] ?? '')
    if (!condition) return error
    conditions.push(condition)
  }
  return { ok: true, conditions }
}
