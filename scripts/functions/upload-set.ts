// What `supabase functions deploy` uploads for one function when it bundles without Docker:
// the function's own folder, the files it imports by relative path (e.g. ../_shared), and its
// deno.json. Bare specifiers must resolve through that deno.json alone.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const IMPORT =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm

export interface UploadSet {
  /** Absolute paths of the function's folder files and every relative import they reach. */
  files: string[]
  /** Bare specifiers (package names and subpaths) imported anywhere in that graph. */
  bare: string[]
}

const isSource = (file: string) => /\.(?:ts|tsx|js|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file)

export async function uploadSet(functionsDir: string, name: string): Promise<UploadSet> {
  const folder = path.join(functionsDir, name)
  const own = (await readdir(folder, { recursive: true })).map((file) => path.join(folder, file))
  const files = new Set<string>()
  const bare = new Set<string>()
  const visit = async (file: string): Promise<void> => {
    if (files.has(file)) return
    files.add(file)
    if (!isSource(file)) return
    const text = await readFile(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? ''
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        await visit(path.resolve(path.dirname(file), specifier))
      } else if (specifier !== '') {
        bare.add(specifier)
      }
    }
  }
  await visit(path.join(folder, 'index.ts'))
  for (const file of own) if (isSource(file) || !/\.test\./.test(file)) files.add(file)
  return { files: [...files].sort(), bare: [...bare].sort() }
}
