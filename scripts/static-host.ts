// npm run static-host: the LOCAL STAND-IN for a static host's deploy hook (lib/static-host-rebuild.ts).
// Start the stack with SITE_DEPLOY_HOOK_URL set to the URL this prints; serve dist/ with
// `npm run preview` (or nginx with dist-host/nginx.conf).
import { resolve } from 'node:path'
import { startDeployHookReceiver } from './lib/static-host-rebuild.ts'

const port = Number(process.env.STATIC_HOST_HOOK_PORT ?? 4180)
const receiver = await startDeployHookReceiver({
  dist: resolve('dist'),
  port,
  onRebuilt: (slugs) =>
    console.log(`[static-host] rebuilt ${slugs.length} post pages in dist/blog/`),
})
console.log(`deploy hook: ${receiver.url}`)
const stop = () => void receiver.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
