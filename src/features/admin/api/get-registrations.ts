import { queryOptions } from '@tanstack/react-query'
import { registrationKeys } from '@/features/admin/api/keys'
import type { Registration } from '@/features/admin/lib/registration-stats'
import { fetchAllPages } from '@/lib/fetch-all-pages'
import { supabase } from '@/lib/supabase'

// Every registration, page by page: the statistics and the CSV need all of them, and the
// table shows the newest. id breaks ties so pages never overlap or skip a row.
const fetchRegistrations = (): Promise<Registration[]> =>
  fetchAllPages((from, to) =>
    supabase
      .from('Webinar Registration')
      .select('id, name, Email, created_at')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  )

export const registrationsOptions = () =>
  queryOptions({ queryKey: registrationKeys.all(), queryFn: fetchRegistrations })
