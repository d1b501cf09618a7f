/**
 * Splits on commas that are outside double quotes and outside (), {} and [] nesting,
 * the way PostgREST reads select lists, order lists, in-lists and logic trees (and realtime
 * its binding filters). A backslash escapes the next character, in quotes or not.
 * Returns undefined when quotes or brackets do not balance.
 */
export function splitTopLevel(text: string): string[] | undefined {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '\\') i++
    else if (quoted) {
      if (ch === '"') quoted = false
    } else if (ch === '"') quoted = true
    else if (ch === '(' || ch === '{' || ch === '[') depth++
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--
      if (depth < 0) return undefined
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  if (quoted || depth !== 0) return undefined
  parts.push(text.slice(start))
  return parts
}

/** `"a \"b\""` → `a "b"`; anything not wholly quoted is returned as is. */
export function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text
  return text.slice(1, -1).replace(/\\(.)/gs, '$1')
}

/** A column name as written in a filter key, order or select item: optionally quoted. */
export function fieldName(text: string): string {
  return unquote(text.trim())
}
