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
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bootstrapProject } from '../supabase/local/src/db/bootstrap.ts'
import { openPostgres } from '../supabase/local/src/db/db-postgres.ts'
import { PG_BIN, run, startNativePostgres } from './lib/native-postgres.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)

const MANUAL_STEPS = `
Still to do by hand on the hosted project (docs/deploy.md):
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
  if (!existsSync(BIN('supabase'))) throw new Error('the Supabase CLI is missing: run npm ci')

  const port = process.env.REHEARSE_PG_PORT ? Number(process.env.REHEARSE_PG_PORT) : undefined
  step(`PostgreSQL from ${PG_BIN}${port ? ` on port ${port}` : ''}`)
  const pg = await startNativePostgres({ port, prefix: 'deploy-rehearse-' })
  const url = pg.url
  try {
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
    await pg.stop()
  }
}

main().catch((err: unknown) => {
  console.error(`\ndeploy:rehearse failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
