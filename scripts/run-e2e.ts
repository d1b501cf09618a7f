// Runs the Playwright specs against the production build, after checking that a browser
// exists: the test command fails with one line instead of trying to download one.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumExecutable } from './lib/find-chromium.ts'

if (!chromiumExecutable()) {
  console.error(
    'No Chromium found: install one (Debian: apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_PATH.',
  )
  process.exit(1)
}
if (spawnSync('nginx', ['-v']).error) {
  console.error(
    'No nginx found: install it (Debian: apt-get install nginx); one browser project runs through it.',
  )
  process.exit(1)
}
if (!existsSync('dist/index.html')) {
  console.error('No production build in dist/: run npm run build first.')
  process.exit(1)
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
