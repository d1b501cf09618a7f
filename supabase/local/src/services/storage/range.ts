import { storageErrors } from './errors.ts'

interface ByteRange {
  start: number
  /** Inclusive. */
  end: number
}

/** storage-api's parseRangeHeader: one `bytes=a-b`, `a-` or `-n` range, clamped to the size. */
export function parseRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header)
  const [, from = '', to = ''] = match ?? []
  if (!match || size <= 0 || (from === '' && to === '')) throw storageErrors.invalidRange()
  if (from === '') {
    const suffix = Number(to)
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw storageErrors.invalidRange()
    return { start: Math.max(size - suffix, 0), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Number(to)
  const valid = Number.isSafeInteger(start) && Number.isSafeInteger(end) && start <= end
  if (!valid || start >= size) throw storageErrors.invalidRange()
  return { start, end: Math.min(end, size - 1) }
}
