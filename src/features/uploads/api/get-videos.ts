import { LIBRARY_FOLDER, VIDEO_BUCKET } from '@shared/video-upload'
import type { ListRequest } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'
import { uploadMessages } from '../lib/messages'

/** Signed links in the list last an hour; the list re-signs each time it loads. */
const LIST_URL_SECONDS = 60 * 60
export const VIDEOS_PAGE_SIZE = 50

export type UploadedVideo = {
  name: string
  size: number | null
  createdAt: string | null
  url: string | null
}

/**
 * A page of the library, newest first: storage lists by offset (`?page=`), so `size + 1` names
 * are read to know whether an older page exists; only the shown ones are signed.
 */
export async function fetchVideoPage({ page, size }: ListRequest<never>): Promise<UploadedVideo[]> {
  const bucket = supabase.storage.from(VIDEO_BUCKET)
  const { data, error } = await bucket.list(LIBRARY_FOLDER, {
    limit: size + 1,
    offset: (page - 1) * size,
    sortBy: { column: 'created_at', order: 'desc' },
  })
  if (error) throw new Error(uploadMessages.loadVideosFailed)
  const files = data.filter((entry) => entry.id !== null)
  if (files.length === 0) return []
  const paths = files.slice(0, size).map((file) => `${LIBRARY_FOLDER}/${file.name}`)
  const signed = await bucket.createSignedUrls(paths, LIST_URL_SECONDS)
  if (signed.error) throw new Error(uploadMessages.loadVideosFailed)
  return files.map((file, i) => {
    const bytes: unknown = file.metadata?.size
    return {
      name: file.name,
      size: typeof bytes === 'number' ? bytes : null,
      createdAt: file.created_at,
      url: signed.data[i]?.signedUrl ?? null,
    }
  })
}
