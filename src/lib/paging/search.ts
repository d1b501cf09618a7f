/**
 * `or=(a.ilike."*q*",b.ilike."*q*")`: rows where any of the columns contains the search text,
 * case-insensitively. `*` is PostgREST's wildcard, so it is dropped from the text; `%`, `_` and
 * `\` are escaped for LIKE, then the value is quoted for PostgREST's filter grammar (commas,
 * parentheses, quotes). Backed by pg_trgm indexes (h27 migration).
 */
export function containsAny(columns: readonly string[], q: string): string {
  const term = q
    .trim()
    .replaceAll('*', '')
    .replace(/[\\%_]/g, '\\$&')
  const value = `"${`*${term}*`.replace(/["\\]/g, '\\$&')}"`
  return columns.map((column) => `${column}.ilike.${value}`).join(',')
}
