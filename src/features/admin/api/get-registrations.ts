import { queryOptions } from '@tanstack/react-query'
import { registrationKeys } from '@/features/admin/api/keys'
import type { Registration } from '@/features/admin/lib/registration-stats'
import { supabase } from '@/lib/supabase'

// Every registration: the statistics need all of them, and the table shows the newest.
async function fetchRegistrations(): Promise<Registration[]> {
  const { data, error } = await supabase
    .from('Webinar Registration')
    .select('id, name, Email, created_at')
    .order('created_at', { ascending: false })
  if (error) throw error
  return data
}

export const registrationsOptions = () =>
  queryOptions({ queryKey: registrationKeys.all(), queryFn: fetchRegistrations })
