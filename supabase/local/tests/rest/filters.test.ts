import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { slug } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)

describe('filters', () => {
  let tag: string
  beforeAll(async () => {
    tag = slug('f')
    await stack.service.from('notes').insert([
      { body: tag, n: 1, tags: ['a', 'b'] },
      { body: tag, n: 2, tags: ['b', 'c,d'] },
      { body: tag, n: null, tags: null },
    ])
  })
  const base = () =>
    stack.service.from('notes').select('n').eq('body', tag).order('n', { nullsFirst: true })
  const ns = async (
    query: PromiseLike<{ data: { n: number | null }[] | null; error: unknown }>,
  ) => {
    const { data, error } = await query
    expect(error).toBeNull()
    return data?.map((r) => r.n)
  }

  it('compares', async () => {
    expect(await ns(base().neq('n', 1))).toEqual([2])
    expect(await ns(base().gt('n', 1))).toEqual([2])
    expect(await ns(base().gte('n', 1))).toEqual([1, 2])
    expect(await ns(base().lt('n', 2))).toEqual([1])
    expect(await ns(base().lte('n', 2))).toEqual([1, 2])
    expect(await ns(base().is('n', null))).toEqual([null])
    expect(await ns(base().not('n', 'is', null))).toEqual([1, 2])
    expect(await ns(base().filter('n', 'isdistinct', '1'))).toEqual([null, 2])
    expect(await ns(base().in('n', [1, 3]))).toEqual([1])
    expect(await ns(base().not('n', 'in', '(1)'))).toEqual([2])
  })

  it('matches text, arrays and full text', async () => {
    const other = slug('like me')
    await stack.service.from('notes').insert({ body: other, n: 5, tags: ['x'] })
    const bodies = async (q: PromiseLike<{ data: { body: string }[] | null }>) =>
      (await q).data?.map((r) => r.body)
    expect(
      await bodies(
        stack.service
          .from('notes')
          .select('body')
          .like('body', `${other.slice(0, 6)}*`),
      ),
    ).toEqual([other])
    expect(
      await bodies(
        stack.service
          .from('notes')
          .select('body')
          .ilike('body', `${other.slice(0, 6).toUpperCase()}*`),
      ),
    ).toEqual([other])
    expect(await bodies(stack.service.from('notes').select('body').match({ body: other }))).toEqual(
      [other],
    )
    expect(
      await bodies(
        stack.service
          .from('notes')
          .select('body')
          .filter('body', 'imatch', `^${other.toUpperCase()}$`),
      ),
    ).toEqual([other])
    expect(await ns(base().contains('tags', ['b']))).toEqual([1, 2])
    // supabase-js joins array values unquoted, so a comma inside one needs a literal.
    expect(await ns(base().filter('tags', 'cs', '{"c,d"}'))).toEqual([2])
    expect(await ns(base().containedBy('tags', ['a', 'b', 'z']))).toEqual([1])
    expect(await ns(base().overlaps('tags', ['a', 'c']))).toEqual([1])
    expect(await ns(base().filter('tags', 'ov', '{a,"c,d"}'))).toEqual([1, 2])
    const words = slug('zebra quokka')
    await stack.service.from('notes').insert({ body: words })
    for (const type of [undefined, 'plain', 'phrase', 'websearch'] as const) {
      const found = await stack.service
        .from('notes')
        .select('body')
        .textSearch('doc', 'quokka', { config: 'english', type })
      expect(found.data).toEqual([{ body: words }])
    }
  })

  it('combines with or, and, not and repeated keys', async () => {
    expect(await ns(base().or('n.eq.1,n.is.null'))).toEqual([null, 1])
    expect(await ns(base().or('n.eq.2,and(n.gte.1,n.lt.2)'))).toEqual([1, 2])
    expect(await ns(base().or('n.eq.1,not.and(n.gte.1,n.lte.2)'))).toEqual([1])
    expect(await ns(base().or('tags.cs.{"c,d"},n.eq.1'))).toEqual([1, 2])
    expect(await ns(base().gte('n', 1).lte('n', 1))).toEqual([1])
    expect(await ns(base().not('n', 'eq', 1).not('n', 'is', null))).toEqual([2])
  })

  it('orders by several keys with null placement', async () => {
    const { data } = await stack.service
      .from('notes')
      .select('n')
      .eq('body', tag)
      .order('n', { ascending: false, nullsFirst: false })
    expect(data?.map((r) => r.n)).toEqual([2, 1, null])
  })
})
