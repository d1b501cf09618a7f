import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  FUNNEL_DAYS_PARAM as PARAM,
  funnelDaysFrom,
  type FunnelDays,
} from '@/features/dashboard/lib/funnel-range'

/** The funnel's range, kept in the address (`?funnel_days=7`) so a reload keeps it. */
export function useFunnelDays(): [FunnelDays, (days: FunnelDays) => void] {
  const [params, setParams] = useSearchParams()
  const days = funnelDaysFrom(params.get(PARAM))
  const setDays = useCallback(
    (next: FunnelDays) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current)
          updated.set(PARAM, String(next))
          return updated
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  )
  return [days, setDays]
}
