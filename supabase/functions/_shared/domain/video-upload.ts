// The video upload contract shared by the portal and `upload-video-chunk` (docs/uploads.md).

export const CHUNK_SIZE = 2 * 1024 * 1024
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024
export const MAX_CHUNKS = Math.ceil(MAX_VIDEO_BYTES / CHUNK_SIZE)
/**
 * Chunks per part of the storage upload: hosted Storage's resumable (TUS) endpoint takes
 * 6 MB PATCHes (Supabase docs, "Resumable uploads"), three of our 2 MB chunks.
 */
export const CHUNKS_PER_PART = 3
export const PART_SIZE = CHUNKS_PER_PART * CHUNK_SIZE
/** Upload sessions untouched for this long are abandoned: their parts and upload are removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000
/** The size check's JSON body: `{ fileName, size }`. */
export const CHECK_BODY_BYTES = 1024
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

/** The size of chunk `index` of a `totalSize`-byte file: 2 MB, the last one what is left. */
export const chunkSizeAt = (index: number, totalSize: number) =>
  Math.min(CHUNK_SIZE, totalSize - index * CHUNK_SIZE)

/** The object path of a finished video: its name, or with `suffix` when the name is taken. */
export function libraryPath(fileName: string, suffix?: string): string {
  if (suffix === undefined) return `${LIBRARY_FOLDER}/${fileName}`
  const dot = fileName.lastIndexOf('.')
  return `${LIBRARY_FOLDER}/${fileName.slice(0, dot)}-${suffix}${fileName.slice(dot)}`
}

/** Where a session keeps the chunks of a part that is not complete yet. */
export const sessionFolder = (sessionId: string) => `${PARTS_FOLDER}/${sessionId}`
export const heldChunkPath = (sessionId: string, index: number) =>
  `${sessionFolder(sessionId)}/${String(index).padStart(4, '0')}`

const UNITS = ['B', 'KB', 'MB', 'GB']

/** 1536 → "1.5 KB" (binary units, as the 2 MB chunk and 500 MB limit are). */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`
}

/** The size check's answer: whether the project's upload limit lets this file in, in words. */
export type SizeCheck =
  { allowed: true; message: string; received: number } | { allowed: false; message: string }

export const sizeMessages = {
  fits: (size: number) =>
    `This ${formatBytes(size)} video is within the project's upload limit. Ready to upload.`,
  resumes: (size: number, received: number) =>
    `This ${formatBytes(size)} video is within the project's upload limit. ` +
    `${received} of its chunks are already on the server: uploading resumes from there.`,
  overBucket: (size: number, limit: number) =>
    `This video is ${formatBytes(size)}, but the videos bucket accepts files up to ` +
    `${formatBytes(limit)}. Choose a smaller file.`,
  overProject: (size: number) =>
    `This video is ${formatBytes(size)}, over this project's upload limit, so storage would ` +
    `refuse it. On the Free plan every upload is capped at 50 MB; on a paid plan raise the ` +
    `file size limit in the project's Storage settings, or choose a smaller file.`,
}

/** How many leading bytes `videoSignatureMatches` reads. */
export const SIGNATURE_BYTES = 12

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/**
 * Whether a file's first bytes are the container its extension names: MP4, M4V and MOV are
 * ISO base media files (a box type at byte 4: `ftyp`, or for older QuickTime files `moov`,
 * `mdat`, `wide`, `free`, `skip` or `pnot`); WebM starts with the EBML magic number
 * 1A 45 DF A3; AVI is a RIFF file of form type `AVI `.
 */
export function videoSignatureMatches(fileName: string, head: Uint8Array): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  if (head.length < SIGNATURE_BYTES) return false
  switch (extension) {
    case 'mp4':
    case 'm4v':
    case 'mov':
      return ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(head, 4, 8))
    case 'webm':
      return head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3
    case 'avi':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI '
    default:
      return false
  }
}

/** What the upload answers when the first chunk is not the video its name says. */
export const signatureMismatchMessage = (fileName: string) =>
  `${fileName} is not a video of the kind its name says: its first bytes are not an MP4, MOV, WebM or AVI container that matches the extension`

export const renameMessages = {
  empty: 'Enter a new name for the video',
  unchanged: 'That is already the name of this video',
  invalid:
    'Use only letters, digits, dots, dashes and underscores, ending in .mp4, .m4v, .webm, .mov or .avi',
  extension: (extension: string) =>
    `Keep the .${extension} ending: renaming does not change the video's type`,
  taken: (name: string) => `A video named “${name}” already exists. Choose another name.`,
} as const

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase()

/**
 * A library video's new name, checked as an upload's name is (safeVideoFileName), written as
 * typed rather than repaired, with the same extension as before: the stored type follows it.
 */
export function checkVideoRename(
  current: string,
  typed: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const name = typed.trim()
  if (name === '') return { ok: false, message: renameMessages.empty }
  if (name === current) return { ok: false, message: renameMessages.unchanged }
  if (safeVideoFileName(name) !== name) return { ok: false, message: renameMessages.invalid }
  if (extensionOf(name) !== extensionOf(current))
    return { ok: false, message: renameMessages.extension(extensionOf(current)) }
  return { ok: true, name }
}
