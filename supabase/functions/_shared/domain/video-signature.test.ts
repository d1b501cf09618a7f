import { describe, expect, it } from 'vitest'
import { videoSignatureMatches } from './video-upload.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  )

describe('videoSignatureMatches', () => {
  const mp4 = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])
  const oldMov = bytes([0, 0, 0, 0x08], 'wide', [0, 0, 0, 0])
  const webm = bytes([0x1a, 0x45, 0xdf, 0xa3], [0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81])
  const avi = bytes('RIFF', [0x24, 0, 0, 0], 'AVI ')

  it.each([
    ['clip.mp4', mp4],
    ['clip.M4V', mp4],
    ['clip.mov', mp4],
    ['clip.mov', oldMov],
    ['clip.webm', webm],
    ['clip.avi', avi],
  ])('accepts %s with its container', (name, head) => {
    expect(videoSignatureMatches(name, head)).toBe(true)
  })

  it.each([
    ['clip.mp4', webm],
    ['clip.webm', mp4],
    ['clip.avi', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['clip.mp4', bytes('<!doctype html>')],
    ['clip.mp4', mp4.subarray(0, 8)],
    ['clip.txt', mp4],
  ])('refuses %s over other bytes', (name, head) => {
    expect(videoSignatureMatches(name, head)).toBe(false)
  })
})
