import { useEffect } from 'react'
import { island } from '@/islands/island'
import { trackConversion } from '@/lib/gtag'

/** Sends the ads conversion once the thank-you page runs its scripts. */
export function ConversionTracker() {
  useEffect(() => trackConversion(), [])
  return null
}

export const ConversionTrackerIsland = island('conversion-tracker', ConversionTracker)
