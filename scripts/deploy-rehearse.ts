// npm run deploy:rehearse: the migrations applied by the real Supabase CLI to a Postgres that
// has only what a new hosted project has, then the grant matrix through the local stack pointed
// at that database, then what a deploying engineer must still do by hand.
//
// 1. A throwaway native PostgreSQL 15 (Debian's; PG_BIN to use another) in a temp folder, on a
//    free port (REHEARSE_PG_PORT to pick one). As root it runs as the `postgres` user, since
//    initdb and postgres refuse to run as root.
// 2. The stack's bootstrap up to the first migration (bootstrapProject): the API roles without
//    default privileges, the auth and storage schemas, the supabase_realtime publication.
// 3. `supabase db push --db-url ...` with the CLI pinned in devDependencies (no Docker needed).
// 4. tests/schema/grant-matrix.test.ts with GRANT_MATRIX_DATABASE_URL set to that database.
import { execFileSync, spawn, type SpawnOptions } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bootstrapProject } from '../supabase/local/src/bootstrap.ts'
import { openPostgres } from '../supabase/local/src/db-postgres.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)

function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
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

function freePort(): Promise<number> {
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

const MANUAL_STEPS = `
Still to do by hand on the hosted project (README, "Deploy"):
  Dashboard > Authentication
    - Sign-ups off (Allow new users to sign up: off), anonymous sign-ins off, as config.toml.
    - URL configuration: Site URL and redirect URLs = the deployed site's origin.
    - Add the first admin user, then in the SQL editor:
      insert into public.admin_users (user_id) values ('<that user id>');
  Vault (SQL editor), for the campaign schedule and the site rebuild (pg_cron + pg_net):
      select vault.create_secret('https://<ref>.supabase.co', 'project_url');
      select vault.create_secret('<sb_secret_... key>', 'secret_key');
        (or the legacy key as 'service_role_key' on a project without secret keys)
      select vault.create_secret('<static host deploy-hook URL>', 'site_deploy_hook_url');
  Function secrets (supabase secrets set NAME=value ...):
      SITE_URL (and SITE_URL_ALLOWLIST for previews), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
      AI_API_KEY, AI_MODEL (and AI_BASE_URL, AI_TIMEOUT_MS when not the defaults)
  Stripe dashboard: the webhook endpoint .../functions/v1/stripe-webhook and its events.
  Storage settings: upload file size limit at least 500 MB (videos bucket).
  Every new table, view, sequence or function needs explicit grants in its migration.
`

async function main(): Promise<void> {
  const started = performance.now()
  const step = (text: string) =>
    console.log(`\n[rehearse ${((performance.now() - started) / 1000).toFixed(1)} s] ${text}`)
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(PG_BIN, tool))) {
      throw new Error(
        `${tool} not found in ${PG_BIN}: apt-get install postgresql-15, or set PG_BIN`,
      )
    }
  }
  if (!existsSync(BIN('supabase'))) throw new Error('the Supabase CLI is missing: run npm ci')

  const dir = await mkdtemp(path.join(tmpdir(), 'deploy-rehearse-'))
  if (process.getuid?.() === 0) await chown(dir, ...postgresIds())
  const data = path.join(dir, 'data')
  const port = Number(process.env.REHEARSE_PG_PORT ?? (await freePort()))
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`
  let running = false
  try {
    step(`PostgreSQL from ${PG_BIN} on port ${port}`)
    await pgTool(dir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
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

    step(
      'A new project before migrations: API roles without default grants, auth, storage, realtime',
    )
    const db = await openPostgres(url)
    try {
      await bootstrapProject(db)
    } finally {
      await db.close()
    }

    step('supabase db push (Supabase CLI from devDependencies)')
    await run(BIN('supabase'), ['db', 'push', '--db-url', `${url}?sslmode=disable`, '--yes'], {
      cwd: ROOT,
    })

    step('Grant matrix through the local stack on that database')
    await run(BIN('vitest'), ['run', 'tests/schema/grant-matrix.test.ts'], {
      cwd: ROOT,
      env: { ...process.env, GRANT_MATRIX_DATABASE_URL: url },
    })
    step('Rehearsal passed')
    console.log(MANUAL_STEPS)
  } finally {
    if (running) await pgTool(dir, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
    await rm(dir, { recursive: true, force: true })
  }
}

function postgresIds(): [number, number] {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
  return [id('-u'), id('-g')]
}

main().catch((err: unknown) => {
  console.error(`\ndeploy:rehearse failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
