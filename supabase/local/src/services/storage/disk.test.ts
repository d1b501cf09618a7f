import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { objectFile, place, receive, removeObjectFile } from './disk.ts'

let dataDir: string

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-disk-'))
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

describe('objectFile', () => {
  it('keeps each version in a folder named after the object, so "a" and "a/b" coexist', () => {
    expect(objectFile(dataDir, 'b', 'a', 'v1')).toBe(path.join(dataDir, 'storage', 'b', 'a', '~v1'))
    expect(objectFile(dataDir, 'b', 'a/b', 'v2')).toBe(
      path.join(dataDir, 'storage', 'b', 'a', 'b', '~v2'),
    )
  })

  it('refuses names that would leave the bucket folder', () => {
    expect(objectFile(dataDir, 'b', '../../etc/passwd', 'v')).toBeUndefined()
    expect(objectFile(dataDir, '..', 'x', 'v')).toBeUndefined()
  })
})

describe('receive', () => {
  it('streams the body into a temp file with its size and MD5 ETag', async () => {
    const received = await receive(
      dataDir,
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      100,
    )
    expect(received).toMatchObject({ size: 11, eTag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"' })
    expect(await readFile(received.tmpFile, 'utf8')).toBe('hello world')
  })

  it('reads an oversized body to its end, then fails with 413 and leaves no temp file', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(100))
    const source = Readable.from(chunks)
    await expect(receive(dataDir, source, 250)).rejects.toMatchObject({
      body: { statusCode: '413', error: 'Payload too large' },
    })
    expect(source.readableEnded).toBe(true)
    expect(await readdir(path.join(dataDir, 'storage-tmp'))).toEqual([])
  })

  it('removes the temp file when the body fails midway', async () => {
    async function* broken() {
      yield Buffer.from('partial')
      throw new Error('client went away')
    }
    await expect(receive(dataDir, Readable.from(broken()), 100)).rejects.toThrow('client went away')
    expect(await readdir(path.join(dataDir, 'storage-tmp'))).toEqual([])
  })
})

describe('place and removeObjectFile', () => {
  it('moves the bytes into place, and removing prunes the empty folders up to the bucket', async () => {
    const received = await receive(dataDir, Readable.from([Buffer.from('x')]), 10)
    const file = objectFile(dataDir, 'bucket', 'deep/folder/file.txt', 'v1') ?? ''
    await place(received.tmpFile, file)
    expect(await readFile(file, 'utf8')).toBe('x')
    await removeObjectFile(dataDir, file)
    expect(await readdir(path.join(dataDir, 'storage', 'bucket'))).toEqual([])
  })
})
