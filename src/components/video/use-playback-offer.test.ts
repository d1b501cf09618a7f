import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  OFFER_THRESHOLD_SECONDS,
  POLL_INTERVAL_MS,
  usePlaybackOffer,
} from '@/components/video/use-playback-offer'

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function fakePlayer(startSeconds = 0) {
  let seconds = startSeconds
  return {
    getCurrentTime: vi.fn(() => seconds),
    seek: (to: number) => {
      seconds = to
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('usePlaybackOffer', () => {
  it('exports the spec constants', () => {
    expect(OFFER_THRESHOLD_SECONDS).toBe(2700)
    expect(POLL_INTERVAL_MS).toBe(1000)
  })

  it('shows the offer on the first tick at which the player reports 2700 s', () => {
    const player = fakePlayer(2690)
    const { result } = renderHook(() => usePlaybackOffer())
    act(() => result.current.startTracking(player))

    advance(POLL_INTERVAL_MS)
    expect(player.getCurrentTime).toHaveBeenCalledTimes(1)
    expect(result.current.offerShown).toBe(false)

    player.seek(2699.5)
    advance(POLL_INTERVAL_MS)
    expect(result.current.offerShown).toBe(false)

    player.seek(2700)
    advance(POLL_INTERVAL_MS)
    expect(result.current.offerShown).toBe(true)
  })

  it('falls back to wall-clock time when the player has no getCurrentTime', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { result } = renderHook(() => usePlaybackOffer())
    act(() => result.current.startTracking({}))

    advance(2699 * 1000)
    expect(result.current.offerShown).toBe(false)
    advance(1000)
    expect(result.current.offerShown).toBe(true)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('logs a throwing getCurrentTime and uses wall-clock time instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failure = new Error('player not ready')
    const player = {
      getCurrentTime: () => {
        throw failure
      },
    }
    const { result } = renderHook(() => usePlaybackOffer())
    act(() => result.current.startTracking(player))

    advance(2699 * 1000)
    expect(result.current.offerShown).toBe(false)
    advance(1000)
    expect(result.current.offerShown).toBe(true)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('video time'), failure)
  })

  it('shows the offer once: the timer stops and nothing hides or restarts it', () => {
    const player = fakePlayer(OFFER_THRESHOLD_SECONDS)
    const { result, rerender } = renderHook(({ condition }) => usePlaybackOffer({ condition }), {
      initialProps: { condition: true },
    })
    act(() => result.current.startTracking(player))
    advance(POLL_INTERVAL_MS)
    expect(result.current.offerShown).toBe(true)
    expect(vi.getTimerCount()).toBe(0)

    act(() => result.current.startTracking(player))
    rerender({ condition: false })
    advance(10 * POLL_INTERVAL_MS)
    expect(player.getCurrentTime).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
    expect(result.current.offerShown).toBe(true)
  })

  it('stops reading the player on pause and resumes on play', () => {
    const player = fakePlayer(100)
    const { result } = renderHook(() => usePlaybackOffer())
    act(() => result.current.startTracking(player))
    advance(3 * POLL_INTERVAL_MS)
    expect(player.getCurrentTime).toHaveBeenCalledTimes(3)

    act(() => result.current.stopTracking())
    player.seek(OFFER_THRESHOLD_SECONDS)
    advance(60 * POLL_INTERVAL_MS)
    expect(player.getCurrentTime).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(0)
    expect(result.current.offerShown).toBe(false)

    act(() => result.current.startTracking(player))
    advance(POLL_INTERVAL_MS)
    expect(result.current.offerShown).toBe(true)
  })

  it('does not count paused time towards the wall-clock fallback', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { result } = renderHook(() => usePlaybackOffer())
    act(() => result.current.startTracking({}))
    advance(2000 * 1000)
    act(() => result.current.stopTracking())
    advance(5000 * 1000)

    act(() => result.current.startTracking({}))
    advance(699 * 1000)
    expect(result.current.offerShown).toBe(false)
    advance(1000)
    expect(result.current.offerShown).toBe(true)
  })

  it('waits for the extra condition (registration) as well as the threshold', () => {
    const player = fakePlayer(OFFER_THRESHOLD_SECONDS + 5)
    const { result, rerender } = renderHook(({ condition }) => usePlaybackOffer({ condition }), {
      initialProps: { condition: false },
    })
    act(() => result.current.startTracking(player))
    advance(5 * POLL_INTERVAL_MS)
    expect(result.current.offerShown).toBe(false)

    rerender({ condition: true })
    advance(POLL_INTERVAL_MS)
    expect(result.current.offerShown).toBe(true)
  })

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => usePlaybackOffer())
    act(() => result.current.startTracking(fakePlayer()))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
