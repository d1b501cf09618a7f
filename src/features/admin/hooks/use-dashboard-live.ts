import { useCallback, useState } from 'react'
import { contactMessageKeys, registrationKeys } from '@/features/admin/api/keys'
import { useLiveRefresh, type LiveEvent } from '@/lib/paging/use-live-refresh'

export type LastLiveEvent = LiveEvent & { at: Date }

/**
 * The dashboard's realtime: a change to these tables refreshes what the dashboard shows of
 * them (the visible pages and the stats, at most once a second), and the last event is kept
 * for the debug panel.  Channels close on unmount.
 */
export function useDashboardLive(): LastLiveEvent | null {
  const [last, setLast] = useState<LastLiveEvent | null>(null)
  const record = useCallback((event: LiveEvent) => setLast({ ...event, at: new Date() }), [])
  useLiveRefresh('Webinar Registration', registrationKeys.all(), record)
  useLiveRefresh('contact_messages', contactMessageKeys.all(), record)
  useLiveRefresh('blog_posts', ['blog_posts'], record)
  useLiveRefresh('blog_campaigns', ['blog_campaigns'], record)
  return last
}
