import { useCallback, useEffect, useRef, useState } from 'react'

/** The offer appears once, after 45 minutes (2700 s) of the video, checked every second. */
export { OFFER_THRESHOLD_SECONDS } from '@shared/workshop-watch'
import { OFFER_THRESHOLD_SECONDS } from '@shared/workshop-watch'
export const POLL_INTERVAL_MS = 1000

/** Anything that may report its playback position, such as a YouTube player. */
export type PlaybackClock = { getCurrentTime?: () => number }

type PlaybackOfferOptions = {
  /** An extra gate, checked on every tick: the workshop passes "registered". */
  condition?: boolean
}

type TimeReading = { ok: true; seconds: number } | { ok: false; reason: unknown }

function readPlaybackTime(clock: PlaybackClock): TimeReading {
  if (typeof clock.getCurrentTime !== 'function') {
    return { ok: false, reason: 'the player has no getCurrentTime()' }
  }
  try {
    const seconds = clock.getCurrentTime()
    return Number.isFinite(seconds) ? { ok: true, seconds } : { ok: false, reason: seconds }
  } catch (error) {
    return { ok: false, reason: error }
  }
}

/**
 * Shows a pricing offer once the viewer has watched 45 minutes. Call startTracking when the
 * video plays and stopTracking when it pauses or ends. While tracking, a timer reads the
 * player's time every second; if the player cannot report it, the wall-clock time spent
 * tracking (summed over play periods) stands in. Once shown, the offer never hides again
 * and the timer stops for good.
 */
export function usePlaybackOffer({ condition = true }: PlaybackOfferOptions = {}) {
  const [offerShown, setOfferShown] = useState(false)
  const shownRef = useRef(false)
  const conditionRef = useRef(condition)
  const timerRef = useRef<number | null>(null)
  const segmentStartRef = useRef<number | null>(null)
  const earlierSegmentsMsRef = useRef(0)

  useEffect(() => {
    conditionRef.current = condition
  }, [condition])

  const stopTracking = useCallback(() => {
    if (timerRef.current !== null) {
      window.clearInterval(timerRef.current)
      timerRef.current = null
    }
    if (segmentStartRef.current !== null) {
      earlierSegmentsMsRef.current += Date.now() - segmentStartRef.current
      segmentStartRef.current = null
    }
  }, [])

  const startTracking = useCallback(
    (clock: PlaybackClock) => {
      stopTracking()
      if (shownRef.current) return
      const segmentStart = Date.now()
      segmentStartRef.current = segmentStart
      let failureLogged = false

      timerRef.current = window.setInterval(() => {
        const reading = readPlaybackTime(clock)
        if (!reading.ok && !failureLogged) {
          failureLogged = true
          console.warn('Could not read the video time; using elapsed time instead.', reading.reason)
        }
        const seconds = reading.ok
          ? reading.seconds
          : (earlierSegmentsMsRef.current + Date.now() - segmentStart) / 1000
        if (seconds >= OFFER_THRESHOLD_SECONDS && conditionRef.current) {
          shownRef.current = true
          setOfferShown(true)
          stopTracking()
        }
      }, POLL_INTERVAL_MS)
    },
    [stopTracking],
  )

  useEffect(() => stopTracking, [stopTracking])

  return { offerShown, startTracking, stopTracking }
}
