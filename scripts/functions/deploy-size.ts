// What a deploy bundles for one function, measured on Deno 2.1 (the hosted runtime's level):
// the upload set (upload-set.ts: the function's folder and the files it imports) plus every npm
// package its module graph resolves through its own deno.json (`deno info`), unpacked.
// Packages come from the npm registry into .local-data/deno-deploy, as for
// `npm run check:functions`.
//
// The size hosted limits is that of the bundle the CLI uploads (Supabase docs, "Edge Functions
// → Limits": 20 MB "after bundling using CLI"; the troubleshooting page "Edge Function bundle
// size issues": 5 MB when bundled server-side, through the Management API or the dashboard).
// The CLI's bundle (supabase/cli pkg/function/bundle.go, `Compress`; its "script size" in
// pkg/function/batch.go) is "EZBR" plus the eszip brotli-compressed at the Go library's default
// quality (andybalholm/brotli, 6). The eszip (supabase/edge-runtime
// crates/deno_facade/eszip/mod.rs and vfs.rs, `build_npm_vfs`) holds the graph's modules and,
// for npm, every file of every resolved package folder, whole (builds, types and all), not only
// the modules the graph imports. So `eszipBrotliBytes` compresses exactly those files, in one
// stream, as the CLI does: an estimate of the uploaded size within the eszip's own framing
// (module headers, source maps of transpiled TypeScript), which is small beside the packages.
import { execFile } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { constants, createBrotliCompress } from 'node:zlib'
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
  /** The CLI's upload: "EZBR" + brotli (quality 6) of the sources and the whole packages. */
  eszipBrotliBytes: number
}

/**
 * Hosted's limits on that upload: bundled by the CLI, or server-side (API, dashboard). Decimal
 * megabytes, as the CLI prints its "script size" (go-units HumanSize): the stricter reading.
 */
export const HOSTED_BUNDLE_LIMIT = { cli: 20e6, serverSide: 5e6 }

const EZBR_MAGIC_BYTES = 4

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

async function treeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function bytesOf(files: string[]): Promise<number> {
  let total = 0
  for (const file of files) total += (await stat(file)).size
  return total
}

/** The files one after another through brotli at quality 6: the compressed length. */
async function brotliBytes(files: string[], sizeHint: number): Promise<number> {
  let compressed = 0
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      compressed += chunk.byteLength
      done()
    },
  })
  const brotli = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  })
  const write = async () => {
    for (const file of files) {
      for await (const chunk of createReadStream(file)) {
        if (!brotli.write(chunk)) await new Promise((resolve) => brotli.once('drain', resolve))
      }
    }
    brotli.end()
  }
  await Promise.all([write(), pipeline(brotli, count)])
  return compressed
}

const infoSchema = z.object({ npmPackages: z.record(z.string(), z.unknown()).optional() })

export async function deploySize(
  functionsDir: string,
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<DeploySize> {
  const { files } = await uploadSet(functionsDir, name)
  const sourceBytes = await bytesOf(files)
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
  const npmFiles: string[] = []
  for (const id of ids) {
    const [, pkg = '', version = ''] = /^(@?[^@]+)@([^_]+)/.exec(id) ?? []
    for (const registry of registries) {
      npmFiles.push(...(await treeFiles(path.join(DENO_DIR, 'npm', registry, pkg, version))))
    }
  }
  const packageFiles = [...new Set(npmFiles)].sort()
  const npmBytes = await bytesOf(packageFiles)
  const all = [...files, ...packageFiles]
  const eszipBrotliBytes = EZBR_MAGIC_BYTES + (await brotliBytes(all, sourceBytes + npmBytes))
  return { sourceBytes, npmBytes, packages: ids.length, eszipBrotliBytes }
}
