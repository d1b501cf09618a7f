import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export interface DenoCommand {
  command: string
  args: string[]
  env: Record<string, string>
}

const require = createRequire(import.meta.url)
const denoPackageDir = path.dirname(require.resolve('deno/package.json'))
/** The folder holding node_modules: Deno resolves the functions' npm imports from it. */
export const projectRoot = path.resolve(denoPackageDir, '..', '..')
const hostScript = fileURLToPath(new URL('./deno/host.ts', import.meta.url))

/**
 * The Deno versions the host can run on: the one we develop with (package.json's `deno`) and
 * the hosted edge runtime's level, Deno 2.1 (the `deno-2-1` alias of the same npm package).
 * FUNCTIONS_DENO=2.1 picks the latter.
 */
const DENO_PACKAGES = { current: 'deno', '2.1': 'deno-2-1' } as const

/**
 * The binary of one of those packages: the copy its install script makes, or, when npm ran no
 * install scripts, the one in its platform package (@deno/<platform>), which it depends on.
 */
export function denoBinary(version: keyof typeof DENO_PACKAGES = 'current'): string {
  const packageJson = require.resolve(`${DENO_PACKAGES[version]}/package.json`)
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno'
  const copied = path.join(path.dirname(packageJson), exe)
  if (existsSync(copied)) return copied
  const libc = process.platform === 'linux' ? '-glibc' : ''
  const platform = `@deno/${process.platform === 'win32' ? 'win32' : process.platform}-${process.arch}${libc}`
  return path.join(
    path.dirname(createRequire(packageJson).resolve(`${platform}/package.json`)),
    exe,
  )
}

export function denoVersionFromEnv(value = process.env.FUNCTIONS_DENO): keyof typeof DENO_PACKAGES {
  if (value === undefined || value === '') return 'current'
  if (value === '2.1') return '2.1'
  throw new Error(`FUNCTIONS_DENO must be unset or "2.1", not "${value}"`)
}

/** Where a function's bare imports resolve from: a deno.json(c) or an import map, or nothing. */
export type ImportResolution =
  { kind: 'config'; file: string } | { kind: 'import-map'; file: string } | { kind: 'none' }

/**
 * What `supabase functions deploy` uses for one function, in its order (supabase/cli,
 * internal/functions/deploy/deploy.go): config.toml's `[functions.<name>] import_map`, else the
 * function folder's deno.json, deno.jsonc or import_map.json, else functionsDir/import_map.json.
 * Never a deno.json of a parent folder.
 */
export function importResolution(
  functionsDir: string,
  name: string,
  configImportMap?: string,
): ImportResolution {
  if (configImportMap) return resolutionOf(configImportMap)
  const folder = path.join(functionsDir, name)
  const found = [
    path.join(folder, 'deno.json'),
    path.join(folder, 'deno.jsonc'),
    path.join(folder, 'import_map.json'),
    path.join(functionsDir, 'import_map.json'),
  ].find((file) => existsSync(file))
  return found ? resolutionOf(found) : { kind: 'none' }
}

const resolutionOf = (file: string): ImportResolution =>
  /deno\.jsonc?$/.test(file) ? { kind: 'config', file } : { kind: 'import-map', file }

function resolutionArgs(resolution: ImportResolution): string[] {
  switch (resolution.kind) {
    case 'config':
      return ['--config', resolution.file]
    case 'import-map':
      return ['--no-config', '--import-map', resolution.file]
    case 'none':
      return ['--no-config']
  }
}

export interface HostCommandOptions {
  functionsDir: string
  name: string
  env: Record<string, string>
  resolution: ImportResolution
  version?: keyof typeof DENO_PACKAGES
}

/**
 * `deno run` of the host for one function (one process per function, like hosted's one
 * worker per function). `--node-modules-dir=manual` makes the `npm:` specifiers of its
 * deno.json resolve from the project's node_modules, and `--cached-only` turns any attempt to
 * download into an error instead of a network fetch.
 *
 * A 1 MB young generation: a streamed body leaves small dead typed arrays holding 64 KB
 * buffers each, freed only when a scavenge finds them, and V8 forces one for external memory
 * only after some 64 MB. With its default young generation, a 500 MB upload in 2 MB chunks grew
 * the host by ~80 MB of dead buffers; with 1 MB, by ~20 MB (npm run bench:upload).
 */
export function denoHostCommand({
  functionsDir,
  name,
  env,
  resolution,
  version = 'current',
}: HostCommandOptions): DenoCommand {
  const dir = path.resolve(functionsDir)
  const readable = dir.startsWith(projectRoot + path.sep) ? [projectRoot] : [projectRoot, dir]
  return {
    command: denoBinary(version),
    args: [
      'run',
      '--quiet',
      '--no-prompt',
      '--cached-only',
      '--no-lock',
      '--node-modules-dir=manual',
      '--v8-flags=--max-semi-space-size=1',
      ...resolutionArgs(resolution),
      '--allow-net',
      '--allow-env',
      `--allow-read=${readable.join(',')}`,
      hostScript,
      pathToFileURL(dir).href + '/',
      name,
    ],
    env: {
      ...env,
      DENO_DIR: path.join(projectRoot, '.local-data', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    },
  }
}
