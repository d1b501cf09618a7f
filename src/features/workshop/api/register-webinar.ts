import type { WebinarRegistration } from '@shared/webinar-registration'
import { workshopMessages } from '@/features/workshop/lib/messages'

/**
 * Sends the registration (name, email, webinar title) to register-webinar; only the error is read.
 * A refusal (4xx: too many registrations, a rule the form missed) rejects with the function's
 * own `{ error }`; any other failure with 'Failed to register. Please try again.'.
 * The client loads on submit, so the prerendered page does not carry supabase-js.
 */
export async function registerForWebinar(registration: WebinarRegistration): Promise<void> {
  const [{ supabase }, { readFunctionError }] = await Promise.all([
    import('@/lib/supabase'),
    import('@/lib/function-error'),
  ])
  const { error } = await supabase.functions.invoke('register-webinar', { body: registration })
  if (!error) return
  const failure = await readFunctionError(error, workshopMessages.registerFailed)
  throw new Error(failure.refused ? failure.message : workshopMessages.registerFailed)
}
