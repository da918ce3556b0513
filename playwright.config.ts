import { createServer } from 'node:net'
import { defineConfig, devices } from '@playwright/test'
import { findChromium, findHeadlessShell } from './scripts/chromium.js'

/** A free TCP port, chosen once in the main process (workers inherit E2E_PORT). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

process.env.E2E_PORT ??= String(await freePort())
// The loopback push service and SMTP server the app sends to (tests/fixtures/fake-outbox.js).
process.env.E2E_OUTBOX_PORT ??= String(await freePort())
process.env.E2E_SMTP_PORT ??= String(await freePort())
// The loopback OpenID Connect provider "Continue with Google" signs in at (scripts/e2e-server.js).
process.env.E2E_OIDC_PORT ??= String(await freePort())
// The map tiles' server on loopback (scripts/e2e-server.js): every server of the run (the shared
// one, global-setup's and those tests start, which inherit this environment) uses it, so pages
// load tiles with no Playwright route (tests/e2e/fixtures.ts, `tileRequests`).
process.env.E2E_TILE_PORT ??= String(await freePort())
process.env.MAP_TILE_URL = `http://127.0.0.1:${process.env.E2E_TILE_PORT}/tiles/{z}/{x}/{y}.png`
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`
process.env.E2E_BASE_URL = baseURL

// Chromium's headless shell runs the tests where there is one (scripts/chromium.js finds or
// installs it): the full browser in headless mode took a third more of this 2-core machine's CPU
// for the same tests. The few tests tagged @full-browser need what only the full browser has.
const fullBrowser = findChromium() ?? '/usr/bin/chromium'
const headlessShell = findHeadlessShell()
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 360, height: 800 },
    // The service worker changes how every request is answered; tests/e2e/offline.spec.ts allows
    // it and tests it, the rest see the site as a first visit does.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: /@full-browser/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 800 }, launchOptions: { executablePath: headlessShell || fullBrowser, args: launchArgs } },
    },
    {
      // Shown notifications (a pushed reminder): the headless shell has no notification centre.
      name: 'chromium-full',
      grep: /@full-browser/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 800 }, launchOptions: { executablePath: fullBrowser, args: launchArgs } },
    },
  ],
  // A migrated, seeded data directory that tests starting their own servers copy.
  globalSetup: './tests/e2e/global-setup.ts',
  // The production build, on a free port, with a temporary DATA_DIR (scripts/e2e-server.js).
  webServer: {
    command: 'node scripts/e2e-server.js',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: baseURL, E2E_OUTBOX_PORT: process.env.E2E_OUTBOX_PORT, E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_OIDC_PORT: process.env.E2E_OIDC_PORT, E2E_TILE_PORT: process.env.E2E_TILE_PORT },
  },
})
