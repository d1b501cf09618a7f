import { island } from '@/islands/island'
import { DemoVideoPlayer } from '@/components/video/demo-video-player'
import { siteConfig } from '@/config/site'

const ignore = () => {}

/**
 * The tour's video through the same player as the demo page: a local poster while it loads,
 * and the demo page's "could not load" text when YouTube is out of reach. The tour unlocks
 * nothing, so the player's events are not needed.
 */
export function TourVideo() {
  return (
    <div className="mx-auto mt-10 max-w-4xl">
      <DemoVideoPlayer
        videoId={siteConfig.video.landingId}
        playerId="tour-youtube-player"
        label="platform tour"
        onReady={ignore}
        onPlay={ignore}
        onStop={ignore}
      />
    </div>
  )
}

export const TourVideoIsland = island('tour-video', TourVideo)
