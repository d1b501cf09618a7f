// Watch time the server can trust, shared by the workshop player (which reports) and the
// workshop-player function (which credits). The player reports the seconds it played since its
// last report; the server credits at most the wall-clock time since the registration's
// previous report, so a seek adds nothing (no wall-clock time passes) and a pause adds
// nothing (no played time grows), and two tabs together earn no more than the time that
// passed. The offer unlocks for a registration once its credited seconds reach 45 minutes.

/** The bundle offer unlocks at 45 minutes of watched video. */
export const OFFER_THRESHOLD_SECONDS = 45 * 60
/** The player reports its played time this often while playing. */
export const WATCH_REPORT_SECONDS = 15
/** The largest played time one report may claim (anything more is refused as malformed). */
export const MAX_REPORTED_SECONDS = 24 * 60 * 60
/** How long the player's signed link to an uploaded workshop video works (at most 1 hour). */
export const WORKSHOP_VIDEO_URL_SECONDS = 60 * 60

export interface WatchState {
  watchedSeconds: number
  /** When the registration's previous report (or the player's opening) reached the server. */
  lastReportAt: Date | null
}

export interface WatchCredit {
  /** The seconds this report added. */
  credited: number
  watchedSeconds: number
  offerUnlocked: boolean
}

/** Milliseconds kept: the column is numeric(10, 3). */
const toMillis = (seconds: number) => Math.floor(seconds * 1000) / 1000

/** What one report of `playedSeconds` is worth at `now`. */
export function creditWatchTime(state: WatchState, playedSeconds: number, now: Date): WatchCredit {
  const elapsed = state.lastReportAt
    ? Math.max(0, (now.getTime() - state.lastReportAt.getTime()) / 1000)
    : 0
  const credited = toMillis(Math.max(0, Math.min(playedSeconds, elapsed)))
  const watchedSeconds = toMillis(state.watchedSeconds + credited)
  return { credited, watchedSeconds, offerUnlocked: offerUnlocked(watchedSeconds) }
}

export function offerUnlocked(watchedSeconds: number): boolean {
  return watchedSeconds >= OFFER_THRESHOLD_SECONDS
}
