import { workshop } from '@/content/workshop'
import { RegistrationOverlay } from '@/features/workshop/components/registration-overlay'
import { rememberRegistration, useRemembered } from '@/features/workshop/lib/registration-memory'
import { island } from '@/islands/island'

/** The registration overlay until this browser has registered (or opened an email's link). */
export function WorkshopRegistration() {
  const registered = useRemembered()
  if (registered) return null
  return <RegistrationOverlay onRegistered={() => rememberRegistration(workshop.title)} />
}

export const WorkshopRegistrationIsland = island('workshop-registration', WorkshopRegistration)
