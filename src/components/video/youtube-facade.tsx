import { island } from '@/islands/island'
import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { VideoPoster } from '@/components/video/video-poster'
import { youtubeEmbedUrl, type YouTubePlayerVars } from '@/components/video/youtube-api'
import { cn } from '@/lib/utils'

type YouTubeFacadeProps = {
  videoId: string
  title: string
  playerVars?: YouTubePlayerVars
  className?: string
}

/**
 * A local poster that becomes the YouTube player on click: nothing is fetched from YouTube
 * until the visitor asks for the video, and the page looks finished without it.
 */
export function YouTubeFacade({ videoId, title, playerVars, className }: YouTubeFacadeProps) {
  const [active, setActive] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (active) frameRef.current?.focus()
  }, [active])

  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/10',
        className,
      )}
    >
      {active ? (
        <iframe
          ref={frameRef}
          src={youtubeEmbedUrl(videoId, { rel: 0, ...playerVars, autoplay: 1 })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setActive(true)}
          className="group absolute inset-0 flex items-center justify-center focus-visible:ring-4 focus-visible:ring-accent focus-visible:ring-offset-0"
        >
          <VideoPoster className="absolute inset-0" />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-white text-primary shadow-xl transition-transform group-hover:scale-110 md:size-20">
            <Play aria-hidden="true" className="ml-1 size-7 fill-current md:size-8" />
          </span>
          <span className="absolute bottom-3 left-3 rounded-md bg-ink/80 px-2.5 py-1 text-xs font-medium text-white md:bottom-4 md:left-4 md:text-sm">
            <span className="sr-only">Play video: </span>
            {title}
          </span>
        </button>
      )}
    </div>
  )
}

export const YouTubeFacadeIsland = island('youtube-facade', YouTubeFacade)
