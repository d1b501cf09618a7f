/**
 * The statuses a credit order can have (the credit_orders check constraint) in the order the
 * admin's filter lists them, with their labels: an abandoned checkout expires (the provider
 * sends checkout.session.expired), so it shows as expired instead of pending for ever.
 */
export const ORDER_STATUSES = [
  { status: 'pending', label: 'Awaiting payment' },
  { status: 'paid', label: 'Paid' },
  { status: 'failed', label: 'Failed' },
  { status: 'expired', label: 'Expired (abandoned)' },
  { status: 'partially_refunded', label: 'Partly refunded' },
  { status: 'refunded', label: 'Refunded' },
] as const

/** A status's label; one this screen does not know yet is shown as stored. */
export function orderStatusLabel(status: string) {
  return ORDER_STATUSES.find((known) => known.status === status)?.label ?? status
}

/** The filter's choices: every known status, then any other status the orders have. */
export function orderStatusChoices(statuses: Iterable<string>) {
  const known = ORDER_STATUSES.map((known) => known.status as string)
  const other = [...new Set(statuses)].filter((status) => !known.includes(status)).sort()
  return [...known, ...other]
}
