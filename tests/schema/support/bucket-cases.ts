import type { Role } from './stack.ts'

export type StorageOp = 'upload' | 'download' | 'list' | 'remove' | 'getBucket'

export interface BucketCase {
  bucket: 'blog-images' | 'videos'
  folder: string
  file: { extension: string; contentType: string; bytes: Uint8Array }
  /** Whether a plain GET of the public URL serves the file. */
  publicUrl: boolean
  allowed: Record<Role, StorageOp[]>
}

const EVERYTHING: StorageOp[] = ['upload', 'download', 'list', 'remove', 'getBucket']

// A PNG signature and an MP4 ftyp box: enough for a content type, not a real picture.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const MP4 = Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32])

export const BUCKET_CASES: BucketCase[] = [
  {
    bucket: 'blog-images',
    folder: 'uploads',
    file: { extension: 'png', contentType: 'image/png', bytes: PNG },
    publicUrl: true,
    // Like storage-api, a public bucket serves downloads without consulting RLS.
    allowed: { anon: ['download'], user: ['download'], admin: EVERYTHING, service: EVERYTHING },
  },
  {
    bucket: 'videos',
    folder: 'chunks',
    file: { extension: 'mp4', contentType: 'video/mp4', bytes: MP4 },
    publicUrl: false,
    allowed: { anon: [], user: [], admin: EVERYTHING, service: EVERYTHING },
  },
]

/** Uploads every role is refused by the bucket's own limits, admins and service role included. */
export const REJECTED_UPLOADS = [
  {
    bucket: 'blog-images',
    what: 'an SVG (script can hide in it)',
    contentType: 'image/svg+xml',
    size: 64,
    statusCode: '415',
  },
  {
    bucket: 'blog-images',
    what: 'an HTML page',
    contentType: 'text/html',
    size: 64,
    statusCode: '415',
  },
  {
    bucket: 'blog-images',
    what: 'an image over 5 MB',
    contentType: 'image/png',
    size: 5 * 1024 * 1024 + 1,
    statusCode: '413',
  },
  { bucket: 'videos', what: 'an image', contentType: 'image/png', size: 64, statusCode: '415' },
] as const
