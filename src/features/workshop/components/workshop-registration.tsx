import { RegistrationOverlay } from '@/features/workshop/components/registration-overlay'
import { rememberAccess, useRemembered } from '@/features/workshop/lib/registration-memory'
import { island } from '@/islands/island'

/** The registration overlay until this browser holds a personal link (registered, or opened). */
export function WorkshopRegistration() {
  const registered = useRemembered()
  if (registered) return null
  return <RegistrationOverlay onRegistered={rememberAccess} />
}

export const WorkshopRegistrationIsland = island('workshop-registration', WorkshopRegistration)
