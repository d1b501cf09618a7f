/** The dashboard's ranges, as on the product's other performance views. */
export const FUNNEL_RANGES = [
  { days: 7, label: 'Last 7 Days' },
  { days: 30, label: 'Last 30 Days' },
  { days: 90, label: 'Last 90 Days' },
] as const

export type FunnelDays = (typeof FUNNEL_RANGES)[number]['days']

/** The address parameter that keeps the range (`?funnel_days=7`). */
export const FUNNEL_DAYS_PARAM = 'funnel_days'

export const DEFAULT_FUNNEL_DAYS: FunnelDays = 30

/** The range an address names (`?funnel_days=7`), else the default. */
export function funnelDaysFrom(value: string | null): FunnelDays {
  return FUNNEL_RANGES.find((r) => String(r.days) === value)?.days ?? DEFAULT_FUNNEL_DAYS
}
