import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import { WORKSHOP_ACCESS_PARAM } from '@shared/workshop-access'
import { openAccessLink } from '@/features/workshop/api/open-access-link'
import { workshopMessages } from '@/features/workshop/lib/messages'
import { rememberRegistration } from '@/features/workshop/lib/registration-memory'
import { reportError } from '@/lib/report-error'

/**
 * Opens the personal link of a confirmation email (`/workshop?access=...`) on whatever device
 * it is clicked: a valid link unlocks the video here as registering does; any other says so.
 * The parameter leaves the address bar either way, so the link is not left in history.
 */
export function useAccessLink(): void {
  const [searchParams, setSearchParams] = useSearchParams()
  const param = searchParams.get(WORKSHOP_ACCESS_PARAM)
  const opened = useRef<string | null>(null)
  useEffect(() => {
    if (!param || opened.current === param) return
    opened.current = param
    openAccessLink(param).then(
      (title) => {
        if (title) {
          rememberRegistration(title)
          toast.success(workshopMessages.successTitle, { description: workshopMessages.linkOpened })
        } else {
          reportError(workshopMessages.errorTitle, { description: workshopMessages.linkInvalid })
        }
      },
      (error: unknown) =>
        reportError(workshopMessages.errorTitle, {
          description: workshopMessages.linkFailed,
          cause: error,
        }),
    )
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(WORKSHOP_ACCESS_PARAM)
        return next
      },
      { replace: true },
    )
  }, [param, setSearchParams])
}
