import { describe, expect, it } from 'vitest'
import { parseQuery } from './parse-query.ts'

const plan = (qs: string, options: Parameters<typeof parseQuery>[1] = {}) =>
  parseQuery(new URLSearchParams(qs), options)

describe('parseQuery', () => {
  it('separates reserved parameters from filters, which may repeat', () => {
    const p = plan(
      'select=id&views=gte.1&views=lte.5&order=id.desc&or=(a.eq.1,b.eq.2)&slug=eq.my+slug',
    )
    expect(p.conditions).toHaveLength(4)
    expect(p.conditions[3]).toMatchObject({ column: 'slug', value: 'my slug' })
    expect(p.order).toEqual([{ column: 'id', direction: 'desc' }])
  })

  it('caps reads at db-max-rows and intersects limit/offset with Range', () => {
    expect(plan('')).toMatchObject({ offset: 0, limit: 1000 })
    expect(plan('limit=5000')).toMatchObject({ limit: 1000 })
    expect(plan('offset=10&limit=5')).toMatchObject({ offset: 10, limit: 5 })
    expect(plan('offset=10&limit=5', { range: '0-11' })).toMatchObject({ offset: 10, limit: 2 })
    expect(plan('', { range: '5-' })).toMatchObject({ offset: 5, limit: 1000 })
    expect(plan('limit=0')).toMatchObject({ limit: 0 })
  })

  it('treats function argument names as rpc arguments', () => {
    const p = plan('a=1&b=2&c=eq.3', { isArg: (name) => name === 'a' || name === 'b' })
    expect(p.args).toEqual({ a: '1', b: '2' })
    expect(p.conditions).toHaveLength(1)
  })
})
