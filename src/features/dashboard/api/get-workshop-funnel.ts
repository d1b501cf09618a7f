import { queryOptions } from '@tanstack/react-query'
import { fetchWorkshopFunnel } from '@/features/dashboard/api/fetch-workshop-funnel'
import { workshopFunnelKeys } from '@/features/dashboard/api/keys'
import type { FunnelDays } from '@/features/dashboard/lib/funnel-range'
import { JUST_READ_MS } from '@/lib/query-freshness'
import { supabase } from '@/lib/supabase'

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export const workshopFunnelOptions = (days: FunnelDays, timeZone: string = viewerTimeZone()) =>
  queryOptions({
    queryKey: workshopFunnelKeys.range(days, timeZone),
    queryFn: () => fetchWorkshopFunnel(supabase, { days, timeZone }),
    staleTime: JUST_READ_MS,
  })
