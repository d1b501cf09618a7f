import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export interface DenoCommand {
  command: string
  args: string[]
  env: Record<string, string>
}

const denoPackageDir = path.dirname(createRequire(import.meta.url).resolve('deno/package.json'))
/** The folder holding node_modules: Deno resolves the functions' npm imports from it. */
export const projectRoot = path.resolve(denoPackageDir, '..', '..')
const denoBinary = path.join(denoPackageDir, process.platform === 'win32' ? 'deno.exe' : 'deno')
const hostScript = fileURLToPath(new URL('./deno/host.ts', import.meta.url))

/** functionsDir/deno.json when the folder has one, else the project's supabase/functions one. */
export function denoConfigFor(functionsDir: string): string | undefined {
  return [
    path.join(functionsDir, 'deno.json'),
    path.join(functionsDir, 'deno.jsonc'),
    path.join(projectRoot, 'supabase', 'functions', 'deno.json'),
  ].find((file) => existsSync(file))
}

/**
 * `deno run` for the host. `--node-modules-dir=manual` makes the `npm:` specifiers of the
 * import map resolve from the project's node_modules, and `--cached-only` turns any attempt
 * to download into an error instead of a network fetch.
 *
 * A 1 MB young generation: a streamed body leaves small dead typed arrays holding 64 KB
 * buffers each, freed only when a scavenge finds them, and V8 forces one for external memory
 * only after some 64 MB. With its default young generation, a 500 MB upload in 2 MB chunks grew
 * the host by ~80 MB of dead buffers; with 1 MB, by ~20 MB (npm run bench:upload).
 */
export function denoHostCommand(functionsDir: string, env: Record<string, string>): DenoCommand {
  const dir = path.resolve(functionsDir)
  const readable = dir.startsWith(projectRoot + path.sep) ? [projectRoot] : [projectRoot, dir]
  const config = denoConfigFor(dir)
  return {
    command: denoBinary,
    args: [
      'run',
      '--quiet',
      '--no-prompt',
      '--cached-only',
      '--no-lock',
      '--node-modules-dir=manual',
      '--v8-flags=--max-semi-space-size=1',
      ...(config ? ['--config', config] : ['--no-config']),
      '--allow-net',
      '--allow-env',
      `--allow-read=${readable.join(',')}`,
      hostScript,
      pathToFileURL(dir).href + '/',
    ],
    env: {
      ...env,
      DENO_DIR: path.join(projectRoot, '.local-data', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    },
  }
}
