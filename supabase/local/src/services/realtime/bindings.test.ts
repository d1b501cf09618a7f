import { describe, expect, it } from 'vitest'
import { bindingId, bindingMatches, echoBindings, parseBindings } from './bindings.ts'

const parse = (postgres_changes: unknown) => {
  const result = parseBindings({ postgres_changes })
  if (!result.ok) throw new Error(result.reason)
  return result.bindings
}

describe('postgres_changes bindings', () => {
  it('echoes every binding in request order with an integer id', () => {
    const requested = [
      { event: '*', schema: 'public', table: 'blog_posts' },
      { event: 'INSERT', schema: 'public', table: 'Webinar Registration', filter: 'id=eq.1' },
      { event: 'DELETE', schema: 'public' },
    ]
    const echoed = echoBindings(parse(requested))
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(requested)
    for (const { id } of echoed) expect(Number.isInteger(id) && id > 0).toBe(true)
  })

  it('keeps an explicit null filter as null and leaves absent keys absent', () => {
    const [binding] = echoBindings(
      parse([{ event: '*', schema: 'public', table: 't', filter: null }]),
    )
    expect(binding).toMatchObject({ filter: null })
    const [bare] = echoBindings(parse([{ event: '*', schema: 'public' }]))
    expect(Object.keys(bare ?? {})).toEqual(['event', 'schema', 'id'])
  })

  it('gives equal bindings equal ids and different ones different ids', () => {
    const a = { event: '*', schema: 'public', table: 't' }
    expect(bindingId(a)).toBe(bindingId({ ...a }))
    expect(bindingId(a)).not.toBe(bindingId({ ...a, filter: 'id=eq.1' }))
  })

  it('treats a missing config or list as no bindings', () => {
    expect(parseBindings(undefined)).toEqual({ ok: true, bindings: [] })
    expect(parseBindings({ broadcast: {} })).toEqual({ ok: true, bindings: [] })
  })

  it('refuses unknown events, bad filters and malformed bindings', () => {
    expect(
      parseBindings({ postgres_changes: [{ event: 'TRUNCATE', schema: 'public' }] }),
    ).toMatchObject({ ok: false })
    expect(
      parseBindings({
        postgres_changes: [{ event: '*', schema: 'public', table: 't', filter: 'id=zz.1' }],
      }),
    ).toEqual({ ok: false, reason: 'Error parsing `filter` params: id=zz.1' })
    expect(parseBindings({ postgres_changes: [{ event: '*' }] })).toMatchObject({ ok: false })
  })

  it('matches by event, schema and table; * and a missing table match all', () => {
    const [star, insert, anyTable, anySchema] = parse([
      { event: '*', schema: 'public', table: 'Webinar Registration' },
      { event: 'insert', schema: 'public', table: 't' },
      { event: 'UPDATE', schema: 'public' },
      { event: '*', schema: '*' },
    ])
    if (!star || !insert || !anyTable || !anySchema) throw new Error('bindings missing')
    expect(bindingMatches(star, 'public', 'Webinar Registration', 'DELETE')).toBe(true)
    expect(bindingMatches(star, 'public', 'webinar registration', 'DELETE')).toBe(false)
    expect(bindingMatches(insert, 'public', 't', 'INSERT')).toBe(true)
    expect(bindingMatches(insert, 'public', 't', 'UPDATE')).toBe(false)
    expect(bindingMatches(anyTable, 'public', 'x', 'UPDATE')).toBe(true)
    expect(bindingMatches(anyTable, 'private', 'x', 'UPDATE')).toBe(false)
    expect(bindingMatches(anySchema, 'private', 'x', 'INSERT')).toBe(true)
  })
})
