import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, ready, start, tempDataDir } from './server-process'

// The server process itself: start-up checks, the data directory lock, and a clean stop.

test('a second process on the same DATA_DIR refuses to start; SIGTERM stops cleanly and frees it', async () => {
  test.setTimeout(120_000)
  const dataDir = tempDataDir('hathazari-lifecycle-')
  const port = await freePort()
  const first = start({ PORT: String(port), DATA_DIR: dataDir })
  await ready(port)
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(true)

  const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir })
  expect(await second.exited).toBe(1)
  expect(second.output()).toContain('is using the data directory')

  // A request in flight when the stop begins still gets its answer.
  const inFlight = fetch(`http://127.0.0.1:${port}/seeking-hathazari`)
  first.child.kill('SIGTERM')
  expect((await inFlight).status).toBe(200)
  expect(await first.exited).toBe(0)
  expect(first.output()).toContain('"msg":"stopped"')
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)
  // The request log: one JSON line per request.
  expect(first.output()).toMatch(/"method":"GET","path":"\/readyz","status":200,"durationMs":[\d.]+/)
  rmSync(dataDir, { recursive: true, force: true })
})

test('a bad setting stops the start with a message naming it', async () => {
  const bad = start({ PORT: 'eighty', DATA_DIR: tempDataDir('hathazari-bad-') })
  expect(await bad.exited).toBe(1)
  expect(bad.output()).toContain('PORT="eighty": must be a port number from 0 to 65535')
})
