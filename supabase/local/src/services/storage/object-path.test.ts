import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { assertValidKey, isValidBucketName, objectRef } from './object-path.ts'

describe('objectRef', () => {
  const app = new Hono().route(
    '/storage/v1',
    new Hono().get('/object/public/:bucket/*', (c) => c.json(objectRef(c))),
  )

  it('decodes the bucket and keeps every slash of the name, wherever the app is mounted', async () => {
    const response = await app.request('/storage/v1/object/public/my%20bucket/a/b%20c/d.png?x=1')
    expect(await response.json()).toEqual({ bucket: 'my bucket', name: 'a/b c/d.png' })
  })
})

describe('assertValidKey', () => {
  it.each(['uploads/1700000000-abc.png', "folder/it's (1) & more!.txt"])('accepts %s', (key) => {
    expect(() => assertValidKey(key)).not.toThrow()
  })

  it.each(['../escape.txt', 'a/./b', 'a/../../b', 'ümlaut.png', 'tab\there', ''])(
    'rejects %j',
    (key) => {
      expect(() => assertValidKey(key)).toThrow(
        expect.objectContaining({
          body: { statusCode: '400', error: 'InvalidKey', message: `Invalid key: ${key}` },
        }),
      )
    },
  )
})

describe('isValidBucketName', () => {
  it('follows storage-api and never names a folder outside the storage root', () => {
    expect(isValidBucketName('blog-images')).toBe(true)
    for (const name of ['', '..', '.', ' padded', 'a/b', 'x'.repeat(101)]) {
      expect(isValidBucketName(name)).toBe(false)
    }
  })
})
