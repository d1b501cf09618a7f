import { describe, expect, it } from 'vitest'
import { CHUNK_SIZE } from '../_shared/domain/video-upload.ts'
import { parseChunk } from './chunk-form.ts'

const fields = { fileName: '1700000000000-clip.mp4', chunkIndex: '1', totalChunks: '2' }
const chunk = new Blob([new Uint8Array(1000).fill(7)], { type: 'video/mp4' })

function post(entries: [string, string | Blob][]) {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return new Request('http://localhost/upload-video-chunk', { method: 'POST', body: form })
}

describe('parseChunk', () => {
  it('reads the fields before or after the chunk', async () => {
    const text: [string, string | Blob][] = Object.entries(fields)
    const file: [string, string | Blob] = ['chunk', chunk]
    for (const entries of [
      [file, ...text],
      [...text, file],
    ]) {
      const parsed = await parseChunk(post(entries))
      expect(parsed).toMatchObject({ fileName: fields.fileName, index: 1, total: 2 })
      if (typeof parsed === 'string') throw new Error(parsed)
      expect(Buffer.concat(parsed.pieces)).toEqual(Buffer.alloc(1000, 7))
    }
  })

  it('keeps the chunk as the pieces the body arrived in', async () => {
    const head = `--b\r\nContent-Disposition: form-data; name="chunk"; filename="c"\r\n\r\n`
    const tail = Object.entries(fields)
      .map(
        ([name, value]) =>
          `\r\n--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
      )
      .join('')
    const pieces = [head, 'a'.repeat(500), 'b'.repeat(500), `${tail}\r\n--b--\r\n`]
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift()
        if (piece === undefined) controller.close()
        else controller.enqueue(encoder.encode(piece))
      },
    })
    // Not a literal: the DOM RequestInit type lacks `duplex`, which a stream body needs.
    const init = {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body,
      duplex: 'half',
    }
    const parsed = await parseChunk(new Request('http://localhost/x', init))
    if (typeof parsed === 'string') throw new Error(parsed)
    expect(parsed.pieces.length).toBeGreaterThan(1)
    expect(Buffer.concat(parsed.pieces).toString()).toBe('a'.repeat(500) + 'b'.repeat(500))
  })

  it('refuses a malformed multipart body and a part over one chunk', async () => {
    const broken = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: 'not multipart at all',
    })
    expect(await parseChunk(broken)).toBe('Body must be multipart/form-data')
    const big = await parseChunk(post([['chunk', new Blob([new Uint8Array(CHUNK_SIZE + 1)])]]))
    expect(big).toMatch(/^each chunk but the last must be exactly/)
  })
})
