// The parts of the YouTube IFrame Player API that the site uses.
export type YouTubePlayer = { getCurrentTime?: () => number; destroy: () => void }

export type YouTubePlayerVars = Record<string, number | string>

type YouTubePlayerOptions = {
  width: number
  height: number
  videoId: string
  playerVars: YouTubePlayerVars
  events: {
    onReady?: (event: { target: YouTubePlayer }) => void
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void
  }
}

export type YouTubeNamespace = {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number }
}

declare global {
  interface Window {
    YT?: YouTubeNamespace
    onYouTubeIframeAPIReady?: () => void
  }
}

const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api'

let apiPromise: Promise<YouTubeNamespace> | null = null

/** Loads the IFrame API script once per page; call it from an effect, never during render. */
export function loadYouTubeIframeApi(): Promise<YouTubeNamespace> {
  apiPromise ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const resolveWhenLoaded = () => {
      if (window.YT && typeof window.YT.Player === 'function') resolve(window.YT)
      else reject(new Error('The YouTube IFrame API did not define YT.Player'))
    }
    if (window.YT && typeof window.YT.Player === 'function') {
      resolve(window.YT)
      return
    }
    // The API announces itself through this global; keep any callback another script set.
    const previousCallback = window.onYouTubeIframeAPIReady
    window.onYouTubeIframeAPIReady = () => {
      previousCallback?.()
      resolveWhenLoaded()
    }
    const script = document.createElement('script')
    script.src = YOUTUBE_IFRAME_API_URL
    script.async = true
    script.onerror = () => {
      apiPromise = null
      script.remove()
      reject(new Error('The YouTube IFrame API could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return apiPromise
}

/** Privacy-enhanced embed address with the given player parameters. */
export function youtubeEmbedUrl(videoId: string, playerVars: YouTubePlayerVars) {
  const query = new URLSearchParams(
    Object.entries(playerVars).map(([key, value]) => [key, String(value)]),
  )
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${query}`
}
