import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { firstFilePart } from './multipart.ts'

async function encode(form: FormData) {
  const request = new Request('http://x', { method: 'POST', body: form })
  const type = request.headers.get('content-type') ?? ''
  return { type, body: Readable.from([Buffer.from(await request.arrayBuffer())]) }
}

async function text(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString()
}

describe('firstFilePart', () => {
  it('gives the first file whatever its field name, with the fields sent before it', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('', new Blob(['image bytes'], { type: 'image/png' }), 'blob')
    form.append('late', 'ignored')
    const { type, body } = await encode(form)
    const part = await firstFilePart(body, type)
    expect(part.mimeType).toBe('image/png')
    expect(part.fields).toEqual({ cacheControl: '3600' })
    expect(await text(part.stream)).toBe('image bytes')
  })

  it('answers No content provided when there is no file part', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    const { type, body } = await encode(form)
    await expect(firstFilePart(body, type)).rejects.toMatchObject({
      body: { statusCode: '400', error: 'InvalidRequest', message: 'No content provided' },
    })
  })
})
