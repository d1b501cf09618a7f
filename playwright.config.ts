import { defineConfig, devices } from '@playwright/test'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from './scripts/lib/find-chromium.ts'

// Ports are overridable so two checkouts can run their browser tests side by side; the build
// must then point at the same stack (E2E_STACK_PORT=N npm run build:local).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54321)
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4174)
const HTML_ONLY = /prerender\.spec\.ts$/
// Phone-only behaviour (the menu overlay under 768 px) is not run at desktop width.
const PHONE_ONLY = /\.phone\.spec\.ts$/
// Specs that set their own viewport widths (390 px to 1920 px) run once, in the desktop project.
const OWN_WIDTHS = /\.widths\.spec\.ts$/
// The static host: a focused set through a real nginx with the generated config.
const NGINX_ONLY = /\.nginx\.spec\.ts$/
const executablePath = chromiumExecutable()

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Data screens wait on a stack that two workers (and the function hosts' cold starts) share:
  // 10 s rather than 5 before an assertion on what the page shows gives up.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...QUIET_CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [HTML_ONLY, OWN_WIDTHS, NGINX_ONLY],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      testIgnore: [HTML_ONLY, PHONE_ONLY, NGINX_ONLY],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // What crawlers get does not depend on the viewport: checked once.
    { name: 'html', testMatch: HTML_ONLY },
    // Every route, the redirects, the fallback, the admin login and the blog through nginx, with
    // its security headers: a CSP violation fails the test. Tests elsewhere join with @static-host.
    {
      name: 'nginx',
      grep: /@static-host/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/e2e-stack.ts',
      url: `http://127.0.0.1:${STACK_PORT}/auth/v1/health`,
      env: { E2E_STACK_PORT: String(STACK_PORT), E2E_PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'npx tsx scripts/e2e-nginx.ts',
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      env: { E2E_NGINX_PORT: String(NGINX_PORT), E2E_STACK_PORT: String(STACK_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
