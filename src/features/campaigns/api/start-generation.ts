import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { z } from 'zod'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { supabase } from '@/lib/supabase'

const responseSchema = z.object({
  success: z.boolean().optional(),
  jobId: z.string().optional(),
  error: z.string().optional(),
})
export type GenerationResponse = z.infer<typeof responseSchema>

/** The function's own `{ error }` for a non-2xx answer, else the client's message. */
async function invokeErrorMessage(error: Error): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body: unknown = await error.context.json().catch(() => null)
    const parsed = responseSchema.safeParse(body)
    if (parsed.success && parsed.data.error) return parsed.data.error
  }
  return error.message
}

/**
 * §7 server function 1: generate-blog-post with {campaignId} (and a failed job's id to retry
 * it). The response is read for success and error.
 */
export function useStartGeneration() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: { campaignId: string; jobId?: string }) => {
      const { data, error } = await supabase.functions.invoke('generate-blog-post', { body })
      if (error) throw new Error(await invokeErrorMessage(error))
      return responseSchema.parse(data ?? {})
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all() }),
  })
}
