import type { Condition, Filter } from './parse-filter.ts'

/** Collects values as $n parameters: no value is ever spliced into SQL text. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Turns a column name into a checked, quoted SQL reference (throws for unknown columns). */
export type ColumnRef = (column: string) => string

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
}
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

/** A Postgres array literal whose elements are always quoted, so commas and braces are data. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`
}

function filterSql(f: Filter, ref: ColumnRef, params: Params): string {
  const col = ref(f.column)
  const likeValue = (v: string) =>
    f.op === 'like' || f.op === 'ilike' ? v.replaceAll('*', '%') : v
  switch (f.op) {
    case 'is':
      return `${col} is ${f.value === 'not_null' ? 'not null' : f.value}`
    case 'isdistinct':
      return `${col} is distinct from ${params.add(f.value)}`
    case 'in':
      return `${col} = any(${params.add(arrayLiteral(f.list))})`
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const language = f.language === undefined ? '' : `${params.add(f.language)}::regconfig, `
      return `${col} @@ ${TSQUERY[f.op]}(${language}${params.add(f.value)})`
    }
    default: {
      const op = COMPARE[f.op]
      if (f.quantifier) return `${col} ${op} ${f.quantifier}(${params.add(likeValue(f.value))})`
      return `${col} ${op} ${params.add(likeValue(f.value))}`
    }
  }
}

export function conditionSql(c: Condition, ref: ColumnRef, params: Params): string {
  const sql =
    c.kind === 'filter'
      ? filterSql(c, ref, params)
      : `(${c.children.map((child) => conditionSql(child, ref, params)).join(c.op === 'and' ? ' and ' : ' or ')})`
  return c.negate ? `not (${sql})` : sql
}

export function whereSql(conditions: Condition[], ref: ColumnRef, params: Params): string {
  if (conditions.length === 0) return ''
  return ` where ${conditions.map((c) => conditionSql(c, ref, params)).join(' and ')}`
}
