export interface Figures {
  count: number
  perSecond: number
  p50: number
  p99: number
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Runs fn `count` times one after another; latency percentiles in ms and the rate achieved. */
export async function measure(
  count: number,
  fn: (i: number) => Promise<unknown>,
): Promise<Figures> {
  for (let i = 0; i < Math.min(50, count); i++) await fn(-1 - i) // warm-up
  const times: number[] = []
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    const t0 = performance.now()
    await fn(i)
    times.push(performance.now() - t0)
  }
  const elapsed = performance.now() - started
  times.sort((a, b) => a - b)
  return {
    count,
    perSecond: (count * 1000) / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  }
}

export const ms = (n: number) => `${n.toFixed(2)} ms`

export function row(label: string, f: Figures): string {
  return `${label.padEnd(46)} ${f.perSecond.toFixed(0).padStart(7)} req/s   p50 ${ms(f.p50).padStart(10)}   p99 ${ms(f.p99).padStart(10)}`
}
