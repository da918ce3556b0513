import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { allocatorEnv } from '../../server/allocator.js'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.js'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts the production build on a free port with a temporary DATA_DIR (unless one is given),
 * waits until it is ready, and returns its URL and a stop function.
 */
export async function startServer(env: Record<string, string> = {}, nodeArgs: string[] = []) {
  if (!existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first.')
  // A port given in env (PORT) is used: a caller that must know the address first (a provider's redirect URI).
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const ownDataDir = !env.DATA_DIR
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'guide-tool-'))
  const baseURL = `http://localhost:${port}`
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, 'server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // The allocator `npm start` gives it (server/allocator.js): MEMORY_ALLOCATOR=system in the
    // environment or in env measures the system's.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', NEWS_ENABLED: '0', HG_SKIP_DOTENV: '1', ...env, ...allocatorEnv({ ...process.env, ...env }) },
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 60 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseURL,
    dataDir,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
