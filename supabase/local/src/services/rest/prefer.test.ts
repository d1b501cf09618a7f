import { describe, expect, it } from 'vitest'
import { parsePrefer } from './prefer.ts'

describe('parsePrefer', () => {
  it('reads the comma-joined preferences supabase-js sends and ignores unknown ones', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toEqual({
      resolution: 'merge-duplicates',
      return: 'representation',
    })
    expect(parsePrefer('count=exact,missing=default, tx=rollback, return=bogus')).toEqual({
      count: 'exact',
      missing: 'default',
    })
    expect(parsePrefer(undefined)).toEqual({})
  })
})
