import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LIBRARY_FOLDER, renameMessages, VIDEO_BUCKET } from '@shared/video-upload'
import { videoKeys } from '@/features/uploads/api/keys'
import { supabase } from '@/lib/supabase'
import { uploadMessages } from '../lib/messages'

export type VideoRename = { from: string; to: string }

/**
 * Renames a library video: storage moves the object (the admin's storage policies decide; a
 * taken name is refused with 409), then rename_video moves what names it (its details, the
 * workshop's choice, the finished upload's record). Links made before keep pointing at the old
 * name and stop working.
 */
export function useRenameVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ from, to }: VideoRename) => {
      const moved = await supabase.storage
        .from(VIDEO_BUCKET)
        .move(`${LIBRARY_FOLDER}/${from}`, `${LIBRARY_FOLDER}/${to}`)
      if (moved.error) {
        const status = 'statusCode' in moved.error ? moved.error.statusCode : undefined
        throw new Error(status === '409' ? renameMessages.taken(to) : uploadMessages.renameFailed)
      }
      const references = await supabase.rpc('rename_video', { p_from: from, p_to: to })
      if (references.error) throw new Error(uploadMessages.renameDetailsFailed)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all() }),
  })
}
