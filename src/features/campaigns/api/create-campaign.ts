import { useMutation, useQueryClient } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import type { CampaignFormValues } from '@/features/campaigns/lib/campaign-form-schema'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { supabase } from '@/lib/supabase'

/** Insert then return the row, owned by the current user. */
export function useCreateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (values: CampaignFormValues) => {
      const { data: session } = await supabase.auth.getSession()
      const userId = session.session?.user.id
      if (!userId) throw new Error(campaignMessages.notLoggedIn)
      const { data, error } = await supabase
        .from('blog_campaigns')
        .insert({ ...values, user_id: userId })
        .select()
        .single()
      if (error) throw new Error(campaignMessages.createFailed, { cause: error })
      return data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  })
}
