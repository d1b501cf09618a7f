import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LIBRARY_FOLDER, VIDEO_BUCKET } from '@shared/video-upload'
import { videoKeys } from '@/features/uploads/api/keys'
import { supabase } from '@/lib/supabase'
import { uploadMessages } from '../lib/messages'

/** Deletes a library video for good (storage: the admin's RLS delete policy on the bucket). */
export function useDeleteVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string) => {
      const { data, error } = await supabase.storage
        .from(VIDEO_BUCKET)
        .remove([`${LIBRARY_FOLDER}/${name}`])
      // storage answers 200 with no rows when the file was already gone (or not the admin's).
      if (error || data.length === 0) throw new Error(uploadMessages.deleteFailed)
      // Its details go too; were it the workshop video, the workshop falls back to YouTube.
      const details = await supabase.from('video_details').delete().eq('name', name)
      if (details.error) throw new Error(uploadMessages.deleteFailed)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all() }),
  })
}
