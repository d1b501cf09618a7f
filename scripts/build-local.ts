// npm run build:local: the production build pointed at the local stack, with its values passed
// explicitly (plain `npm run build` refuses to guess them), and the site's example.com links and
// addresses allowed (plain `npm run build` refuses to ship them). The stack's port is
// E2E_STACK_PORT (default 54321, the port `npm run stack` and the browser tests' stack use).
import { spawnSync } from 'node:child_process'
import { localStackBuildEnv, localStackEnv } from './lib/build-env.ts'

const stack = localStackEnv(
  process.env.E2E_STACK_PORT ? Number(process.env.E2E_STACK_PORT) : undefined,
)
const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: localStackBuildEnv(stack),
})
process.exit(result.status ?? 1)
