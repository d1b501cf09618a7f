import { useAccessLink } from '@/features/workshop/hooks/use-access-link'
import { island } from '@/islands/island'

/** Opens a confirmation email's link once the workshop page runs its scripts. */
export function WorkshopAccessLink() {
  useAccessLink()
  return null
}

export const WorkshopAccessLinkIsland = island('workshop-access-link', WorkshopAccessLink)
