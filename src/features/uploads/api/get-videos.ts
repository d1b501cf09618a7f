import { LIBRARY_FOLDER, VIDEO_BUCKET } from '@shared/video-upload'
import { videoKeys } from '@/features/uploads/api/keys'
import type { ListRequest, PagedListOptions } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'
import { fetchVideoDetails } from './video-details'
import { uploadMessages } from '../lib/messages'

/** Signed links in the list last an hour; the list re-signs each time it loads. */
const LIST_URL_SECONDS = 60 * 60
export const VIDEOS_PAGE_SIZE = 50

export type UploadedVideo = {
  name: string
  size: number | null
  createdAt: string | null
  url: string | null
  /** Read by the browser at upload (null for a video uploaded before, or unreadable). */
  durationSeconds: number | null
  poster: string | null
  /** The video the workshop plays. */
  isWorkshopVideo: boolean
  /** How many videos match the search (every one without a search). */
  total: number
}

/**
 * A page of the library, newest first, by offset (`?page=`), searched by any part of the name
 * (`?q=`): search_videos reads `size + 1` names to know whether an older page exists, with the
 * number of matches; only the shown ones are signed.
 */
export async function fetchVideoPage({
  q,
  page,
  size,
}: ListRequest<never>): Promise<UploadedVideo[]> {
  const { data, error } = await supabase.rpc('search_videos', {
    p_query: q,
    p_limit: size + 1,
    p_offset: (page - 1) * size,
  })
  if (error) throw new Error(uploadMessages.loadVideosFailed)
  if (data.length === 0) return []
  const bucket = supabase.storage.from(VIDEO_BUCKET)
  const paths = data.slice(0, size).map((file) => `${LIBRARY_FOLDER}/${file.name}`)
  const [signed, stored] = await Promise.all([
    bucket.createSignedUrls(paths, LIST_URL_SECONDS),
    fetchVideoDetails(data.map((file) => file.name)),
  ])
  if (signed.error) throw new Error(uploadMessages.loadVideosFailed)
  return data.map((file, i) => ({
    name: file.name,
    size: file.size,
    createdAt: file.created_at,
    url: signed.data[i]?.signedUrl ?? null,
    durationSeconds: stored.details.get(file.name)?.durationSeconds ?? null,
    poster: stored.details.get(file.name)?.poster ?? null,
    isWorkshopVideo: stored.workshopVideo === file.name,
    total: file.total,
  }))
}

/** The video library on /admin-portal/videos (`?q=`, `?page=`: storage pages by offset). */
export const videoList: PagedListOptions<UploadedVideo> = {
  queryKey: videoKeys.list(),
  size: VIDEOS_PAGE_SIZE,
  mode: 'offset',
  fetchPage: fetchVideoPage,
}
