import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { JEMALLOC_PATHS } from '../../server/allocator.js'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js'
import { totp } from './helpers'
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

test('npm run serve runs the server with its Node.js flags, on jemalloc where the system has it, or on the system allocator when asked', async () => {
  // Two starts to readiness (a few seconds each on a busy 2-core machine) and one refused.
  test.setTimeout(90_000)
  const mapped = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8')
  const jemallocHere = JEMALLOC_PATHS.some((path) => existsSync(path))
  for (const [setting, allocator] of [['', jemallocHere ? 'jemalloc' : 'system'], ['system', 'system']] as const) {
    const port = await freePort()
    const dataDir = tempDataDir('hathazari-allocator-')
    const server = start({ PORT: String(port), DATA_DIR: dataDir, MEMORY_ALLOCATOR: setting })
    try {
      await ready(port)
      const pid = server.child.pid!
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS, 'server.js']))
      expect(server.output()).toContain(`"allocator":"${allocator}"`)
      expect(mapped(pid).includes('libjemalloc'), `MEMORY_ALLOCATOR="${setting}"`).toBe(allocator === 'jemalloc')
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    } finally {
      // Stopped even when a check failed: a server left running would hold its port and memory.
      server.child.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const unknown = start({ PORT: String(await freePort()), DATA_DIR: tempDataDir('hathazari-allocator-', { empty: true }), MEMORY_ALLOCATOR: 'tcmalloc' })
  expect(await unknown.exited).toBe(1)
  expect(unknown.output()).toContain('MEMORY_ALLOCATOR must be one of jemalloc, system (it is "tcmalloc")')
})

test('a bad setting stops the start with a message naming it', async () => {
  const bad = start({ PORT: 'eighty', DATA_DIR: tempDataDir('hathazari-bad-', { empty: true }) })
  expect(await bad.exited).toBe(1)
  expect(bad.output()).toContain('PORT="eighty": must be a port number from 0 to 65535')
})

test('.env is read at start, and a variable set in the environment wins over it', async () => {
  // Two starts of the production server, one to readiness: on a 2-core machine busy with the
  // suite's other worker a start alone took up to 20 s.
  test.setTimeout(90_000)
  test.skip(existsSync('.env'), 'a .env of your own is here: it is left alone')
  writeFileSync('.env', '# written by tests/e2e/lifecycle.spec.ts\nREPORT_HIDE_THRESHOLD=many\n')
  try {
    const fromFile = start({ PORT: String(await freePort()), DATA_DIR: tempDataDir('hathazari-dotenv-', { empty: true }), HG_SKIP_DOTENV: '' })
    expect(await fromFile.exited).toBe(1)
    expect(fromFile.output()).toContain('REPORT_HIDE_THRESHOLD="many": must be a whole number')
    const port = await freePort()
    const fromEnvironment = start({ PORT: String(port), DATA_DIR: tempDataDir('hathazari-dotenv-'), HG_SKIP_DOTENV: '', REPORT_HIDE_THRESHOLD: '3' })
    await ready(port)
    fromEnvironment.child.kill('SIGTERM')
    expect(await fromEnvironment.exited).toBe(0)
  } finally {
    rmSync('.env', { force: true })
  }
})

test('WEB_CONCURRENCY above 1 refuses the embedded database, with a message saying why', async () => {
  const refused = start({ PORT: String(await freePort()), DATA_DIR: tempDataDir('hathazari-cluster-', { empty: true }), WEB_CONCURRENCY: '2' })
  expect(await refused.exited).toBe(1)
  expect(refused.output()).toContain('more than one process needs DATABASE_URL')
})

test('two app processes on PostgreSQL share the port, and a live update reaches readers on both', async () => {
  test.setTimeout(120_000)
  const admin = new pg.Client({ connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' })
  try {
    await admin.connect()
  } catch {
    test.skip(true, 'no PostgreSQL server reachable (set PG_ADMIN_URL)')
    return
  }
  const name = `hathazari_cluster_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = tempDataDir('hathazari-cluster-')
  const url = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  url.pathname = `/${name}`
  const cluster = start({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2', PUBLIC_URL: base, LOG_LEVEL: 'warn', NEW_MEMBER_REVIEW: 'off' })
  try {
    await ready(port)
    // Four live streams: the primary hands connections to the workers in turn, so both hold some.
    const streams = await Promise.all([1, 2, 3, 4].map(async () => {
      const controller = new AbortController()
      const response = await fetch(`${base}/api/forum/events`, { signal: controller.signal, headers: { accept: 'text/event-stream' } })
      const reader = response.body!.getReader()
      const state = { text: '' }
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read()
            if (done) break
            state.text += new TextDecoder().decode(value)
          }
        } catch {
          // aborted
        }
      })()
      return { controller, state }
    }))
    const registered = await fetch(`${base}/register`, { method: 'POST', redirect: 'manual', headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'দুই প্রসেস', email: `cluster-${Date.now()}@example.com`, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }) })
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const form = new FormData()
    form.append('title', `দুই প্রসেসের পোস্ট ${Date.now()}`)
    form.append('content', 'সবাই দেখতে পাচ্ছেন?')
    form.append('category', 'general')
    form.append('rulesRead', 'yes')
    const created = await fetch(`${base}/api/forum/posts`, { method: 'POST', headers: { Origin: base, Cookie: cookie }, body: form })
    expect(created.status).toBe(200)
    for (const stream of streams) await expect.poll(() => stream.state.text.includes('দুই প্রসেসের পোস্ট'), { timeout: 10_000 }).toBe(true)
    for (const stream of streams) stream.controller.abort()
    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
  } finally {
    cluster.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    await admin.end()
  }
})

test('npm run user -- reset-two-factor turns off two-step sign-in for a reader who lost their phone', async () => {
  test.setTimeout(120_000)
  const dataDir = tempDataDir('hathazari-reset-2fa-')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const form = (path: string, fields: Record<string, string>, cookie = '') => fetch(`${base}${path}`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
  })
  const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').filter((c) => c.startsWith('hg.')).join('; ')
  const email = `lost-phone-${Date.now()}@example.com`
  let server = start({ PORT: String(port), DATA_DIR: dataDir })
  try {
    await ready(port)
    const cookie = cookieOf(await form('/register', { name: 'ফোন হারানো', email, password: 'secret1', confirmPassword: 'secret1' }))
    const page = await (await fetch(`${base}/seeking-hathazari/profile/two-factor`, { headers: { Cookie: cookie } })).text()
    const key = /([A-Z2-7]{4}(?: [A-Z2-7]{4}){7})/.exec(page)![1]!.replace(/ /g, '')
    const confirmed = await form('/seeking-hathazari/profile/two-factor', { intent: 'confirm', code: totp(key) }, cookie)
    expect(await confirmed.text()).toContain('ব্যাকআপ কোড') // turned on: the backup codes are shown once
    // Signing in now asks for the second step.
    expect((await form('/login', { email, password: 'secret1' })).headers.get('location')).toMatch(/\/login\/two-factor/)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)

    const run = spawnSync('npx', ['tsx', 'scripts/user.ts', 'reset-two-factor', email.toUpperCase()], { env: { ...process.env, DATA_DIR: dataDir, HG_SKIP_DOTENV: '1' }, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain(`Two-step sign-in is off for ${email}`)

    server = start({ PORT: String(port), DATA_DIR: dataDir })
    await ready(port)
    expect((await form('/login', { email, password: 'secret1' })).headers.get('location')).not.toMatch(/two-factor/)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    rmSync(dataDir, { recursive: true, force: true })
  }
})
