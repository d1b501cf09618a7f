import { readFileSync } from 'node:fs'
import { z } from 'zod'

const chunkSchema = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
})
export type ManifestChunk = z.infer<typeof chunkSchema>
export type Manifest = Record<string, ManifestChunk>

export function readManifest(distDir: string, file = 'manifest.json'): Manifest {
  const raw: unknown = JSON.parse(readFileSync(`${distDir}/.vite/${file}`, 'utf8'))
  return z.record(z.string(), chunkSchema).parse(raw)
}

export function entryKey(manifest: Manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!key) throw new Error('The build manifest has no entry chunk')
  return key
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

export function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { js, css }
}
