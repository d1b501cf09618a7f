import { useCallback, useState } from 'react'
import { tableCountKeys } from '@/features/admin/api/keys'
import type { LastLiveEvent } from '@/features/admin/components/debug-panel'
import { workshopFunnelKeys } from '@/features/dashboard/api/keys'
import { registrationKeys } from '@/features/registrations/api/keys'
import { contactMessageKeys } from '@/lib/query-keys/contact-messages'
import { useLiveRefresh, type LiveChange, type LiveEvent } from '@/lib/paging/use-live-refresh'

/** A row count moves only when a row comes or goes. */
const addsOrRemoves = (change: LiveChange) => change.eventType !== 'UPDATE'

/**
 * The dashboard's realtime: a change to these tables refreshes what the dashboard shows of
 * them (the visible pages, the stats, the workshop funnel and the debug panel's counts, at most once a second for
 * the whole screen), and the last event is kept for the debug panel. The posts list and the
 * campaign names follow their tables themselves, on the same channels. Channels close on
 * unmount.
 */
export function useDashboardLive(): LastLiveEvent | null {
  const [last, setLast] = useState<LastLiveEvent | null>(null)
  const onEvent = useCallback((event: LiveEvent) => setLast({ ...event, at: new Date() }), [])
  useLiveRefresh('Webinar Registration', registrationKeys.all(), { onEvent })
  useLiveRefresh('contact_messages', contactMessageKeys.all(), { onEvent })
  // The funnel's keys sit under the registrations' (a new registration refreshes it); viewing
  // progress and orders (a payment, a link to a registration) refresh it too.
  useLiveRefresh('workshop_progress', workshopFunnelKeys.all(), { onEvent })
  useLiveRefresh('credit_orders', workshopFunnelKeys.all(), { onEvent })
  const counted = { onEvent, when: addsOrRemoves }
  useLiveRefresh('blog_posts', tableCountKeys.count('blog_posts'), counted)
  useLiveRefresh('blog_campaigns', tableCountKeys.count('blog_campaigns'), counted)
  return last
}
