import path from 'node:path'
import { parseArgs } from 'node:util'
import { PROJECT_ROOT, startLocalStack } from './index.ts'

// npm run stack [-- --reset] [--exit] [--port N] [--data-dir DIR] [--migrations-dir DIR] [--seed-file FILE]
//   [--functions-dir DIR]
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    exit: { type: 'boolean', default: false },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'migrations-dir': { type: 'string' },
    'seed-file': { type: 'string' },
    'functions-dir': { type: 'string' },
  },
})

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = path.resolve(values['data-dir'] ?? path.join(PROJECT_ROOT, '.local-data'))
const port = values.port === undefined ? undefined : Number(values.port)
if (port !== undefined && !Number.isInteger(port)) {
  console.error(`--port must be a number, got ${values.port}`)
  process.exit(2)
}

const stack = await startLocalStack({
  port,
  dataDir,
  databaseUrl,
  reset: values.reset,
  migrationsDir: values['migrations-dir'] && path.resolve(values['migrations-dir']),
  seedFile: values['seed-file'] && path.resolve(values['seed-file']),
  functionsDir: values['functions-dir'] && path.resolve(values['functions-dir']),
  cron: true,
  log: (line) => console.log(line),
})

const dbDir = path.join(dataDir, 'db')
const shownDbDir = dbDir.startsWith(PROJECT_ROOT) ? path.relative(PROJECT_ROOT, dbDir) : dbDir
const dbLine = databaseUrl
  ? databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@')
  : `PGlite in ${shownDbDir}`
console.log(`
Started supabase local development setup.

         API URL: ${stack.url}
              DB: ${dbLine}
      JWT secret: ${stack.jwtSecret}
 Publishable key: ${stack.publishableKey}
      Secret key: ${stack.secretKey}
        anon key: ${stack.anonKey}
service_role key: ${stack.serviceRoleKey}
     Signing key: ES256, kid ${stack.jwks.keys[0]?.kid ?? ''} (JWKS at ${stack.url}/auth/v1/.well-known/jwks.json)
    Mail catcher: ${stack.url}/mail (what auth and the functions send; JSON at /mail/api/messages)
`)

let stopping = false
async function shutdown(code: number): Promise<void> {
  if (stopping) return
  stopping = true
  await stack.stop()
  process.exit(code)
}

if (values.exit) await shutdown(0)
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
