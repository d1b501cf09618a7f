// npm run check:functions [-- --update-locks]
// Type-checks each edge function with only what `supabase functions deploy` would upload
// (upload-set.ts), on Deno 2.1 (the hosted edge runtime's level), resolving its packages from
// the npm registry through its own deno.json alone, against its committed deno.lock (--frozen).
// --update-locks writes each function's deno.lock afresh instead. Then it prints each function's
// bundle as hosted counts it (deploy-size.ts: the CLI's brotli-compressed eszip, estimated) and
// fails one over 5 MB, hosted's limit when bundling server-side (the deploy the README follows,
// without Docker; 20 MB when the CLI bundles with Docker).
import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  denoBinary,
  projectRoot,
} from '../../supabase/local/src/services/functions/deno-command.ts'
import { deployEnv, deploySize, HOSTED_BUNDLE_LIMIT } from './deploy-size.ts'
import { uploadSet } from './upload-set.ts'

const run = promisify(execFile)
const FUNCTIONS = path.join(projectRoot, 'supabase', 'functions')
const update = process.argv.includes('--update-locks')

async function checkFunction(name: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const root = await mkdtemp(path.join(tmpdir(), `deploy-${name}-`))
  try {
    const { files } = await uploadSet(FUNCTIONS, name)
    for (const file of files) {
      const target = path.join(root, path.relative(FUNCTIONS, file))
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(file, target)
    }
    const folder = path.join(root, name)
    const lock = update ? ['--lock=deno.lock'] : ['--frozen', '--lock=deno.lock']
    if (update) await rm(path.join(folder, 'deno.lock'), { force: true })
    await run(
      denoBinary('2.1'),
      ['check', '--quiet', '--node-modules-dir=none', '--config=deno.json', ...lock, 'index.ts'],
      { cwd: folder, env },
    )
    if (update)
      await copyFile(path.join(folder, 'deno.lock'), path.join(FUNCTIONS, name, 'deno.lock'))
    return undefined
  } catch (error) {
    const stderr =
      typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : ''
    return stderr.split('\n').slice(0, 12).join('\n') || String(error)
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

const env = await deployEnv()
const names = (await readdir(FUNCTIONS, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`
let failed = 0
for (const name of names) {
  let problem = await checkFunction(name, env)
  let bundle = ''
  if (!problem) {
    const size = await deploySize(FUNCTIONS, name, env)
    bundle = ` (bundle ${mb(size.eszipBrotliBytes)}; ${mb(size.sourceBytes + size.npmBytes)} unpacked)`
    if (size.eszipBrotliBytes > HOSTED_BUNDLE_LIMIT.serverSide)
      problem = `bundle over hosted's server-side limit of ${mb(HOSTED_BUNDLE_LIMIT.serverSide)}`
  }
  console.log(`${problem ? 'FAIL' : 'ok  '} ${name}${bundle}${problem ? `\n${problem}` : ''}`)
  if (problem) failed += 1
}
console.log(
  `Bundle: what the CLI uploads ("EZBR" + brotli of the eszip: sources and every file of every` +
    ` resolved npm package), estimated; hosted's limit is ${mb(HOSTED_BUNDLE_LIMIT.cli)} bundled` +
    ` by the CLI with Docker, ${mb(HOSTED_BUNDLE_LIMIT.serverSide)} bundled server-side.`,
)
console.log(
  `${names.length - failed} of ${names.length} functions resolve and type-check as deployed`,
)
process.exitCode = failed === 0 ? 0 : 1
