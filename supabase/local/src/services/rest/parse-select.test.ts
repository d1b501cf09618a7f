import { describe, expect, it } from 'vitest'
import { WireError } from '../../gateway/wire-error.ts'
import { parseColumnList, parseOrder, parseSelect } from './parse-select.ts'

const code = (fn: () => unknown) => {
  try {
    fn()
  } catch (err) {
    if (err instanceof WireError) return err.body.code
  }
  return undefined
}

describe('parseSelect', () => {
  it('reads stars, aliases, casts and quoted names', () => {
    expect(parseSelect(null)).toEqual([{ kind: 'star' }])
    expect(parseSelect('*,id,heading:title,views::text,"Email",n:"Full Name"::text')).toEqual([
      { kind: 'star' },
      { kind: 'column', column: 'id', alias: undefined, cast: undefined },
      { kind: 'column', column: 'title', alias: 'heading', cast: undefined },
      { kind: 'column', column: 'views', alias: undefined, cast: 'text' },
      { kind: 'column', column: 'Email', alias: undefined, cast: undefined },
      { kind: 'column', column: 'Full Name', alias: 'n', cast: 'text' },
    ])
  })

  it('refuses casts that are not plain type names, embeds and aggregates', () => {
    expect(code(() => parseSelect('id::text;drop'))).toBe('PGRST100')
    expect(code(() => parseSelect('author(name)'))).toBe('PGRST200')
    expect(code(() => parseSelect('count()'))).toBe('PGRST123')
  })
})

describe('parseOrder', () => {
  it('reads directions and null placement', () => {
    expect(parseOrder('created_at.desc,title,"Email".asc.nullsfirst,n.nullslast')).toEqual([
      { column: 'created_at', direction: 'desc' },
      { column: 'title' },
      { column: 'Email', direction: 'asc', nulls: 'first' },
      { column: 'n', nulls: 'last' },
    ])
    expect(code(() => parseOrder('a.sideways'))).toBe('PGRST100')
  })
})

describe('parseColumnList', () => {
  it('reads the quoted columns parameter of bulk inserts', () => {
    expect(parseColumnList('"title","slug"', 'columns')).toEqual(['title', 'slug'])
    expect(parseColumnList('slug', 'on_conflict')).toEqual(['slug'])
  })
})
