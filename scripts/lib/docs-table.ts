// A bench given --write-docs puts its table into docs/performance.md itself: the text between
// `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` is replaced by the new table, and
// the file is formatted with the project's Prettier settings, so `npm run lint` stays green.
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'

/** The page whose bench tables the benches rewrite. */
export const PERFORMANCE_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url))

/** The flag a bench takes to write its table into the docs. */
export const WRITE_DOCS_FLAG = '--write-docs'

/** Whether the command line asks for the table to be written into the docs. */
export const wantsDocsTable = (args: readonly string[] = process.argv.slice(2)) =>
  args.includes(WRITE_DOCS_FLAG)

export const markersOf = (bench: string) => ({
  start: `<!-- bench:${bench}:start -->`,
  end: `<!-- bench:${bench}:end -->`,
})

const count = (text: string, part: string) => text.split(part).length - 1

/**
 * `text` with what lies between the bench's markers replaced by `table`. Throws, naming the
 * marker, when a marker is missing, repeated, or the end comes before the start.
 */
export function replaceBetweenMarkers(text: string, bench: string, table: string): string {
  const { start, end } = markersOf(bench)
  for (const marker of [start, end]) {
    const found = count(text, marker)
    if (found !== 1)
      throw new Error(
        found === 0
          ? `Marker ${marker} is missing: add it (with its pair) where the ${bench} table goes`
          : `Marker ${marker} appears ${found} times: keep exactly one`,
      )
  }
  const from = text.indexOf(start) + start.length
  const to = text.indexOf(end)
  if (to < from) throw new Error(`Marker ${end} comes before ${start}`)
  return `${text.slice(0, from)}\n\n${table.trim()}\n\n${text.slice(to)}`
}

/** Replaces the bench's table in `file` (docs/performance.md unless told) and formats the file. */
export async function writeDocsTable(
  bench: string,
  markdownTable: string,
  file = PERFORMANCE_DOC,
): Promise<void> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read ${file} to write the ${bench} table`, { cause: error })
  }
  const replaced = replaceBetweenMarkers(text, bench, markdownTable)
  const options = (await resolveConfig(file)) ?? {}
  await writeFile(file, await format(replaced, { ...options, filepath: file }))
}
