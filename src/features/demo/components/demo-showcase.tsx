import { island } from '@/islands/island'
import { useCallback, useState } from 'react'
import { siteConfig } from '@/config/site'
import { AccessGranted } from '@/features/demo/components/access-granted'
import { CommunityButton } from '@/features/demo/components/community-button'
import { DemoHero } from '@/features/demo/components/demo-hero'
import { DemoVideoPlayer } from '@/components/video/demo-video-player'
import { WorkshopOffer } from '@/components/video/workshop-offer'
import { usePlaybackOffer } from '@/components/video/use-playback-offer'

/** The demo video with what it unlocks: access once the player is ready, the offer at 45 min. */
export function DemoShowcase() {
  const [playerReady, setPlayerReady] = useState(false)
  const { offerShown, startTracking, stopTracking } = usePlaybackOffer()
  const handleReady = useCallback(() => setPlayerReady(true), [])

  return (
    <DemoHero>
      <DemoVideoPlayer
        videoId={siteConfig.video.demoId}
        onReady={handleReady}
        onPlay={startTracking}
        onStop={stopTracking}
      />
      <div aria-live="polite" className="[&>*]:mt-6">
        {playerReady && !offerShown && <AccessGranted />}
        {playerReady && offerShown && <WorkshopOffer id="offer" />}
      </div>
      <CommunityButton className="mt-8 w-full text-white sm:w-auto" />
    </DemoHero>
  )
}

export const DemoShowcaseIsland = island('demo-showcase', DemoShowcase)
