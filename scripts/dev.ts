// `npm run dev`: the embedded local Supabase stack plus the Vite dev server, with the SPA
// pointed at the stack. Set DEV_NO_STACK=1 to point it at a hosted project from .env instead.
// DEV_PORT and DEV_STACK_PORT move the dev server (5173) and the stack (54321), as E2E_PORT and
// E2E_STACK_PORT move the browser tests'.
import { createServer } from 'vite'
import { startLocalStack } from '../supabase/local/src/index.ts'

const port = Number(process.env.DEV_PORT ?? 5173)
const stackPort = process.env.DEV_STACK_PORT ? Number(process.env.DEV_STACK_PORT) : undefined
const site = `http://127.0.0.1:${port}`

const stack = process.env.DEV_NO_STACK
  ? null
  : await startLocalStack({
      ...(stackPort === undefined ? {} : { port: stackPort }),
      dataDir: '.local-data',
      databaseUrl: process.env.DATABASE_URL,
      watchFunctions: true,
      cron: true,
      // The functions' links (Checkout's return, the workshop's emails) lead to this dev
      // server: like `supabase secrets set`, this SITE_URL beats supabase/functions/.env's.
      ...(port === 5173 ? {} : { functionSecrets: { SITE_URL: site } }),
      log: (line) => console.log(line),
    })

if (stack) {
  process.env.VITE_SUPABASE_URL = stack.url
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = stack.publishableKey
  console.log(`Local Supabase stack on ${stack.url}`)
}

const vite = await createServer({ server: { host: '127.0.0.1', port, strictPort: true } })
await vite.listen()
vite.printUrls()

async function shutdown() {
  await vite.close()
  await stack?.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
