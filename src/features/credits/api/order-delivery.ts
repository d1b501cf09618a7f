import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { creditOrderKeys } from '@/features/credits/api/keys'
import { creditMessages } from '@/features/credits/lib/messages'
import { readFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

const handoffSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['waiting', 'delivered', 'failed']),
  attempts: z.number(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
})

const deliverySchema = z.object({
  order_id: z.string(),
  receipt: z.enum(['sent', 'waiting']).nullable(),
  handoffs: z.array(handoffSchema),
})

export type OrderHandoff = z.infer<typeof handoffSchema>
export type OrderDelivery = z.infer<typeof deliverySchema>

/**
 * Per order of the page: whether its receipt went out and each hand-off to the customer app
 * (credit_order_deliveries: admins only). Under creditOrderKeys.all(), so the list's live
 * refresh (a hand-off's outcome touches its order) refetches it too.
 */
export const orderDeliveriesQuery = (orderIds: readonly string[]) =>
  queryOptions({
    queryKey: [...creditOrderKeys.all(), 'deliveries', [...orderIds]] as const,
    enabled: orderIds.length > 0,
    queryFn: async () => {
      const { data, error } = await supabase.rpc('credit_order_deliveries', {
        p_order_ids: [...orderIds],
      })
      if (error) throw new Error(error.message || creditMessages.deliveriesLoadFailed)
      const rows = z.array(deliverySchema).parse(data)
      return new Map(rows.map((row) => [row.order_id, row]))
    },
  })

const statusSchema = z.union([
  z.object({ configured: z.literal(true) }),
  z.object({ configured: z.literal(false), problem: z.string() }),
])

/** Whether the hand-off to the customer app is configured (the credits-handoff secrets). */
export const handoffStatusQuery = () =>
  queryOptions({
    queryKey: [...creditOrderKeys.all(), 'handoff-status'] as const,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const { data, error } = await supabase.functions.invoke('credits-handoff', { body: {} })
      if (error) throw await readFunctionError(error, creditMessages.handoffStatusFailed)
      return statusSchema.parse(data)
    },
  })

const retrySchema = z.object({ delivered: z.number(), failed: z.number() })

/** Retry: the hand-off is sent now; the answer says whether the receiver took it. */
export function useRetryHandoff() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (handoffId: string) => {
      const { data, error } = await supabase.functions.invoke('credits-handoff', {
        body: { retry: handoffId },
      })
      if (error) throw await readFunctionError(error, creditMessages.retryFailed)
      return retrySchema.parse(data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditOrderKeys.all() }),
  })
}
