import { toast } from 'sonner'
import { useStartGeneration as useStartGenerationMutation } from '@/features/campaigns/api/start-generation'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { reportError } from '@/lib/report-error'

/**
 * Starts generation with its toasts, one clear outcome each: 'Article generation started' /
 * 'Article generation initiated' only when it really started; the response's error (say, which
 * AI settings to configure) as a failure; an invoke failure says so with its message.
 */
export function useStartGeneration() {
  const mutation = useStartGenerationMutation()
  return (body: { campaignId: string; jobId?: string }) =>
    mutation.mutate(body, {
      onSuccess: (data) => {
        if (data.error) reportError(campaignMessages.generationFailed, { description: data.error })
        else
          toast.success(campaignMessages.generationStarted, {
            description: campaignMessages.generationInitiated,
          })
      },
      onError: (error) =>
        reportError(campaignMessages.generationFailed, {
          description: error.message,
          cause: error,
        }),
    })
}
