import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Chromium as tests and benches start it: no sandbox (root), no GPU, and nothing that phones home. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * Playwright's own Chromium when it is installed, else PLAYWRIGHT_CHROMIUM_PATH, else a
 * system Chromium. Undefined when none exists; nothing is ever downloaded.
 */
export function chromiumExecutable(): string | undefined {
  const bundled = chromium.executablePath()
  if (bundled && existsSync(bundled)) return bundled
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  return SYSTEM_CHROMIUM.find((path) => existsSync(path))
}
