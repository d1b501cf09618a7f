import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { readFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

const responseSchema = z.object({
  success: z.boolean().optional(),
  jobId: z.string().optional(),
  error: z.string().optional(),
})
export type GenerationResponse = z.infer<typeof responseSchema>

/**
 * The generate-blog-post function with {campaignId} (and a failed job's id to retry
 * it). The response is read for success and error.
 */
export function useStartGeneration() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: { campaignId: string; jobId?: string }) => {
      const { data, error } = await supabase.functions.invoke('generate-blog-post', { body })
      // The function's own `{ error }` for a non-2xx answer, else the client's message.
      if (error) throw await readFunctionError(error, error.message)
      return responseSchema.parse(data ?? {})
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  })
}
