import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** Helpers for tests that start the production server themselves (lifecycle, hardening). */

export const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const port = (s.address() as { port: number }).port
    s.close(() => resolve(port))
  })
})

/**
 * A new data directory: a copy of the run's migrated and seeded one (global-setup.ts), or an
 * empty one when `empty` is asked for (a first start) or there is no template.
 */
export function tempDataDir(prefix = 'hathazari-test-', { empty = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const template = process.env.E2E_DATA_TEMPLATE
  if (!empty && template) cpSync(template, dir, { recursive: true })
  return dir
}

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
}

/**
 * Starts the server as `npm run serve` does (scripts/serve.sh: its Node.js flags and allocator),
 * with these settings on top of the environment, on this Node.
 */
export function start(env: Record<string, string>): ServerProcess {
  const PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`
  const child = spawn('sh', ['scripts/serve.sh'], { env: { ...process.env, PATH, LOG_LEVEL: 'info', NEWS_ENABLED: '0', HG_SKIP_DOTENV: '1', BACKUP_AT: 'off', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

/** Waits until the server at this port answers /readyz. */
export async function ready(port: number) {
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

/** The resident memory of a process in MB (Linux), or null. */
export async function residentMb(pid: number): Promise<number | null> {
  const { readFile } = await import('node:fs/promises')
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Number.isFinite(kb) ? kb / 1024 : null
  } catch {
    return null
  }
}
