import { describe, expect, it } from 'vitest'
import { matchesFilter } from './filter-match.ts'
import { parseFilter } from './filter-parse.ts'

const types = new Map([
  ['id', 'int4'],
  ['title', 'text'],
  ['published', 'bool'],
  ['created_at', 'timestamptz'],
  ['owner', 'uuid'],
  ['Email', 'text'],
  ['tags', '_text'],
])
const row = {
  id: 5,
  title: 'Hello, world',
  published: true,
  created_at: '2025-01-01T12:00:00.123456+00:00',
  owner: '5b3a7a52-0c1e-4bde-9a2d-1f2c3d4e5f60',
  Email: 'Ann@Example.com',
  tags: ['a', 'b'],
}

function matches(filter: string, record: Record<string, unknown> = row): boolean {
  const parsed = parseFilter(filter)
  if (!parsed.ok) throw new Error(parsed.reason)
  return matchesFilter(parsed.conditions, record, types)
}

describe('binding filters', () => {
  it.each([
    ['id=eq.5', true],
    ['id=eq.6', false],
    ['id=neq.6', true],
    ['id=lt.10', true],
    ['id=lt.5', false],
    ['id=lte.5', true],
    ['id=gt.4', true],
    ['id=gte.6', false],
    ['id=in.(1,5,9)', true],
    ['id=in.(1,2)', false],
    ['published=eq.true', true],
    ['published=eq.f', false],
    ['created_at=gt.2025-01-01 11:59:59', true],
    ['created_at=lt.2025-01-01T12:00:00+00', false],
    ['owner=eq.5B3A7A52-0C1E-4BDE-9A2D-1F2C3D4E5F60', true],
    ['Email=eq.Ann@Example.com', true],
    ['Email=eq.ann@example.com', false],
    ['title=eq.Hello, world', true],
    ['title=eq."Hello, world"', true],
    ['title=in.("Hello, world",x)', true],
    ['title=like.Hello%', true],
    ['title=ilike.hello_ world', true],
    ['title=match.^Hel+o', true],
    ['title=imatch.^hello', true],
    ['published=is.true', true],
    ['title=is.null', false],
    ['id=not.eq.5', false],
    ['id=not.in.(1,2)', true],
    ['id=gt.1,published=is.true', true],
    ['id=gt.1,published=is.false', false],
    ['id=isdistinct.5', false],
  ])('%s → %s', (filter, expected) => expect(matches(filter)).toBe(expected))

  it('never matches NULL except through is and isdistinct', () => {
    const nulls = { ...row, title: null }
    expect(matches('title=eq.x', nulls)).toBe(false)
    expect(matches('title=neq.x', nulls)).toBe(false)
    expect(matches('title=not.eq.x', nulls)).toBe(false)
    expect(matches('title=is.null', nulls)).toBe(true)
    expect(matches('title=isdistinct.x', nulls)).toBe(true)
  })

  it('does not match a column the row lacks', () => {
    expect(matches('nope=eq.1')).toBe(false)
  })

  it.each(['', 'id', 'id=eq', 'id=zz.1', 'id=in.1,2', 'published=is.maybe', 'title=match.('])(
    'refuses %j',
    (filter) => expect(parseFilter(filter).ok).toBe(false),
  )

  it.each(['tags=cs.{a}', 'id=eq(any).{1,5}', 'title=fts(english).hello', 'title=is.not_null'])(
    'refuses PostgREST filters realtime does not evaluate: %j',
    (filter) => expect(parseFilter(filter).ok).toBe(false),
  )

  it('reads a legacy single filter whose value holds an unbalanced bracket or quote', () => {
    expect(matches('title=neq.a(b')).toBe(true)
    expect(matches('title=neq.say "hi')).toBe(true)
  })
})
