import type { WebinarRegistration } from '@shared/webinar-registration'

/**
 * Sends the registration to register-webinar (§7 server function 3); only the error is read.
 * The client loads on submit, so the prerendered page does not carry supabase-js.
 */
export async function registerForWebinar(registration: WebinarRegistration): Promise<void> {
  const { supabase } = await import('@/lib/supabase')
  const { error } = await supabase.functions.invoke('register-webinar', { body: registration })
  if (error) throw error
}
