import { describe, expect, it } from 'vitest'
import { assertAllowedMimeType, assertValidMimeTypeList } from './mime.ts'

describe('assertAllowedMimeType', () => {
  it('accepts an exact type or a wildcard subtype', () => {
    expect(() => assertAllowedMimeType('image/png', ['image/png'])).not.toThrow()
    expect(() => assertAllowedMimeType('image/webp', ['video/*', 'image/*'])).not.toThrow()
  })

  it.each(['text/plain', 'image/png;charset=utf-8', 'png'])(
    'rejects %s for image/png only',
    (type) => {
      expect(() => assertAllowedMimeType(type, ['image/png'])).toThrow(
        expect.objectContaining({
          status: 400,
          body: {
            statusCode: '415',
            error: 'invalid_mime_type',
            message: `mime type ${type} is not supported`,
          },
        }),
      )
    },
  )
})

describe('assertValidMimeTypeList', () => {
  it('accepts types, wildcards and charsets but not free text', () => {
    expect(() => assertValidMimeTypeList(['image/*', 'text/plain; charset=utf-8'])).not.toThrow()
    expect(() => assertValidMimeTypeList(['not a type'])).toThrow(
      'mime type not a type is not supported',
    )
  })
})
