import { queryOptions } from '@tanstack/react-query'
import { LIBRARY_FOLDER, VIDEO_BUCKET } from '@shared/video-upload'
import { supabase } from '@/lib/supabase'
import { messages } from '../lib/messages'
import { videoKeys } from './keys'

/** Signed links in the list last an hour; the list re-signs each time it loads. */
const LIST_URL_SECONDS = 60 * 60

export type UploadedVideo = {
  name: string
  size: number | null
  createdAt: string | null
  url: string | null
}

async function fetchVideos(): Promise<UploadedVideo[]> {
  const bucket = supabase.storage.from(VIDEO_BUCKET)
  const { data, error } = await bucket.list(LIBRARY_FOLDER, {
    limit: 100,
    sortBy: { column: 'created_at', order: 'desc' },
  })
  if (error) throw new Error(messages.loadVideosFailed)
  const files = data.filter((entry) => entry.id !== null)
  if (files.length === 0) return []
  const paths = files.map((file) => `${LIBRARY_FOLDER}/${file.name}`)
  const signed = await bucket.createSignedUrls(paths, LIST_URL_SECONDS)
  if (signed.error) throw new Error(messages.loadVideosFailed)
  return files.map((file, i) => {
    const size: unknown = file.metadata?.size
    return {
      name: file.name,
      size: typeof size === 'number' ? size : null,
      createdAt: file.created_at,
      url: signed.data[i]?.signedUrl ?? null,
    }
  })
}

export const videosOptions = () =>
  queryOptions({ queryKey: videoKeys.list(), queryFn: fetchVideos })
