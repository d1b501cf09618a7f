import { parseWorkshopAccess } from '@shared/workshop-access'

/**
 * The workshop title a confirmation email's personal link (`?access=<id>.<token>`) unlocks, or
 * null when the link is malformed, forged, another registration's or expired. The database
 * checks it (public.workshop_access) and reveals nothing else about the registration.
 */
export async function openAccessLink(param: string): Promise<string | null> {
  const access = parseWorkshopAccess(param)
  if (!access) return null
  const { supabase } = await import('@/lib/supabase')
  const { data, error } = await supabase.rpc('workshop_access', {
    p_link_id: access.linkId,
    p_token: access.token,
  })
  if (error) throw error
  return data
}
