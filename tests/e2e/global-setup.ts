import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, ready, start } from './server-process'

/**
 * One data directory migrated and seeded by the production server, made once per run: the tests
 * that start servers of their own (lifecycle, hardening, backups) start from a copy of it
 * (server-process.ts), instead of each paying for the embedded database's initdb and the seed.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'hathazari-e2e-template-'))
  const port = await freePort()
  const server = start({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn' })
  try {
    await ready(port)
  } catch (error) {
    server.child.kill('SIGKILL')
    throw new Error(`the template data directory could not be made:\n${server.output()}`, { cause: error })
  }
  server.child.kill('SIGTERM')
  if ((await server.exited) !== 0) throw new Error(`the template server did not stop cleanly:\n${server.output()}`)
  process.env.E2E_DATA_TEMPLATE = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
