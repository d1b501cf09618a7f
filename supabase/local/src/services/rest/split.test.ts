import { describe, expect, it } from 'vitest'
import { fieldName, splitTopLevel, unquote } from './split.ts'

describe('splitTopLevel', () => {
  it('splits on commas outside quotes and parentheses only', () => {
    expect(splitTopLevel('a=in.(1,2),b=eq."x,y",c=eq.\\"')).toEqual([
      'a=in.(1,2)',
      'b=eq."x,y"',
      'c=eq.\\"',
    ])
  })

  it('keeps {} and [] nesting together and reports unbalanced input', () => {
    expect(splitTopLevel('a.cs.{1,2},b.eq.[3,4],c')).toEqual(['a.cs.{1,2}', 'b.eq.[3,4]', 'c'])
    expect(splitTopLevel('a.eq.(1')).toBeUndefined()
    expect(splitTopLevel('a.eq.1)')).toBeUndefined()
    expect(splitTopLevel('a.eq."1')).toBeUndefined()
  })
})

describe('unquote and fieldName', () => {
  it('unquotes wholly quoted text and unescapes it', () => {
    expect(unquote('"a \\"b\\""')).toBe('a "b"')
    expect(unquote('a"b"')).toBe('a"b"')
    expect(fieldName(' "Email" ')).toBe('Email')
  })
})
