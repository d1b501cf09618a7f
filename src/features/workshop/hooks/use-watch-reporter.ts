import { useCallback, useEffect, useRef, useState } from 'react'
import { OFFER_THRESHOLD_SECONDS, WATCH_REPORT_SECONDS } from '@shared/workshop-watch'
import { reportWatch, type WatchState } from '@/features/workshop/api/workshop-player'

const TICK_MS = 1000

/**
 * Counts the time the video plays (wall-clock while playing: a seek or a pause adds nothing)
 * and reports it to the server every 15 s, when playback stops, and, checked every second,
 * as soon as the server's watched seconds plus the unreported ones reach the offer. The offer
 * shows when the server says it is unlocked, for this registration, and never hides again.
 */
export function useWatchReporter(access: string, initial: WatchState) {
  const [offerUnlocked, setOfferUnlocked] = useState(initial.offerUnlocked)
  const watchedRef = useRef(initial.watchedSeconds)
  const playingSinceRef = useRef<number | null>(null)
  const unreportedMsRef = useRef(0)
  const sendingRef = useRef(false)
  const offerUnlockedRef = useRef(offerUnlocked)
  useEffect(() => {
    offerUnlockedRef.current = offerUnlocked
  }, [offerUnlocked])

  const pendingMs = () =>
    unreportedMsRef.current +
    (playingSinceRef.current === null ? 0 : Date.now() - playingSinceRef.current)

  const flush = useCallback(() => {
    if (sendingRef.current) return
    const played = pendingMs()
    if (played <= 0) return
    unreportedMsRef.current = 0
    if (playingSinceRef.current !== null) playingSinceRef.current = Date.now()
    sendingRef.current = true
    reportWatch(access, played / 1000)
      .then(
        (state) => {
          watchedRef.current = state.watchedSeconds
          if (state.offerUnlocked) setOfferUnlocked(true)
        },
        // Not counted this time: kept for the next report (the server still caps it).
        () => {
          unreportedMsRef.current += played
        },
      )
      .finally(() => {
        sendingRef.current = false
      })
  }, [access])

  const start = useCallback(() => {
    if (playingSinceRef.current === null) playingSinceRef.current = Date.now()
  }, [])

  const stop = useCallback(() => {
    if (playingSinceRef.current !== null) {
      unreportedMsRef.current += Date.now() - playingSinceRef.current
      playingSinceRef.current = null
    }
    flush()
  }, [flush])

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (playingSinceRef.current === null) return
      const pending = pendingMs() / 1000
      const reachesOffer =
        !offerUnlockedRef.current && watchedRef.current + pending >= OFFER_THRESHOLD_SECONDS
      if (pending >= WATCH_REPORT_SECONDS || reachesOffer) flush()
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [flush])

  return { offerUnlocked, start, stop }
}
