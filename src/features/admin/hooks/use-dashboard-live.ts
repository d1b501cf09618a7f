import { useCallback, useState } from 'react'
import { contactMessageKeys, registrationKeys } from '@/features/admin/api/keys'
import { useLiveInvalidate, type LiveEvent } from '@/lib/use-live-invalidate'

export type LastLiveEvent = LiveEvent & { at: Date }

/**
 * The dashboard's realtime: any change to these tables refetches the queries on them
 * (spec §4), and the last event is kept for the debug panel. Channels close on unmount.
 */
export function useDashboardLive(): LastLiveEvent | null {
  const [last, setLast] = useState<LastLiveEvent | null>(null)
  const record = useCallback((event: LiveEvent) => setLast({ ...event, at: new Date() }), [])
  useLiveInvalidate('Webinar Registration', registrationKeys.all(), record)
  useLiveInvalidate('contact_messages', contactMessageKeys.all(), record)
  useLiveInvalidate('blog_posts', ['blog_posts'], record)
  useLiveInvalidate('blog_campaigns', ['blog_campaigns'], record)
  return last
}
