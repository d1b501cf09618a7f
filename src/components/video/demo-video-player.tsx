import { useEffect, useRef, useState } from 'react'
import { VideoPoster } from '@/components/video/video-poster'
import { loadYouTubeIframeApi, type YouTubePlayer } from '@/components/video/youtube-api'

const DEMO_PLAYER_ID = 'demo-youtube-player'
const WIDTH = 854
const HEIGHT = 480

type DemoVideoPlayerProps = {
  videoId: string
  /** The container's id; the demo page's, demo-youtube-player, unless given. */
  playerId?: string
  /** What the loading text calls the video. */
  label?: string
  onReady: () => void
  onPlay: (player: YouTubePlayer) => void
  onStop: () => void
}

type Status = 'loading' | 'ready' | 'failed'

/**
 * The demo video through the YouTube IFrame Player API, which reports readiness, play and
 * pause to the page. React renders only the empty container; the API owns what is inside.
 */
export function DemoVideoPlayer({
  videoId,
  playerId = DEMO_PLAYER_ID,
  label = 'demo video',
  onReady,
  onPlay,
  onStop,
}: DemoVideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const handlersRef = useRef({ onReady, onPlay, onStop })
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    handlersRef.current = { onReady, onPlay, onStop }
  }, [onReady, onPlay, onStop])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let cancelled = false
    let player: YouTubePlayer | null = null
    const target = document.createElement('div')
    container.replaceChildren(target)

    loadYouTubeIframeApi()
      .then((YT) => {
        if (cancelled) return
        player = new YT.Player(target, {
          width: WIDTH,
          height: HEIGHT,
          videoId,
          playerVars: { controls: 1, rel: 0, fs: 0, disablekb: 1, autoplay: 0 },
          events: {
            onReady: () => {
              setStatus('ready')
              handlersRef.current.onReady()
            },
            onStateChange: ({ data, target: reporter }) => {
              if (data === YT.PlayerState.PLAYING) handlersRef.current.onPlay(reporter)
              else if (data === YT.PlayerState.PAUSED || data === YT.PlayerState.ENDED) {
                handlersRef.current.onStop()
              }
            },
          },
        })
      })
      .catch((error: unknown) => {
        if (cancelled) return
        console.warn(`The ${label} could not be loaded.`, error)
        setStatus('failed')
      })

    return () => {
      cancelled = true
      player?.destroy()
      container.replaceChildren()
    }
  }, [videoId, label])

  return (
    <div
      className="relative mx-auto aspect-[854/480] w-full overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/15"
      style={{ maxWidth: WIDTH }}
    >
      {status !== 'ready' && (
        <div className="absolute inset-0">
          <VideoPoster />
          {/* One box, both texts in it from the start and one shown: when the video fails,
              a text appears rather than one moving, which would count as a layout shift. */}
          <p
            role="status"
            className="absolute inset-x-0 bottom-4 mx-auto flex min-h-[3.25rem] w-[min(90%,34rem)] items-center justify-center rounded-md bg-ink/85 px-3 py-1.5 text-center text-sm text-white"
          >
            <span hidden={status === 'failed'}>Loading the {label}…</span>
            <span hidden={status !== 'failed'}>
              The video could not load. Check your connection and refresh the page.
            </span>
          </p>
        </div>
      )}
      <div id={playerId} ref={containerRef} className="absolute inset-0 [&>iframe]:size-full" />
    </div>
  )
}
