import { useMutation, useQueryClient } from '@tanstack/react-query'
import { videoKeys } from '@/features/uploads/api/keys'
import { supabase } from '@/lib/supabase'
import type { VideoDetails } from '../lib/read-video-details'
import { uploadMessages } from '../lib/messages'

/** Stores what the browser read from an uploaded video (admins: RLS). */
export async function saveVideoDetails(name: string, details: VideoDetails): Promise<void> {
  const { error } = await supabase.from('video_details').upsert({
    name,
    duration_seconds: Math.round(details.durationSeconds * 1000) / 1000,
    poster: details.poster,
    updated_at: new Date().toISOString(),
  })
  if (error) throw new Error(uploadMessages.detailsFailed)
}

export type StoredDetails = { durationSeconds: number | null; poster: string | null }

/** The stored details of the named videos, and which one the workshop plays. */
export async function fetchVideoDetails(
  names: string[],
): Promise<{ details: Map<string, StoredDetails>; workshopVideo: string | null }> {
  const [details, settings] = await Promise.all([
    supabase.from('video_details').select('name, duration_seconds, poster').in('name', names),
    supabase.from('workshop_settings').select('video_name').maybeSingle(),
  ])
  if (details.error || settings.error) throw new Error(uploadMessages.loadVideosFailed)
  return {
    details: new Map(
      details.data.map((row) => [
        row.name,
        { durationSeconds: row.duration_seconds, poster: row.poster },
      ]),
    ),
    workshopVideo: settings.data?.video_name ?? null,
  }
}

/**
 * Makes a library video the workshop's: its details row is made if the upload stored none
 * (the video then plays without a poster), then the one settings row names it. Null goes back
 * to the configured YouTube video.
 */
export function useUseAsWorkshopVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string | null) => {
      const known =
        name === null
          ? { error: null }
          : await supabase
              .from('video_details')
              .upsert({ name }, { onConflict: 'name', ignoreDuplicates: true })
      const chosen = known.error
        ? known
        : await supabase
            .from('workshop_settings')
            .update({ video_name: name, updated_at: new Date().toISOString() })
            .eq('id', true)
      if (chosen.error) throw new Error(uploadMessages.workshopVideoFailed)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all() }),
  })
}
