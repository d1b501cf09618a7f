import type { WebinarRegistration } from '@shared/webinar-registration'
import { workshopMessages } from '@/features/workshop/lib/messages'

/**
 * Sends the registration (name, email, webinar title) to register-webinar and resolves with the
 * new registration's personal link, or null for an address already registered (its link goes
 * only to that address's inbox).
 * A refusal (4xx: too many registrations, a rule the form missed) rejects with the function's
 * own `{ error }`; any other failure with 'Failed to register. Please try again.'.
 * The client loads on submit, so the prerendered page does not carry supabase-js.
 */
export async function registerForWebinar(
  registration: WebinarRegistration,
): Promise<string | null> {
  const [{ supabase }, { readFunctionError }] = await Promise.all([
    import('@/lib/supabase'),
    import('@/lib/function-error'),
  ])
  const { data, error } = await supabase.functions.invoke<{ access?: unknown }>(
    'register-webinar',
    { body: registration },
  )
  if (!error) return typeof data?.access === 'string' ? data.access : null
  const failure = await readFunctionError(error, workshopMessages.registerFailed)
  throw new Error(failure.refused ? failure.message : workshopMessages.registerFailed)
}
