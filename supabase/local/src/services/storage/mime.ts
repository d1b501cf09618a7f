import { storageErrors } from './errors.ts'

/** storage-api's validateMimeType: `type/sub` must match an allowed `type/sub` or `type/*`. */
export function assertAllowedMimeType(mimeType: string, allowed: readonly string[]): void {
  const [type, subtype] = mimeType.split('/')
  if (subtype !== undefined) {
    for (const entry of allowed) {
      const [allowedType, allowedSubtype] = entry.split('/')
      if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return
    }
  }
  throw storageErrors.invalidMimeType(mimeType)
}

const MIME_PATTERN = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/

/** A bucket's allowed_mime_types entries, as storage-api validates them on create. */
export function assertValidMimeTypeList(types: readonly string[]): void {
  for (const type of types) {
    if (type.length > 1000 || !MIME_PATTERN.test(type)) throw storageErrors.invalidMimeType(type)
  }
}
