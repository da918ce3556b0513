// Starts the production build for the end-to-end tests with a temporary DATA_DIR, and removes
// it when stopped. Playwright runs this (playwright.config.ts); PORT comes from there.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'hathazari-e2e-'))
const child = spawn(process.execPath, ['server.js'], {
  stdio: 'inherit',
  // Every test registers its own users from 127.0.0.1: raise the per-IP sign-up limit. These
  // e-mails register as moderators (tests/e2e/corrections.spec.ts, malformed.spec.ts).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    SIGNUP_LIMIT_PER_HOUR: '10000',
    BOOTSTRAP_MODERATOR_EMAILS: 'moderator@example.com,moderator2@example.com,moderator-malformed@example.com',
  },
})
const stop = (signal) => child.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
