import { pgrst, restError } from './errors.ts'
import { fieldName, splitTopLevel } from './split.ts'

export type SelectItem =
  { kind: 'star' } | { kind: 'column'; column: string; alias?: string; cast?: string }

export interface OrderTerm {
  column: string
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

// Cast targets are emitted into SQL as written, so only plain type names pass.
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/
const FIELD = /^(?:"(?:[^"\\]|\\.)*"|[^:(),"]+)$/

function selectError(raw: string, detail: string): Error {
  return pgrst.parse(`"failed to parse select parameter (${raw})" (line 1, column 1)`, detail)
}

function parseItem(item: string, raw: string): SelectItem {
  if (item === '*') return { kind: 'star' }
  if (item.includes('(')) {
    const name = item.slice(0, item.indexOf('('))
    if (name === '' || /(^|:)(count|sum|avg|min|max)$/.test(name)) {
      throw restError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
    }
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship for '${fieldName(name.replace(/^.*:|!.*$/g, ''))}' in the schema cache`,
      'Embedding resources is not supported by the local stack',
    )
  }
  let rest = item
  let alias: string | undefined
  const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)/.exec(rest)
  if (aliasMatch?.[1]) {
    alias = fieldName(aliasMatch[1])
    rest = rest.slice(aliasMatch[0].length)
  }
  let cast: string | undefined
  const castAt = rest.lastIndexOf('::')
  if (castAt > 0 && !rest.slice(castAt).includes('"')) {
    cast = rest.slice(castAt + 2)
    rest = rest.slice(0, castAt)
    if (!CAST.test(cast)) throw selectError(raw, `unexpected "${cast}" expecting a type name`)
  }
  if (rest.includes('->')) throw selectError(raw, 'JSON paths are not supported by the local stack')
  if (!FIELD.test(rest)) throw selectError(raw, `unexpected "${rest}" expecting field name`)
  return { kind: 'column', column: fieldName(rest), alias, cast }
}

/** `select=*`, `id,title`, `alias:col`, `col::text`, `"Email"`; empty means `*`. */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }]
  const items = splitTopLevel(raw)
  if (!items) throw selectError(raw, 'unexpected end of input')
  return items
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => parseItem(item, raw))
}

function orderError(raw: string): Error {
  return pgrst.parse(
    `"failed to parse order (${raw})" (line 1, column 1)`,
    'unexpected end of input expecting "asc", "desc", "nullsfirst" or "nullslast"',
  )
}

/** `order=col.desc.nullslast,other` */
export function parseOrder(raw: string): OrderTerm[] {
  const terms = splitTopLevel(raw)
  if (!terms) throw orderError(raw)
  return terms.map((term) => {
    const m = /^("(?:[^"\\]|\\.)*"|[^.]+)((?:\.[a-z]+)*)$/.exec(term.trim())
    if (!m?.[1]) throw orderError(raw)
    const order: OrderTerm = { column: fieldName(m[1]) }
    for (const word of (m[2] ?? '').split('.').slice(1)) {
      if ((word === 'asc' || word === 'desc') && !order.direction && !order.nulls)
        order.direction = word
      else if ((word === 'nullsfirst' || word === 'nullslast') && !order.nulls)
        order.nulls = word === 'nullsfirst' ? 'first' : 'last'
      else throw orderError(raw)
    }
    return order
  })
}

/** `columns="title","slug"` (insert) and `on_conflict=slug,other`. */
export function parseColumnList(raw: string, param: string): string[] {
  const items = splitTopLevel(raw)
  if (!items || items.some((item) => item.trim() === '')) {
    throw pgrst.parse(
      `"failed to parse ${param} parameter (${raw})" (line 1, column 1)`,
      'unexpected end of input',
    )
  }
  return items.map(fieldName)
}
