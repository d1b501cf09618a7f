import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm, rmdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { storageErrors } from './errors.ts'

// Layout: <dataDir>/storage/<bucket>/<name>/~<version>. The version file sits inside a folder
// named after the object, so objects "a" and "a/b" never collide, and "~" cannot occur in a
// valid key segment. Uploads land in <dataDir>/storage-tmp first (same filesystem: atomic rename).

export function objectFile(dataDir: string, bucket: string, name: string, version: string) {
  const root = path.join(dataDir, 'storage')
  const parts = [bucket, ...name.split('/')].filter((part) => part !== '')
  if (bucket === '' || parts.some((part) => part === '.' || part === '..')) return undefined
  return path.join(root, ...parts, `~${version}`)
}

export interface Received {
  tmpFile: string
  size: number
  /** storage-api's file backend ETag: the quoted MD5 of the bytes. */
  eTag: string
}

/**
 * Counts and hashes the bytes. Past the limit it drops them but keeps draining the source, or,
 * given `overflow`, fails the stream with that error.
 */
export class Meter extends Transform {
  size = 0
  readonly hash = createHash('md5')

  constructor(
    readonly limit: number,
    readonly overflow?: () => Error,
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length
    if (this.size > this.limit) return done(this.overflow?.())
    this.hash.update(chunk)
    done(null, chunk)
  }
}

// Temp files a killed process left behind go before this process's first upload.
const swept = new Map<string, Promise<void>>()

function tmpDirOf(dataDir: string): Promise<string> {
  const tmpDir = path.join(dataDir, 'storage-tmp')
  let sweep = swept.get(tmpDir)
  if (!sweep) {
    sweep = rm(tmpDir, { recursive: true, force: true })
    swept.set(tmpDir, sweep)
  }
  return sweep.then(async () => {
    await mkdir(tmpDir, { recursive: true })
    return tmpDir
  })
}

/** Streams an upload body into a temp file; never holds it in memory. Cleans up on failure. */
export async function receive(dataDir: string, body: Readable, limit: number): Promise<Received> {
  const tmpDir = await tmpDirOf(dataDir)
  const tmpFile = path.join(tmpDir, randomUUID())
  const meter = new Meter(limit)
  try {
    await pipeline(body, meter, createWriteStream(tmpFile))
    if (meter.size > limit) throw storageErrors.tooLarge()
  } catch (error) {
    await removeQuietly(tmpFile)
    throw error
  }
  return { tmpFile, size: meter.size, eTag: `"${meter.hash.digest('hex')}"` }
}

/** Moves a received upload to its final place. */
export async function place(tmpFile: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  // A concurrent delete may prune the fresh folder before the rename: make it again once.
  await rename(tmpFile, file).catch(async () => {
    await mkdir(path.dirname(file), { recursive: true })
    await rename(tmpFile, file)
  })
}

export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => {})
}

/** Deletes an object's file and the folders it leaves empty, up to the bucket folder. */
export async function removeObjectFile(dataDir: string, file: string): Promise<void> {
  await removeQuietly(file)
  const root = path.join(dataDir, 'storage')
  let dir = path.dirname(file)
  while (path.dirname(dir) !== root && dir.startsWith(root + path.sep)) {
    const removed = await rmdir(dir).then(
      () => true,
      () => false,
    )
    if (!removed) return
    dir = path.dirname(dir)
  }
}
