import { describe, expect, it } from 'vitest'
import { WireError } from '../../gateway/wire-error.ts'
import { parseFilter, parseLogic } from './parse-filter.ts'

const errorBody = (fn: () => unknown) => {
  try {
    fn()
  } catch (err) {
    if (err instanceof WireError) return { status: err.status, ...err.body }
    throw err
  }
  throw new Error('expected an error')
}

describe('parseFilter', () => {
  it('reads operator, negation, modifiers and values', () => {
    expect(parseFilter('a', 'eq.my slug')).toMatchObject({
      op: 'eq',
      value: 'my slug',
      negate: false,
    })
    expect(parseFilter('a', 'not.is.null')).toMatchObject({ op: 'is', value: 'null', negate: true })
    expect(parseFilter('a', 'is.NOT_NULL')).toMatchObject({ value: 'not_null' })
    expect(parseFilter('a', 'fts(english).cat')).toMatchObject({
      op: 'fts',
      language: 'english',
      value: 'cat',
    })
    expect(parseFilter('a', 'like(any).{a*,b*}')).toMatchObject({
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    })
    expect(parseFilter('a', 'eq.a.b.c')).toMatchObject({ value: 'a.b.c' })
    expect(parseFilter('a', 'eq.')).toMatchObject({ value: '' })
  })

  it('reads in-lists with quoted values', () => {
    expect(parseFilter('a', 'in.(1,"b,c",d)').list).toEqual(['1', 'b,c', 'd'])
    expect(parseFilter('a', 'in.("say \\"hi\\"")').list).toEqual(['say "hi"'])
    expect(parseFilter('a', 'in.()').list).toEqual([])
  })

  it('answers PostgREST parse errors', () => {
    expect(errorBody(() => parseFilter('a', 'noop.0'))).toEqual({
      status: 400,
      code: 'PGRST100',
      message: '"failed to parse filter (noop.0)" (line 1, column 1)',
      details: 'unexpected "o" expecting "not" or operator (eq, gt, ...)',
      hint: null,
    })
    expect(errorBody(() => parseFilter('a', 'eq'))).toMatchObject({ code: 'PGRST100' })
    expect(errorBody(() => parseFilter('a', 'is.maybe'))).toMatchObject({ code: 'PGRST100' })
    expect(errorBody(() => parseFilter('a', 'in.1,2'))).toMatchObject({ code: 'PGRST100' })
    expect(errorBody(() => parseFilter('a', 'gt(any).1'))).toMatchObject({ code: 'PGRST100' })
  })
})

describe('parseLogic', () => {
  it('reads nested trees with negation and quoted values', () => {
    const tree = parseLogic(
      'or',
      '(a.eq.1,not.and(b.gt.2,c.is.null),d.eq."x,y",e.in.(1,2),f.cs.{a,b})',
    )
    expect(tree.op).toBe('or')
    expect(tree.children).toHaveLength(5)
    expect(tree.children[1]).toMatchObject({ kind: 'logic', op: 'and', negate: true })
    expect(tree.children[2]).toMatchObject({ column: 'd', value: 'x,y' })
    expect(tree.children[3]).toMatchObject({ op: 'in', list: ['1', '2'] })
    expect(tree.children[4]).toMatchObject({ op: 'cs', value: '{a,b}' })
    expect(parseLogic('not.and', '(a.eq.1)')).toMatchObject({ op: 'and', negate: true })
  })

  it('rejects unbalanced or empty trees', () => {
    expect(errorBody(() => parseLogic('or', '(a.eq.1'))).toMatchObject({ code: 'PGRST100' })
    expect(errorBody(() => parseLogic('or', '()'))).toMatchObject({ code: 'PGRST100' })
    expect(errorBody(() => parseLogic('or', 'a.eq.1'))).toMatchObject({ code: 'PGRST100' })
  })
})
