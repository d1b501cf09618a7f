import { useEffect } from 'react'
import { island } from '@/islands/island'
import { storeWebinarDate } from '@/features/home/lib/webinar-date'

/** Stores the webinar date for the other pages once the home page runs its scripts. */
export function WebinarDate() {
  useEffect(() => storeWebinarDate(), [])
  return null
}

export const WebinarDateIsland = island('webinar-date', WebinarDate)
