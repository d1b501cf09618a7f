import { queryOptions } from '@tanstack/react-query'
import { contactMessageKeys } from '@/lib/query-keys/contact-messages'
import { supabase } from '@/lib/supabase'

/**
 * Email still waiting in the outbox (failed at least once, or older than two minutes), and the
 * email the provider refused for good in the last 7 days (never retried).
 */
export type EmailBacklog = {
  undelivered: number
  oldest: string | null
  lastError: string | null
  refused: number
  lastRefusal: string | null
}

async function fetchEmailBacklog(): Promise<EmailBacklog> {
  const { data, error } = await supabase.rpc('email_outbox_backlog')
  if (error) throw error
  const row = data[0]
  return {
    undelivered: row?.undelivered ?? 0,
    oldest: row?.oldest ?? null,
    lastError: row?.last_error ?? null,
    refused: row?.refused ?? 0,
    lastRefusal: row?.last_refusal ?? null,
  }
}

// Under the contact messages' key, so a new message (realtime) checks it again; and every
// minute, as the outbox worker runs, so the notice goes once the mail is out.
export const emailBacklogOptions = () =>
  queryOptions({
    queryKey: [...contactMessageKeys.all(), 'email_backlog'] as const,
    queryFn: fetchEmailBacklog,
    refetchInterval: 60_000,
  })
