import { Lock } from 'lucide-react'
import { siteConfig } from '@/config/site'
import { workshop } from '@/content/workshop'
import { DemoVideoPlayer } from '@/components/video/demo-video-player'
import { VideoPoster } from '@/components/video/video-poster'
import { WorkshopOffer } from '@/components/video/workshop-offer'
import { usePlaybackOffer } from '@/components/video/use-playback-offer'
import { useRemembered } from '@/features/workshop/lib/registration-memory'
import { island } from '@/islands/island'

const noop = () => {}

/**
 * The training video, unlocked once this browser is registered (registration-memory, which the
 * overlay's island writes); the bundle offer shows once registered and 45 minutes of playback
 * are reached, and never hides again.
 */
export function WorkshopVideo() {
  const registered = useRemembered()
  const { offerShown, startTracking, stopTracking } = usePlaybackOffer({ condition: registered })
  return (
    <>
      {registered ? (
        <DemoVideoPlayer
          videoId={siteConfig.video.workshopId}
          playerId="workshop-youtube-player"
          label="training video"
          onReady={noop}
          onPlay={startTracking}
          onStop={stopTracking}
        />
      ) : (
        <div className="relative mx-auto aspect-[854/480] w-full max-w-[854px] overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/15">
          <VideoPoster />
          <p className="absolute inset-x-0 bottom-4 mx-auto flex w-fit items-center gap-2 rounded-md bg-ink/85 px-3 py-1.5 text-sm text-white">
            <Lock className="size-4" aria-hidden="true" />
            Register to unlock the training
          </p>
        </div>
      )}
      <div aria-live="polite" className="[&>*]:mt-8">
        {offerShown && <WorkshopOffer id="workshop-offer" intro={workshop.offerIntro} />}
      </div>
    </>
  )
}

export const WorkshopVideoIsland = island('workshop-video', WorkshopVideo)
