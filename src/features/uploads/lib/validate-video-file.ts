import { MAX_VIDEO_BYTES } from '@shared/video-upload'
import { messages } from './messages'

/** SPEC §5: the type must start with video/ and the size be at most 500 MB. */
export function videoFileError(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('video/')) return messages.notVideo
  if (file.size > MAX_VIDEO_BYTES) return messages.tooLarge
  return undefined
}
