import { useMutation } from '@tanstack/react-query'
import type { CreditGrant } from '@shared/credit-grant'
import { creditMessages } from '@/features/credits/lib/messages'
import { supabase } from '@/lib/supabase'

/**
 * grant_credits: the ledger row, its hand-off to the customer app and the audit entry, in one
 * transaction. The database's refusal (its sentence for bad input or a missing role) is the
 * error's message.
 */
export function useGrantCredits() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ email, credits, note }: CreditGrant) => {
      const { data, error } = await supabase.rpc('grant_credits', {
        p_email: email,
        p_credits: credits,
        p_note: note,
      })
      if (error) throw new Error(error.message || creditMessages.grantFailed, { cause: error })
      const [granted] = data
      if (!granted) throw new Error(creditMessages.grantFailed)
      return granted
    },
  })
}
