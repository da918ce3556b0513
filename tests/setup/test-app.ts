import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { parseEnv, setEnv } from '#app/lib/env.server'
import { setSecret } from '#app/lib/secret.server'
import { setStorage } from '#app/lib/storage.server'
import { setEvidenceStorage } from '#app/lib/evidence.server'
import { withTestDatabase } from './test-database'

/**
 * The server-side app for integration tests: configuration (with `env` overrides, or a function
 * giving them once earlier beforeAll hooks have run), a signing
 * secret, a fresh database and a temporary DATA_DIR for uploads and the mail outbox.
 */
export function withTestApp(env: Record<string, string> | (() => Record<string, string>) = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hg-test-'))
  const overrides = () => (typeof env === 'function' ? env() : env)
  setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' }))
  setSecret('test-secret-test-secret-test-secret-0123')
  setStorage(undefined)
  setEvidenceStorage(undefined)
  const database = withTestDatabase()
  beforeAll(() => {
    // Evaluated when the file's tests start, so overrides may use values set up by earlier hooks.
    setEnv(parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...overrides() }))
    setStorage(undefined)
    setEvidenceStorage(undefined)
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  return { database, dataDir }
}

let counter = 0

/** A request as the browser would send it, with the client IP the HTTP server would set. */
export function testRequest(path: string, init: { method?: string; cookie?: string; ip?: string; body?: BodyInit } = {}) {
  const headers = new Headers({ 'x-hg-client-ip': init.ip ?? `10.0.0.${(counter++ % 250) + 1}` })
  if (init.cookie) headers.set('cookie', init.cookie)
  return new Request(`http://localhost:3000${path}`, { method: init.method ?? 'POST', headers, body: init.body })
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ')
}
