// What a deploy bundles for one function, measured on Deno 2.1 (the hosted runtime's level):
// the upload set (upload-set.ts: the function's folder and the files it imports) plus every npm
// package its module graph resolves through its own deno.json (`deno info`), unpacked. Hosted
// builds the function's bundle (an eszip, limit 20 MB) from exactly these, so their sum bounds
// it from above. Packages come from the npm registry into .local-data/deno-deploy, as for
// `npm run check:functions`.
import { execFile } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import {
  denoBinary,
  projectRoot,
} from '../../supabase/local/src/services/functions/deno-command.ts'
import { uploadSet } from './upload-set.ts'

const run = promisify(execFile)
const DENO_DIR = path.join(projectRoot, '.local-data', 'deno-deploy')

export interface DeploySize {
  /** The function's own files and the relative imports a deploy uploads. */
  sourceBytes: number
  /** The npm packages the graph resolves, unpacked. */
  npmBytes: number
  packages: number
}

/** npm's own CA file (set where a proxy re-signs TLS), handed to Deno's fetches too. */
async function npmCaFile(): Promise<string | undefined> {
  const { stdout } = await run('npm', ['config', 'get', 'cafile']).catch(() => ({ stdout: '' }))
  const file = stdout.trim()
  return file && file !== 'null' && file !== 'undefined' ? file : undefined
}

/** Deno's environment for deploy-like resolution: its own cache, npm's CA file. */
export async function deployEnv(): Promise<NodeJS.ProcessEnv> {
  const caFile = await npmCaFile()
  return {
    ...process.env,
    DENO_DIR,
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...(caFile && { DENO_CERT: caFile }),
  }
}

async function treeBytes(dir: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return total
}

const infoSchema = z.object({ npmPackages: z.record(z.string(), z.unknown()).optional() })

export async function deploySize(
  functionsDir: string,
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<DeploySize> {
  const { files } = await uploadSet(functionsDir, name)
  let sourceBytes = 0
  for (const file of files) sourceBytes += (await stat(file)).size
  const folder = path.join(functionsDir, name)
  const { stdout } = await run(
    denoBinary('2.1'),
    ['info', '--json', '--node-modules-dir=none', '--config=deno.json', '--no-lock', 'index.ts'],
    { cwd: folder, env, maxBuffer: 64 * 1024 * 1024 },
  )
  const ids = Object.keys(infoSchema.parse(JSON.parse(stdout)).npmPackages ?? {})
  // Ids are name@version, with a peer-dependency suffix after '_'; Deno's cache keeps each
  // package unpacked in npm/<registry>/<name>/<version>.
  const registries = await readdir(path.join(DENO_DIR, 'npm'))
  let npmBytes = 0
  for (const id of ids) {
    const [, pkg = '', version = ''] = /^(@?[^@]+)@([^_]+)/.exec(id) ?? []
    for (const registry of registries) {
      npmBytes += await treeBytes(path.join(DENO_DIR, 'npm', registry, pkg, version)).catch(() => 0)
    }
  }
  return { sourceBytes, npmBytes, packages: ids.length }
}
