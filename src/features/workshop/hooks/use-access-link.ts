import { useEffect } from 'react'
import { WORKSHOP_ACCESS_PARAM } from '@shared/workshop-access'
import { openAccessLink } from '@/features/workshop/api/open-access-link'
import { workshopMessages } from '@/features/workshop/lib/messages'
import { rememberAccess } from '@/features/workshop/lib/registration-memory'
import { reportError } from '@/lib/report-error'
import { reportSuccess } from '@/lib/report-success'

/**
 * Opens the personal link of a confirmation email (`/workshop?access=...`) on whatever device
 * it is clicked: a valid link unlocks the video here as registering does; any other says so.
 * The parameter leaves the address bar either way, so the link is not left in history. It reads
 * and rewrites the address itself (no router): the prerendered page runs it as an island.
 */
export function useAccessLink(): void {
  useEffect(() => {
    const url = new URL(window.location.href)
    const param = url.searchParams.get(WORKSHOP_ACCESS_PARAM)
    if (!param) return
    url.searchParams.delete(WORKSHOP_ACCESS_PARAM)
    // The entry's state is kept: in the whole app it is the router's key for this entry.
    window.history.replaceState(window.history.state, '', url)
    openAccessLink(param).then(
      (title) => {
        if (title) {
          rememberAccess(param)
          reportSuccess(workshopMessages.successTitle, { description: workshopMessages.linkOpened })
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
  }, [])
}
