const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** en-US date, e.g. "May 20, 2025". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))
/** en-US date and time, e.g. "May 20, 2025, 1:05 PM". */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

const trim = (n: number) => Number(n.toFixed(1)).toString()

/** "83.3%" */
export const formatPercent = (n: number) => `${trim(n)}%`
/** "+100%" / "-25%", with the sign always shown. */
export const formatChange = (n: number, unit: '%' | ' pp') =>
  `${n > 0 ? '+' : n < 0 ? '-' : '±'}${trim(Math.abs(n))}${unit}`
