// A throwaway native PostgreSQL (Debian's postgresql-15 by default; PG_BIN to use another) in
// a temp folder, on a free or given port. As root it runs as the `postgres` user, since
// initdb and postgres refuse to run as root. Used by npm run deploy:rehearse, the EXPLAIN
// test of the admin lists and npm run bench:scale.
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

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

/** Whether initdb and pg_ctl are there (Debian: apt-get install postgresql-15). */
export function nativePostgresAvailable(): boolean {
  return ['initdb', 'pg_ctl'].every((tool) => existsSync(path.join(PG_BIN, tool)))
}

/** Postgres' own programs, as the postgres user when we are root. */
async function pgTool(dir: string, name: string, args: string[]): Promise<void> {
  const program = path.join(PG_BIN, name)
  const asRoot = process.getuid?.() === 0
  await run(
    asRoot ? 'runuser' : program,
    asRoot ? ['-u', 'postgres', '--', program, ...args] : args,
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
}

function postgresIds(): [number, number] {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
  return [id('-u'), id('-g')]
}

export interface NativePostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * initdb + pg_ctl start in a new temp folder. `settings` become `-c name=value` server
 * options (fsync is off: the cluster is thrown away). stop() kills it and deletes the folder.
 */
export async function startNativePostgres(
  options: { port?: number; prefix?: string; settings?: Record<string, string> } = {},
): Promise<NativePostgres> {
  if (!nativePostgresAvailable()) {
    throw new Error(
      `initdb/pg_ctl not found in ${PG_BIN}: apt-get install postgresql-15, or set PG_BIN`,
    )
  }
  const dir = await mkdtemp(path.join(tmpdir(), options.prefix ?? 'native-pg-'))
  if (process.getuid?.() === 0) await chown(dir, ...postgresIds())
  const data = path.join(dir, 'data')
  const port = options.port ?? (await freePort())
  let running = false
  const stop = async () => {
    if (running) await pgTool(dir, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
    running = false
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await pgTool(dir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
    const settings = Object.entries({ fsync: 'off', ...options.settings })
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ')
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${settings}`
    await pgTool(dir, 'pg_ctl', [
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
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, stop }
}
