import { toast } from 'sonner'
import { useStartGeneration as useStartGenerationMutation } from '@/features/campaigns/api/start-generation'
import { campaignMessages } from '@/features/campaigns/lib/messages'

/**
 * Starts generation with §8's toasts: 'Article generation started' with the response's error
 * when it has one, else 'Article generation initiated'; an invoke failure says so with its message.
 */
export function useStartGeneration() {
  const mutation = useStartGenerationMutation()
  return (body: { campaignId: string; jobId?: string }) =>
    mutation.mutate(body, {
      onSuccess: (data) => {
        if (data.error)
          toast.warning(campaignMessages.generationStarted, { description: data.error })
        else
          toast.success(campaignMessages.generationStarted, {
            description: campaignMessages.generationInitiated,
          })
      },
      onError: (error) =>
        toast.error(campaignMessages.generationFailed, { description: error.message }),
    })
}
