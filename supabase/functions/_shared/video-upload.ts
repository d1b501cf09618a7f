// The video upload contract shared by the portal and `upload-video-chunk` (SPEC §5, §7, §9).

export const CHUNK_SIZE = 2 * 1024 * 1024
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024
export const MAX_CHUNKS = Math.ceil(MAX_VIDEO_BYTES / CHUNK_SIZE)
/** Partial uploads older than this are removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000
/** Lifetime of the URL returned for a finished upload; the portal re-signs on every list. */
export const SIGNED_URL_SECONDS = 7 * 24 * 60 * 60

export const VIDEO_BUCKET = 'videos'
export const LIBRARY_FOLDER = 'library'
export const PARTS_FOLDER = 'parts'

/** File extensions the portal accepts, with the MIME type the `videos` bucket stores. */
export const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
}

export const videoAccept = 'video/mp4,video/webm,video/x-msvideo,video/avi,video/quicktime'

/**
 * A storage-safe name, or undefined: no path separators or control characters; then letters, digits, `.`, `_`, `-` only (anything else becomes `_`), no
 * leading dots, at most 120 characters, and a known video extension.
 */
export function safeVideoFileName(raw: string): string | undefined {
  // Path separators and control characters are refused outright, not repaired.
  const control = [...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  if (control || raw.includes('/') || raw.includes('\\')) return undefined
  const cleaned = raw
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120)
  const extension = cleaned.split('.').pop()?.toLowerCase() ?? ''
  if (!cleaned.includes('.') || !Object.hasOwn(VIDEO_TYPES, extension)) return undefined
  return cleaned
}

export function videoContentType(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  return Object.hasOwn(VIDEO_TYPES, extension)
    ? (VIDEO_TYPES[extension] ?? 'video/mp4')
    : 'application/octet-stream'
}

export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / CHUNK_SIZE))

/** The object path of a finished video and of one stored chunk. */
export const libraryPath = (fileName: string) => `${LIBRARY_FOLDER}/${fileName}`
export const partsFolder = (fileName: string) => `${PARTS_FOLDER}/${fileName}`
export const partPath = (fileName: string, index: number) =>
  `${partsFolder(fileName)}/${String(index).padStart(4, '0')}`
