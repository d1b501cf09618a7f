const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t' }

function unquote(raw: string): string {
  const quote = raw[0]
  if ((quote === '"' || quote === "'" || quote === '`') && raw.length > 1) {
    const end = raw.indexOf(quote, 1)
    const inner = raw.slice(1, end === -1 ? undefined : end)
    return quote === '"' ? inner.replace(/\\([nrt"\\])/g, (_, c: string) => ESCAPES[c] ?? c) : inner
  }
  const comment = raw.search(/\s#/)
  return (comment === -1 ? raw : raw.slice(0, comment)).trim()
}

/** Parses a .env file (KEY=value, optional `export`, quotes, # comments), as the CLI reads secrets. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line)
    if (match?.[1] !== undefined) env[match[1]] = unquote(match[2] ?? '')
  }
  return env
}
