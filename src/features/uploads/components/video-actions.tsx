import { Clapperboard, Link2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { useDeleteVideo } from '@/features/uploads/api/delete-video'
import { signVideoLink } from '@/features/uploads/api/sign-video-link'
import { useUseAsWorkshopVideo } from '@/features/uploads/api/video-details'
import { reportError } from '@/lib/report-error'
import { reportSuccess } from '@/lib/report-success'
import { uploadMessages } from '../lib/messages'

/**
 * A library video's actions: copy a fresh 7-day link, make it the workshop's video, and delete
 * after a confirmation.
 */
export function VideoActions({
  name,
  isWorkshopVideo,
}: {
  name: string
  isWorkshopVideo: boolean
}) {
  const [confirming, setConfirming] = useState(false)
  const [signing, setSigning] = useState(false)
  const deleteVideo = useDeleteVideo()
  const useAsWorkshop = useUseAsWorkshopVideo()

  const handleUseAsWorkshop = () =>
    useAsWorkshop.mutate(isWorkshopVideo ? null : name, {
      onSuccess: () =>
        reportSuccess(
          isWorkshopVideo ? uploadMessages.workshopVideoCleared : uploadMessages.workshopVideoSet,
        ),
      onError: (error) => reportError(error.message, { cause: error }),
    })

  function handleCopyLink() {
    setSigning(true)
    signVideoLink(name)
      .then((url) => navigator.clipboard.writeText(url))
      .then(
        () => reportSuccess(uploadMessages.linkCopied),
        (error: unknown) =>
          reportError(
            error instanceof Error && error.message === uploadMessages.linkFailed
              ? uploadMessages.linkFailed
              : uploadMessages.copyFailed,
            { cause: error },
          ),
      )
      .finally(() => setSigning(false))
  }

  const handleDelete = () =>
    deleteVideo.mutate(name, {
      onSuccess: () => {
        reportSuccess(uploadMessages.deleted)
        setConfirming(false)
      },
      onError: (error) => reportError(error.message, { cause: error }),
    })

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={signing}
        onClick={handleCopyLink}
        aria-label={`Copy link: a new one to ${name}`}
      >
        <Link2 aria-hidden="true" /> Copy link
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={useAsWorkshop.isPending}
        onClick={handleUseAsWorkshop}
        aria-label={
          isWorkshopVideo
            ? `Use the YouTube video instead of ${name}`
            : `Use as workshop video: ${name}`
        }
      >
        <Clapperboard aria-hidden="true" />
        {isWorkshopVideo ? 'Use the YouTube video instead' : 'Use as workshop video'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent role="alertdialog">
          <DialogTitle>Delete this video?</DialogTitle>
          <DialogDescription>
            “{name}” will be deleted, and every link to it stops working. This cannot be undone.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={deleteVideo.isPending} onClick={handleDelete}>
              Delete video
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  )
}
