import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// The server process itself: start-up checks, the data directory lock, and a clean stop.

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const port = (s.address() as { port: number }).port
    s.close(() => resolve(port))
  })
})

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server.js'], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function ready(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

test('a second process on the same DATA_DIR refuses to start; SIGTERM stops cleanly and frees it', async () => {
  test.setTimeout(120_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'hathazari-lifecycle-'))
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
  const bad = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'hathazari-bad-')) })
  expect(await bad.exited).toBe(1)
  expect(bad.output()).toContain('PORT="eighty": must be a port number from 0 to 65535')
})
