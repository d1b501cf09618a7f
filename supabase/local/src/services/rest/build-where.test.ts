import { describe, expect, it } from 'vitest'
import { ident } from '../../db/sql.ts'
import { arrayLiteral, Params, whereSql } from './build-where.ts'
import { parseFilter, parseLogic } from './parse-filter.ts'

const ref = (c: string) => `t.${ident(c)}`

describe('whereSql', () => {
  it('puts every value in a parameter and quotes every name', () => {
    const params = new Params()
    const sql = whereSql(
      [
        parseFilter('Email', 'eq.x"; drop table t; --'),
        parseFilter('title', 'ilike.*seo*'),
        parseFilter('n', 'not.in.(1,"2,3")'),
        parseFilter('doc', 'wfts(english).cats and dogs'),
        parseLogic('or', '(a.is.null,b.gt.2)'),
      ],
      ref,
      params,
    )
    expect(sql).toBe(
      ' where t."Email" = $1 and t."title" ilike $2 and not (t."n" = any($3))' +
        ' and t."doc" @@ websearch_to_tsquery($4::regconfig, $5) and (t."a" is null or t."b" > $6)',
    )
    expect(params.values).toEqual([
      'x"; drop table t; --',
      '%seo%',
      '{"1","2,3"}',
      'english',
      'cats and dogs',
      '2',
    ])
  })
})

describe('arrayLiteral', () => {
  it('quotes elements so commas, braces, quotes and backslashes stay data', () => {
    expect(arrayLiteral(['a', 'b,c', '{x}', 'say "hi"', 'back\\slash'])).toBe(
      '{"a","b,c","{x}","say \\"hi\\"","back\\\\slash"}',
    )
    expect(arrayLiteral([])).toBe('{}')
  })
})
