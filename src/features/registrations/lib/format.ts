const trim = (n: number) => Number(n.toFixed(1)).toString()

/** "83.3%" */
export const formatPercent = (n: number) => `${trim(n)}%`
/** "+100%" / "-25%", with the sign always shown. */
export const formatChange = (n: number, unit: '%' | ' pp') =>
  `${n > 0 ? '+' : n < 0 ? '-' : '±'}${trim(Math.abs(n))}${unit}`
