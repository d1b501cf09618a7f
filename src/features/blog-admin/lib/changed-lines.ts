export type MarkedLine = { text: string; changed: boolean }

/**
 * The lines of `text`, each marked when the other version has no identical line. A simple
 * set comparison, not a minimal diff: enough to spot what an editor changed in an AI draft.
 */
export function markChangedLines(text: string, other: string): MarkedLine[] {
  const others = new Set(other.split('\n').map((line) => line.trim()))
  return text.split('\n').map((line) => ({ text: line, changed: !others.has(line.trim()) }))
}
