function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    prev = row
  }
  return prev[b.length] ?? 0
}

/** The closest known name, for PostgREST's "Perhaps you meant ..." hints. */
export function closest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null
  let bestScore = Math.max(2, Math.floor(name.length / 3)) + 1
  for (const candidate of candidates) {
    const score = distance(name.toLowerCase(), candidate.toLowerCase())
    if (score < bestScore) {
      best = candidate
      bestScore = score
    }
  }
  return best
}
