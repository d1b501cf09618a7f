// The backend of the browser tests: a fresh, seeded local stack in a temporary folder on
// E2E_STACK_PORT (default 54321, the URL `npm run build:local` points the SPA at), with the
// hosted HTML rewrite on (no custom domain).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalStack } from '../supabase/local/src/index.ts'
import { startFakeAiProvider } from '../supabase/local/fake-ai/provider.ts'
import { startDeployHookReceiver } from './lib/static-host-rebuild.ts'

const port = Number(process.env.E2E_STACK_PORT ?? 54321)
// Kept equal to the constant of the same name in e2e/blog-scheduling.spec.ts.
const SCHEDULER_AHEAD_MS = 5 * 60_000
// The preview server the browser tests use: Checkout returns buyers there.
const sitePort = Number(process.env.E2E_PORT ?? 4173)
const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-stack-'))
// Campaign articles come from a fake OpenAI-compatible provider: browser tests never reach a model.
const ai = await startFakeAiProvider({ delayMs: 1500 })
// Publishing a post calls the static host's deploy hook; its local stand-in rebuilds the post
// pages of dist/, which vite preview and nginx serve. Short waits: tests publish and read at once.
const staticHost = await startDeployHookReceiver({ dist: path.resolve('dist') })
const stack = await startLocalStack({
  port,
  dataDir,
  functionSecrets: {
    AI_BASE_URL: ai.url,
    AI_API_KEY: 'e2e-key',
    AI_MODEL: 'e2e-model',
    SITE_URL: `http://127.0.0.1:${sitePort}`,
  },
  siteDeployHook: { url: staticHost.url, quietMs: 200, pollMs: 100 },
  // Scheduled posts: the scheduler's clock runs SCHEDULER_AHEAD_MS ahead (e2e/blog-scheduling),
  // so a post scheduled minutes ahead goes live in seconds; checked live every few seconds.
  postScheduler: { pollMs: 1000, clockAheadMs: SCHEDULER_AHEAD_MS },
  liveCheck: { pollMs: 3000 },
  // Every browser test signs in from 127.0.0.1: hosted's per-address buckets ([auth.rate_limit])
  // would throttle the suite itself. supabase/local/tests/auth/rate-limits.test.ts covers them.
  auth: {
    rateLimit: { tokenRefresh: 100_000, signInSignUps: 100_000, tokenVerifications: 100_000 },
  },
})
console.log(`e2e stack on ${stack.url}`)

async function shutdown() {
  await stack.stop()
  await staticHost.stop()
  await ai.stop()
  await rm(dataDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
