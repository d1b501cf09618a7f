import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** The action's button, e.g. "Delete post". */
  confirmLabel: string
  /** Its label while the action runs, e.g. "Removing…" (else the button is only disabled). */
  pendingLabel?: string
  pending?: boolean
  onConfirm: () => void
  /** Why the action failed, shown above the buttons until the next try. */
  error?: string | null
  cancelLabel?: string
  /** A destructive action (the default) or a plain choice, e.g. closing an editor. */
  destructive?: boolean
  /** The button that opens it, when it has one of its own. */
  trigger?: ReactNode
}

/** The question before an action that cannot be taken back: an alert dialog, Cancel first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  error,
  cancelLabel = 'Cancel',
  destructive = true,
  trigger,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {error && <FieldError errors={[{ message: error }]} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
