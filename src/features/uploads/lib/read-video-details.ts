/** What the browser reads from a video before it is uploaded, stored beside it. */
export type VideoDetails = { durationSeconds: number; poster: string }

const POSTER_WIDTH = 320
const TIMEOUT_MS = 15_000

/**
 * The video's duration and a poster frame (a 320 px wide JPEG data URL, from a tenth of the way
 * in, at most 1 s), read by the browser's own decoder; null when it cannot decode the file
 * (an AVI, say) or takes over 15 s: the upload goes on without them.
 */
export function readVideoDetails(file: Blob): Promise<VideoDetails | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video')
    const url = URL.createObjectURL(file)
    let duration = 0
    const finish = (details: VideoDetails | null) => {
      window.clearTimeout(timer)
      video.removeAttribute('src')
      video.load()
      URL.revokeObjectURL(url)
      resolve(details)
    }
    const timer = window.setTimeout(() => finish(null), TIMEOUT_MS)
    video.muted = true
    video.preload = 'auto'
    video.addEventListener('error', () => finish(null))
    video.addEventListener('loadedmetadata', () => {
      // A recorded WebM may not say its length until it is read through.
      if (!Number.isFinite(video.duration)) {
        video.currentTime = 1e7
        return
      }
      duration = video.duration
      video.currentTime = Math.min(1, duration / 10)
    })
    video.addEventListener('seeked', () => {
      if (duration === 0) {
        if (!Number.isFinite(video.duration) || video.duration <= 0) return finish(null)
        duration = video.duration
        video.currentTime = Math.min(1, duration / 10)
        return
      }
      const width = Math.min(POSTER_WIDTH, video.videoWidth || POSTER_WIDTH)
      const height = Math.round((width / (video.videoWidth || 16)) * (video.videoHeight || 9))
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = Math.max(1, height)
      const context = canvas.getContext('2d')
      if (!context) return finish(null)
      context.drawImage(video, 0, 0, canvas.width, canvas.height)
      finish({ durationSeconds: duration, poster: canvas.toDataURL('image/jpeg', 0.7) })
    })
    video.src = url
  })
}

/** The library name in a signed link to `videos/library/<name>`, or null. */
export function libraryNameOf(signedUrl: string): string | null {
  const match = /\/videos\/library\/([^?]+)/.exec(new URL(signedUrl).pathname)
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/** 1:05:09 or 4:07. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
