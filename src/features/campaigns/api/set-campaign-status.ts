import { useMutation, useQueryClient } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { supabase } from '@/lib/supabase'

/** Pause or resume: resuming does not make up the slots missed while paused (the database). */
export function useSetCampaignStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'active' | 'paused' }) => {
      const { error } = await supabase.from('blog_campaigns').update({ status }).eq('id', id)
      if (error) throw new Error(campaignMessages.statusFailed, { cause: error })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  })
}
