import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@tests/render.tsx'
import { siteConfig } from '@/config/site'
import { DemoShowcase } from '@/features/demo/components/demo-showcase'
import type { YouTubeNamespace } from '@/components/video/youtube-api'

type PlayerOptions = ConstructorParameters<YouTubeNamespace['Player']>[1]

const PLAYING = 1
const PAUSED = 2

/** Stands in for YT.Player and lets the test drive its events. */
class FakePlayer {
  static latest: FakePlayer | null = null
  element: HTMLElement
  options: PlayerOptions
  seconds = 0
  constructor(element: HTMLElement, options: PlayerOptions) {
    this.element = element
    this.options = options
    FakePlayer.latest = this
  }
  getCurrentTime = () => this.seconds
  destroy = vi.fn()
  ready() {
    act(() => this.options.events.onReady?.({ target: this }))
  }
  changeState(data: number) {
    act(() => this.options.events.onStateChange?.({ data, target: this }))
  }
}

async function renderShowcase() {
  renderWithRouter(<DemoShowcase />)
  // Let the API loader's promise resolve and construct the player.
  await act(async () => {})
  const player = FakePlayer.latest
  if (!player) throw new Error('The player was not created')
  return player
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const offerHeading = () => screen.queryByRole('heading', { name: '10,000 leads for $1,000' })

beforeEach(() => {
  FakePlayer.latest = null
  window.YT = { Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING, PAUSED } }
})

afterEach(() => {
  vi.useRealTimers()
  delete window.YT
})

describe('DemoShowcase', () => {
  it('creates the 854 × 480 player inside #demo-youtube-player with the spec settings', async () => {
    const player = await renderShowcase()
    expect(player.element.parentElement).toHaveAttribute('id', 'demo-youtube-player')
    expect(player.options).toMatchObject({
      width: 854,
      height: 480,
      videoId: siteConfig.video.demoId,
      playerVars: { controls: 1, rel: 0, fs: 0, disablekb: 1, autoplay: 0 },
    })
  })

  it('grants access when the player is ready, then swaps in the offer at 2700 s', async () => {
    const player = await renderShowcase()
    expect(screen.queryByText('Demo Access Granted!')).not.toBeInTheDocument()

    player.ready()
    expect(screen.getByText('Demo Access Granted!')).toBeInTheDocument()
    expect(offerHeading()).not.toBeInTheDocument()

    vi.useFakeTimers()
    player.seconds = 2699
    player.changeState(PLAYING)
    advance(1000)
    expect(offerHeading()).not.toBeInTheDocument()

    player.seconds = 2700
    advance(1000)
    expect(offerHeading()).toBeInTheDocument()
    expect(screen.queryByText('Demo Access Granted!')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Claim the Bundle' })).toHaveAttribute(
      'href',
      siteConfig.links.bundlePayment,
    )
  })

  it('needs both the offer flag and a ready player', async () => {
    const player = await renderShowcase()
    vi.useFakeTimers()
    player.seconds = 2700
    player.changeState(PLAYING)
    advance(1000)
    expect(offerHeading()).not.toBeInTheDocument()

    player.ready()
    expect(offerHeading()).toBeInTheDocument()
  })

  it('stops counting while the video is paused', async () => {
    const player = await renderShowcase()
    player.ready()
    vi.useFakeTimers()
    player.seconds = 600
    player.changeState(PLAYING)
    advance(1000)
    player.changeState(PAUSED)

    player.seconds = 2700
    advance(60_000)
    expect(offerHeading()).not.toBeInTheDocument()
    expect(screen.getByText('Demo Access Granted!')).toBeInTheDocument()
  })
})
