import type { Context } from 'hono'
import { routePath } from 'hono/route'
import { storageErrors } from './errors.ts'

interface ObjectRef {
  bucket: string
  /** Everything after the bucket segment, percent-decoded, slashes included. */
  name: string
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * Bucket and object name of a `.../:bucket/*` route, read from the raw path so that names
 * keep their slashes and are decoded once, wherever the storage app is mounted.
 */
export function objectRef(c: Context): ObjectRef {
  const depth = routePath(c).split('/').indexOf(':bucket')
  const segments = new URL(c.req.url).pathname.split('/').slice(depth)
  const bucket = decode(segments[0] ?? '')
  const name = decode(segments.slice(1).join('/'))
  if (bucket === undefined) throw storageErrors.bucketNotFound()
  if (name === undefined) throw storageErrors.objectNotFound()
  return { bucket, name }
}

// storage-api's isValidKey: S3-safe characters only.
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/

/** Upload names: storage-api's key rule, plus no `.`/`..` segments (they would escape on disk). */
export function assertValidKey(name: string): void {
  const traversal = name.split('/').some((part) => part === '.' || part === '..')
  if (name.length === 0 || !KEY_CHARS.test(name) || traversal) throw storageErrors.invalidKey(name)
}

// storage-api's isValidBucketName.
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/

export function isValidBucketName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length < 101 &&
    name.trim() === name &&
    BUCKET_CHARS.test(name) &&
    name !== '.' &&
    name !== '..'
  )
}

/** Supabase Studio's empty-folder marker: stored with size 0 and no mime type check. */
export function isEmptyFolderPlaceholder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder')
}
