// Starts the production build for the end-to-end tests with a temporary DATA_DIR, and removes
// it when stopped. Playwright runs this (playwright.config.ts); PORT comes from there.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeAi } from '../tests/fixtures/fake-ai.js'
import { startFakeOutbox } from '../tests/fixtures/fake-outbox.js'
import { startTestProvider } from '../tests/fixtures/test-oidc-provider.js'
import { greyTile } from '../tests/setup/grey-tile.js'
import { allocatorEnv } from '../server/allocator.js'
import { SERVER_NODE_FLAGS } from '../server/node-flags.js'

const dataDir = mkdtempSync(join(tmpdir(), 'guide-e2e-'))

// First the servers on the ports playwright.config.ts chose, then those on any free port: a port
// the kernel hands to a listen(0) here could be one of the chosen ones, free until bound.
// Map tiles come from a tile server on loopback, on the port playwright.config.ts chose (tests
// cannot reach OpenStreetMap's): a grey tile for any /tiles/{z}/{x}/{y}.png. The browser loads them
// without a Playwright route (one route on a page makes Playwright intercept all its requests);
// tests that refuse or count tiles route this address themselves (tests/e2e/fixtures.ts).
const tile = greyTile()
const tiles = createServer((request, response) => {
  if (request.method === 'GET' && /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': tile.length }).end(tile)
  else response.writeHead(404).end()
})
await new Promise((resolve) => tiles.listen(Number(process.env.E2E_TILE_PORT ?? 0), '127.0.0.1', resolve))
const tileUrl = `http://127.0.0.1:${tiles.address().port}/tiles/{z}/{x}/{y}.png`
// Push messages and e-mails go to a push service and an SMTP server on loopback, on the ports
// playwright.config.ts chose, where the tests read what arrived (tests/fixtures/fake-outbox.js).
const outbox = await startFakeOutbox({ httpPort: Number(process.env.E2E_OUTBOX_PORT ?? 0), smtpPort: Number(process.env.E2E_SMTP_PORT ?? 0) })
// "Continue with Google" signs in at a real OpenID Connect provider on loopback, on the port
// playwright.config.ts chose (tests/fixtures/test-oidc-provider.js, tests/e2e/oidc.spec.ts).
const oidc = await startTestProvider({ redirectUri: `${process.env.PUBLIC_URL}/auth/oidc/callback`, port: Number(process.env.E2E_OIDC_PORT ?? 0) })

// News comes from a feed server on loopback serving tests/fixtures/feeds (no internet in tests).
const feeds = createServer((request, response) => {
  const name = (request.url ?? '').replace(/^\/+/, '')
  try {
    if (!/^[a-z]+\.(xml|atom)$/.test(name)) throw new Error('no such feed')
    response.writeHead(200, { 'Content-Type': name.endsWith('.atom') ? 'application/atom+xml' : 'application/rss+xml', ETag: '"fixture"' })
    response.end(readFileSync(new URL(`../tests/fixtures/feeds/${name}`, import.meta.url)))
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise((resolve) => feeds.listen(0, '127.0.0.1', resolve))
const feedBase = `http://127.0.0.1:${feeds.address().port}`
const newsSources = [
  { id: 'azadi', name: { bn: 'দৈনিক আজাদী (পরীক্ষা)', en: 'Dainik Azadi (test)' }, lang: 'bn', url: `${feedBase}/azadi.xml`, scope: 'local', enabled: true },
  { id: 'star', name: { bn: 'দ্য ডেইলি স্টার (পরীক্ষা)', en: 'The Daily Star (test)' }, lang: 'en', url: `${feedBase}/star.atom`, scope: 'national', enabled: true },
]
// The assistant's model is a fake OpenAI-compatible server on loopback (tests/fixtures/fake-ai.js).
const ai = await startFakeAi()
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
  stdio: 'inherit',
  // Every test registers its own users from 127.0.0.1: raise the per-IP sign-up limit. These
  // e-mails register as moderators (tests/e2e/corrections.spec.ts, malformed.spec.ts).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    SIGNUP_LIMIT_PER_HOUR: '10000',
    // Tests register their writers a moment before they post: a newcomer's first post would wait
    // for a moderator. The queue has its own server and tests (tests/e2e/site-settings.spec.ts).
    NEW_MEMBER_REVIEW: 'off',
    // The same for failed sign-ins per address: the malformed-request corpus's wrong passwords and
    // passkey answers would use up 127.0.0.1's minute for the tests signing in beside it (the
    // limits themselves are tested in app/features/auth).
    SIGN_IN_LIMIT_PER_IP: '10000',
    // An edit keeps the version it replaces at once, not after five minutes: a test cannot wait
    // them out (tests/e2e/saved-history.spec.ts; the grace itself: tests/integration/saved-history.test.ts).
    EDIT_GRACE_MINUTES: '0',
    BOOTSTRAP_MODERATOR_EMAILS: 'moderator@example.com,moderator2@example.com,moderator-malformed@example.com,news-moderator@example.com,events-moderator@example.com,map-moderator@example.com,history-moderator@example.com',
    BOOTSTRAP_ADMIN_EMAILS: 'news-admin@example.com,contact-admin@example.com',
    MAP_TILE_URL: tileUrl,
    NEWS_SOURCES: JSON.stringify(newsSources),
    NEWS_ALLOW_PRIVATE: '1',
    // The fixture feeds' stories are dated November 2026, and the tests read those dates: kept
    // however long after that the suite runs (90 days would drop them in February 2027).
    NEWS_KEEP_DAYS: '3650',
    AI_BASE_URL: ai.url,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'sk-e2e-secret-key',
    AI_TIMEOUT_SECONDS: '10',
    ASSISTANT_LIMIT_PER_IP: '10000',
    PUSH_SERVICES: outbox.origin,
    SMTP_URL: outbox.smtpUrl,
    NOTIFY_EMAIL_WAIT_MINUTES: '0',
    // Codes by SMS go to the loopback gateway (tests/e2e/sms.spec.ts reads them back).
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: `${outbox.origin}/sms/send?to={to}&text={text}&key={key}`,
    SMS_API_KEY: 'e2e-sms-key',
    SMS_HTTP_SUCCESS: '"response_code":202',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    HG_SKIP_DOTENV: '1',
    // No nightly backup in the middle of a run (03:00 in Dhaka is 21:00 UTC); tests/e2e/backup.spec.ts takes its own.
    BACKUP_AT: 'off',
    // The allocator `npm start` gives it, where installed (server/allocator.js).
    ...allocatorEnv(),
  },
})
const stop = (signal) => child.kill(signal)
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
child.on('exit', (code) => {
  feeds.close()
  tiles.close()
  void ai.close()
  void outbox.close()
  void oidc.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
