import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/**
 * initdb inside PGlite takes 5-15 s; restoring a tarball of a pristine cluster takes ~2 s.
 * Tests start many stacks, so the first one saves a template (per PGlite build) that the
 * others restore. The cluster is identical to what initdb would make.
 */
let cached: Promise<Blob> | undefined

async function templateFile(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const wasm = await stat(path.join(path.dirname(entry), 'pglite.wasm'))
  return path.join(
    tmpdir(),
    'local-stack-pglite',
    `template-${wasm.size}-${Math.round(wasm.mtimeMs)}.tar`,
  )
}

async function build(file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([await readFile(file)])
  const pg = await PGlite.create()
  const tar = await pg.dumpDataDir('none')
  await pg.close()
  await mkdir(path.dirname(file), { recursive: true })
  // Write then rename, so a concurrent process never reads half a file.
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, new Uint8Array(await tar.arrayBuffer()))
  await rename(partial, file)
  return tar
}

export function pgliteTemplate(): Promise<Blob> {
  cached ??= templateFile().then(build)
  return cached
}

/** A data folder that already holds a cluster is opened as is. */
export function isNewCluster(dataDir: string | undefined): boolean {
  return dataDir === undefined || !existsSync(path.join(dataDir, 'PG_VERSION'))
}
