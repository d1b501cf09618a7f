import { Clapperboard, Link2, Pencil, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { checkVideoRename } from '@shared/video-upload'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { TextField } from '@/components/ui/form-field'
import { useDeleteVideo } from '@/features/uploads/api/delete-video'
import { useRenameVideo } from '@/features/uploads/api/rename-video'
import { signVideoLink } from '@/features/uploads/api/sign-video-link'
import { useUseAsWorkshopVideo } from '@/features/uploads/api/video-details'
import { reportError } from '@/lib/report-error'
import { reportSuccess } from '@/lib/report-success'
import { uploadMessages } from '../lib/messages'

/**
 * Renames a library video in a dialog (mounted while open): the new name is checked as typed (the shared rule), a
 * taken name is refused by storage, and the dialog stays open with what was typed on any error.
 */
function RenameDialog({
  name,
  open,
  onOpenChange,
}: {
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const fieldId = useId()
  const [typed, setTyped] = useState(name)
  const [error, setError] = useState<string>()
  const rename = useRenameVideo()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkVideoRename(name, typed)
    if (!checked.ok) return setError(checked.message)
    setError(undefined)
    rename.mutate(
      { from: name, to: checked.name },
      {
        onSuccess: () => {
          reportSuccess(uploadMessages.renamed)
          onOpenChange(false)
        },
        onError: (failure) => {
          setError(failure.message)
          reportError(failure.message, { cause: failure })
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Rename this video</DialogTitle>
        <DialogDescription>
          Links to “{name}” stop working once it is renamed; copy a new link afterwards.
        </DialogDescription>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <TextField
            id={fieldId}
            label="New name"
            hint="Letters, digits, dots, dashes and underscores, with the same ending."
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error ? { message: error } : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              Rename video
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/**
 * A library video's actions: copy a fresh 7-day link, make it the workshop's video, rename,
 * and delete after a confirmation.
 */
export function VideoActions({
  name,
  isWorkshopVideo,
}: {
  name: string
  isWorkshopVideo: boolean
}) {
  const [confirming, setConfirming] = useState(false)
  const [renaming, setRenaming] = useState(false)
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
        onClick={() => setRenaming(true)}
        aria-label={`Rename ${name}`}
      >
        <Pencil aria-hidden="true" /> Rename
      </Button>
      {/* Mounted per opening, so it starts from the current name each time. */}
      {renaming && <RenameDialog name={name} open onOpenChange={setRenaming} />}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this video?"
        description={`“${name}” will be deleted, and every link to it stops working. This cannot be undone.`}
        confirmLabel="Delete video"
        pending={deleteVideo.isPending}
        onConfirm={handleDelete}
      />
    </div>
  )
}
