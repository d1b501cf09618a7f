const count = new Intl.NumberFormat('en-US')

/** 50000 → "50,000": every count the site and the functions show. */
export function formatCount(value: number): string {
  return count.format(value)
}
