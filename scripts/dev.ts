// `npm run dev`: the embedded local Supabase stack plus the Vite dev server, with the SPA
// pointed at the stack. Set DEV_NO_STACK=1 to point it at a hosted project from .env instead.
import { createServer } from 'vite'
import { startLocalStack } from '../supabase/local/src/index.ts'

const stack = process.env.DEV_NO_STACK
  ? null
  : await startLocalStack({
      dataDir: '.local-data',
      databaseUrl: process.env.DATABASE_URL,
      watchFunctions: true,
      cron: true,
      log: (line) => console.log(line),
    })

if (stack) {
  process.env.VITE_SUPABASE_URL = stack.url
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY = stack.publishableKey
  console.log(`Local Supabase stack on ${stack.url}`)
}

const vite = await createServer({ server: { host: '127.0.0.1', port: 5173 } })
await vite.listen()
vite.printUrls()

async function shutdown() {
  await vite.close()
  await stack?.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
