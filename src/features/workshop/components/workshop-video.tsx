import { Lock } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { siteConfig } from '@/config/site'
import { workshop } from '@/content/workshop'
import { DemoVideoPlayer } from '@/components/video/demo-video-player'
import { VideoPoster } from '@/components/video/video-poster'
import { WorkshopOffer } from '@/components/video/workshop-offer'
import {
  LinkRefused,
  openWorkshop,
  type OpenedWorkshop,
} from '@/features/workshop/api/workshop-player'
import { useBuyBundle } from '@/features/workshop/hooks/use-buy-bundle'
import { useWatchReporter } from '@/features/workshop/hooks/use-watch-reporter'
import { workshopMessages } from '@/features/workshop/lib/messages'
import { forgetAccess, useRemembered } from '@/features/workshop/lib/registration-memory'
import { island } from '@/islands/island'
import { reportError } from '@/lib/report-error'

const noop = () => {}
const frame =
  'relative mx-auto aspect-[854/480] w-full max-w-[854px] overflow-hidden rounded-2xl bg-ink shadow-2xl ring-1 ring-white/15'

function Locked({ text }: { text: string }) {
  return (
    <div className={frame}>
      <VideoPoster />
      <p className="absolute inset-x-0 bottom-4 mx-auto flex w-fit items-center gap-2 rounded-md bg-ink/85 px-3 py-1.5 text-sm text-white">
        <Lock className="size-4" aria-hidden="true" />
        {text}
      </p>
    </div>
  )
}

/** The server's answer for one link (an answer for another link reads as still loading). */
type Opened = { access: string } & (
  { status: 'ready'; opened: OpenedWorkshop } | { status: 'failed' }
)

/**
 * The training, once the server accepts this browser's personal link (workshop-player): the
 * admin's chosen library video by a signed link that lasts at most an hour (re-signed when it
 * runs out), or the configured YouTube video. No link, or one the server refuses: the lock.
 */
export function WorkshopVideo() {
  const access = useRemembered()
  const [opened, setOpened] = useState<Opened | null>(null)

  useEffect(() => {
    if (!access) return
    let cancelled = false
    openWorkshop(access).then(
      (answer) => !cancelled && setOpened({ access, status: 'ready', opened: answer }),
      (error: unknown) => {
        if (cancelled) return
        if (error instanceof LinkRefused) {
          forgetAccess()
          reportError(workshopMessages.errorTitle, { description: workshopMessages.linkInvalid })
        } else {
          setOpened({ access, status: 'failed' })
          reportError(workshopMessages.errorTitle, {
            description: workshopMessages.playerFailed,
            cause: error,
          })
        }
      },
    )
    return () => {
      cancelled = true
    }
  }, [access])

  if (!access) return <Locked text="Register to unlock the training" />
  if (opened?.access !== access) return <Locked text={workshopMessages.loadingVideo} />
  if (opened.status === 'failed') return <Locked text={workshopMessages.playerFailed} />
  return <OpenedPlayer key={access} access={access} opened={opened.opened} />
}

function OpenedPlayer({ access, opened }: { access: string; opened: OpenedWorkshop }) {
  const { offerUnlocked, start, stop } = useWatchReporter(access, opened)
  const bundle = useBuyBundle(access)
  return (
    <>
      {opened.video.kind === 'upload' ? (
        <UploadedVideo access={access} source={opened.video} onPlay={start} onStop={stop} />
      ) : (
        <DemoVideoPlayer
          videoId={siteConfig.video.workshopId}
          playerId="workshop-youtube-player"
          label="training video"
          onReady={noop}
          onPlay={start}
          onStop={stop}
        />
      )}
      <div aria-live="polite" className="[&>*]:mt-8">
        {offerUnlocked && (
          <WorkshopOffer
            id="workshop-offer"
            intro={workshop.offerIntro}
            checkout={{ ...bundle, pendingLabel: workshopMessages.bundleOpening }}
          />
        )}
      </div>
    </>
  )
}

type UploadSource = Extract<OpenedWorkshop['video'], { kind: 'upload' }>

/** The library video; a link that ran out mid-play is re-signed and playback resumes there. */
function UploadedVideo({
  access,
  source,
  onPlay,
  onStop,
}: {
  access: string
  source: UploadSource
  onPlay: () => void
  onStop: () => void
}) {
  const [url, setUrl] = useState(source.url)
  const resumeAt = useRef<number | null>(null)
  const videoRef = useRef<HTMLVideoElement>(null)

  const resign = () => {
    resumeAt.current = videoRef.current?.currentTime ?? null
    onStop()
    openWorkshop(access).then(
      (answer) => {
        if (answer.video.kind === 'upload') setUrl(answer.video.url)
      },
      (error: unknown) =>
        reportError(workshopMessages.errorTitle, {
          description: workshopMessages.playerFailed,
          cause: error,
        }),
    )
  }

  return (
    <div className={frame}>
      <video
        ref={videoRef}
        className="size-full bg-black"
        src={url}
        poster={source.poster ?? undefined}
        controls
        preload="metadata"
        playsInline
        aria-label="Training video"
        onPlaying={onPlay}
        onPause={onStop}
        onEnded={onStop}
        onWaiting={onStop}
        onSeeking={onStop}
        onError={resign}
        onLoadedMetadata={(event) => {
          if (resumeAt.current !== null) {
            event.currentTarget.currentTime = resumeAt.current
            resumeAt.current = null
            void event.currentTarget.play().catch(noop)
          }
        }}
      />
    </div>
  )
}

export const WorkshopVideoIsland = island('workshop-video', WorkshopVideo)
