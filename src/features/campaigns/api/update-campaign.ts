import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CampaignFormValues } from '@/features/campaigns/lib/campaign-form-schema'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { supabase } from '@/lib/supabase'

type CampaignPatch = Partial<CampaignFormValues>

/**
 * Saves an edit of a campaign (the dialog, or the keyword queue's keywords alone). A completed
 * campaign that gains a keyword without an article becomes active again (the database).
 */
export function useUpdateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, patch }: { id: string; patch: CampaignPatch }) => {
      const { data, error } = await supabase
        .from('blog_campaigns')
        .update(patch)
        .eq('id', id)
        .select()
        .single()
      if (error) throw new Error(campaignMessages.updateFailed, { cause: error })
      return data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  })
}
