import { island } from '@/islands/island'
import { VideoPoster } from '@/components/video/video-poster'
import { youtubeEmbedUrl, type YouTubePlayerVars } from '@/components/video/youtube-api'
import { useHydrated } from '@/lib/use-hydrated'
import { cn } from '@/lib/utils'

type YouTubeEmbedProps = {
  videoId: string
  title: string
  playerVars: YouTubePlayerVars
  className?: string
}

/**
 * A plain embedded player over a local poster, which shows if YouTube cannot load. The player
 * joins once the page has hydrated, so YouTube's frame never competes with the first paint.
 */
export function YouTubeEmbed({ videoId, title, playerVars, className }: YouTubeEmbedProps) {
  const hydrated = useHydrated()
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/10',
        className,
      )}
    >
      <VideoPoster className="absolute inset-0" />
      {hydrated && (
        <iframe
          src={youtubeEmbedUrl(videoId, playerVars)}
          title={title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          className="absolute inset-0 size-full border-0"
        />
      )}
    </div>
  )
}

export const YouTubeEmbedIsland = island('youtube-embed', YouTubeEmbed)
