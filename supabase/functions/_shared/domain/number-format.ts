// Whole numbers are grouped by hand: a page's first Intl.NumberFormat loads the locale's ICU data,
// 40-50 ms of one task at 4x CPU throttling, and every count and amount the site shows
// is whole. Anything else (fractions, -0, huge values, NaN) goes to Intl, created on first need;
// number-format.test.ts checks both paths against Intl.
let count: Intl.NumberFormat | undefined
let usd: Intl.NumberFormat | undefined

const isPlainWhole = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0)
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
const sign = (value: number) => (value < 0 ? '-' : '')

/** 50000 → "50,000": every count the site and the functions show (en-US). */
export function formatCount(value: number): string {
  if (isPlainWhole(value)) return sign(value) + grouped(Math.abs(value))
  count ??= new Intl.NumberFormat('en-US')
  return count.format(value)
}

/** 10008 → "$100.08", in US dollars, from integer cents (so no float drift reaches the text). */
export function formatCents(cents: number): string {
  // Below $10 billion, cents / 100 is close enough to its decimal for Intl to give these digits.
  if (isPlainWhole(cents) && Math.abs(cents) < 1e12) {
    const abs = Math.abs(cents)
    return `${sign(cents)}$${grouped(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
  }
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(cents / 100)
}
