export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
}

const ALLOWED: { [K in keyof Prefer]-?: readonly NonNullable<Prefer[K]>[] } = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
}

function pick<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return allowed.find((a) => a === value)
}

/** `Prefer: a=b, c=d` (possibly several headers joined); unknown preferences are ignored. */
export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = {}
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part
      .trim()
      .split('=')
      .map((s) => s.trim())
    if (key === 'return') prefer.return = pick(ALLOWED.return, value) ?? prefer.return
    else if (key === 'count') prefer.count = pick(ALLOWED.count, value) ?? prefer.count
    else if (key === 'resolution')
      prefer.resolution = pick(ALLOWED.resolution, value) ?? prefer.resolution
    else if (key === 'missing') prefer.missing = pick(ALLOWED.missing, value) ?? prefer.missing
  }
  return prefer
}
