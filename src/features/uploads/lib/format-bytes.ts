const UNITS = ['B', 'KB', 'MB', 'GB']

/** 1536 → "1.5 KB" (binary units, as the 2 MB chunk and 500 MB limit are). */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`
}
