import { storageError } from './errors.ts'

/** A bucket's file_size_limit: bytes, or storage-api's `20GB`/`20MB`/`30KB`/`3B` (decimal units). */
export function parseFileSize(value: number | string | null | undefined): number | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'number') return value
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)
  if (!match?.[1] || !match[2]) {
    throw storageError(
      400,
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    )
  }
  const amount = Number(Number.parseFloat(match[1]).toPrecision(3))
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2].toLowerCase()] ?? 1
  return amount * unit
}

/** The CLI's default `[storage] file_size_limit` (50MiB), also the hosted Free plan's cap. */
export const DEFAULT_GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

/**
 * storage-api's limit for one upload (src/storage/limits.ts getFileSizeLimit and the TUS
 * route's maxSize): the bucket's file_size_limit, but never above the project-wide limit.
 */
export function effectiveFileSizeLimit(
  globalLimit: number | undefined,
  bucketLimit: number | null,
): number {
  const global = globalLimit ?? DEFAULT_GLOBAL_FILE_SIZE_LIMIT
  return bucketLimit ? Math.min(bucketLimit, global) : global
}
