import { MAX_VIDEO_BYTES } from '@shared/video-upload'
import { uploadMessages } from './messages'

/** The type must start with video/ and the size be at most 500 MB. */
export function videoFileError(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('video/')) return uploadMessages.notVideo
  if (file.size > MAX_VIDEO_BYTES) return uploadMessages.tooLarge
  return undefined
}
