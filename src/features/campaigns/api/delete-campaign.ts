import { useMutation, useQueryClient } from '@tanstack/react-query'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { supabase } from '@/lib/supabase'

/** Deletes a campaign and its jobs; its posts stay, with no campaign (the foreign key). */
export function useDeleteCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (id: string) => {
      const { data, error } = await supabase
        .from('blog_campaigns')
        .delete()
        .eq('id', id)
        .select('id')
      if (error || data.length === 0) {
        throw new Error(campaignMessages.deleteFailed, { cause: error })
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  })
}
