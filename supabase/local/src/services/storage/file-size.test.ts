import { describe, expect, it } from 'vitest'
import { parseFileSize } from './file-size.ts'

describe('parseFileSize', () => {
  it('takes bytes or decimal units, as storage-api does', () => {
    expect(parseFileSize(1024)).toBe(1024)
    expect(parseFileSize('500MB')).toBe(500_000_000)
    expect(parseFileSize('1.5kb')).toBe(1500)
    expect(parseFileSize(null)).toBeNull()
    expect(parseFileSize(undefined)).toBeNull()
  })

  it('rejects other formats', () => {
    expect(() => parseFileSize('50MiB')).toThrow('Invalid file size format')
  })
})
