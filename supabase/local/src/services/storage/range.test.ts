import { describe, expect, it } from 'vitest'
import { parseRange } from './range.ts'

describe('parseRange', () => {
  it.each([
    ['bytes=0-4', { start: 0, end: 4 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=-30', { start: 0, end: 9 }],
    ['bytes=8-100', { start: 8, end: 9 }],
  ])('reads %s of a 10-byte object', (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected)
  })

  it.each(['bytes=10-', 'bytes=5-2', 'bytes=-', 'bytes=-0', 'items=0-1', 'bytes=0-1,3-4'])(
    'answers 416 invalid_range for %s',
    (header) => {
      expect(() => parseRange(header, 10)).toThrow(
        expect.objectContaining({
          status: 416,
          body: { statusCode: '416', error: 'invalid_range', message: 'invalid range provided' },
        }),
      )
    },
  )
})
