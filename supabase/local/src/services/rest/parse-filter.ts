import { pgrst } from './errors.ts'
import { fieldName, splitTopLevel, unquote } from './split.ts'

/** The operators that take an any/all modifier: `eq(any).{a,b}`. */
const QUANTIFIABLE_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
] as const
export const OPERATORS = [
  ...QUANTIFIABLE_OPS,
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const
export type Operator = (typeof OPERATORS)[number]

const QUANTIFIABLE = new Set<Operator>(QUANTIFIABLE_OPS)
const FTS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts'])
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const

export interface Filter {
  kind: 'filter'
  column: string
  negate: boolean
  op: Operator
  value: string
  /** The values of in.(...) */
  list: string[]
  /** fts(english) */
  language?: string
  /** eq(any).{a,b} */
  quantifier?: 'any' | 'all'
}

export interface Logic {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = Filter | Logic

const isOperator = (name: string): name is Operator => OPERATORS.some((op) => op === name)

function filterError(text: string): Error {
  const afterNot = text.startsWith('not.') ? text.slice(4) : text
  // Parsec reads "not" greedily, so "noop" fails at its second letter.
  let at = 0
  while (at < 3 && afterNot[at] === 'not'[at]) at++
  const unexpected = afterNot[at] === undefined ? 'end of input' : `"${afterNot[at]}"`
  return pgrst.parse(
    `"failed to parse filter (${text})" (line 1, column 1)`,
    `unexpected ${unexpected} expecting "not" or operator (eq, gt, ...)`,
  )
}

function parseList(text: string, whole: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw filterError(whole)
  const inner = text.slice(1, -1)
  if (inner === '') return []
  const items = splitTopLevel(inner)
  if (!items) throw filterError(whole)
  return items.map(unquote)
}

/** `[not.]op[(modifier)].value`, the right-hand side of `col=...` */
export function parseFilter(column: string, text: string, inLogicTree = false): Filter {
  let rest = text
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest)
  const opName = m?.[1] ?? ''
  if (!m || !isOperator(opName)) throw filterError(text)
  const modifier = m[2]
  const raw = m[3] ?? ''
  const filter: Filter = { kind: 'filter', column, negate, op: opName, value: raw, list: [] }
  if (modifier !== undefined) {
    if (FTS.has(opName)) filter.language = modifier
    else if (QUANTIFIABLE.has(opName) && (modifier === 'any' || modifier === 'all'))
      filter.quantifier = modifier
    else throw filterError(text)
  }
  if (opName === 'in') filter.list = parseList(raw, text)
  else if (opName === 'is') {
    const value = raw.toLowerCase()
    if (!IS_VALUES.some((v) => v === value)) {
      throw pgrst.parse(
        `"failed to parse filter (${text})" (line 1, column ${text.length - raw.length + 1})`,
        `unexpected "${raw[0] ?? ''}" expecting null or trilean value (unknown, true, false)`,
      )
    }
    filter.value = value
  } else if (inLogicTree) filter.value = unquote(raw)
  if (filter.quantifier && !/^\{.*\}$/s.test(filter.value)) throw filterError(text)
  return filter
}

function logicError(text: string): Error {
  return pgrst.parse(
    `"failed to parse logic tree (${text})" (line 1, column 1)`,
    'unexpected end of input expecting "(" or field name',
  )
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: key is `or`, `and`, `not.or` or `not.and`. */
export function parseLogic(key: string, text: string): Logic {
  const negate = key.startsWith('not.')
  const op = negate ? key.slice(4) : key
  if (op !== 'and' && op !== 'or') throw logicError(text)
  return { kind: 'logic', op, negate, children: parseLogicItems(text, text) }
}

function parseLogicItems(group: string, whole: string): Condition[] {
  if (!group.startsWith('(') || !group.endsWith(')')) throw logicError(whole)
  const items = splitTopLevel(group.slice(1, -1))
  if (!items || items.length === 0) throw logicError(whole)
  return items.map((item) => parseLogicItem(item.trim(), whole))
}

function parseLogicItem(item: string, whole: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
  if (nested?.[2] === 'and' || nested?.[2] === 'or') {
    return {
      kind: 'logic',
      op: nested[2],
      negate: nested[1] !== undefined,
      children: parseLogicItems(nested[3] ?? '', whole),
    }
  }
  const col = /^("(?:[^"\\]|\\.)*"|[^.]+)\.([\s\S]*)$/.exec(item)
  if (!col?.[1]) throw logicError(whole)
  return parseFilter(fieldName(col[1]), col[2] ?? '', true)
}
