import { chmodSync, rmSync } from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import { join } from 'node:path'

/**
 * How `npm run backup` asks the running server for a backup of the embedded database (only the
 * server's process may open it): a Unix socket in DATA_DIR that only the owner of DATA_DIR can
 * open (mode 0600). One JSON line asks, one JSON line answers.
 */

export const channelPath = (dataDir: string) => join(dataDir, 'backup.sock')

/** Linux's limit on a socket's path (108 bytes with the closing zero). */
export const channelPathFits = (path: string) => Buffer.byteLength(path) < 108

export interface ChannelRequest { command: 'backup'; out: string | null }
export type ChannelAnswer = { ok: true; file: string; bytes: number; files: number; databasePausedMs: number } | { ok: false; error: string }

/** Serves the channel; `handle` does the work. Resolves to a function that closes it. */
export async function serveChannel(path: string, handle: (request: ChannelRequest) => Promise<ChannelAnswer>): Promise<() => Promise<void>> {
  // The caller holds DATA_DIR's lock: a socket file left here is a dead process's.
  rmSync(path, { force: true })
  const server: Server = createServer((socket) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 10_000) socket.destroy()
      const end = text.indexOf('\n')
      if (end === -1) return
      socket.removeAllListeners('data')
      let request: ChannelRequest
      try {
        request = JSON.parse(text.slice(0, end)) as ChannelRequest
        if (request.command !== 'backup' || (request.out !== null && typeof request.out !== 'string')) throw new Error('unknown request')
      } catch {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`)
        return
      }
      void handle(request).then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
    })
  })
  const mask = process.umask(0o177) // the socket is made readable and writable by its owner only
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(path, () => resolve())
    })
  } finally {
    process.umask(mask)
  }
  chmodSync(path, 0o600)
  return () => new Promise<void>((resolve) => server.close(() => {
    rmSync(path, { force: true })
    resolve()
  }))
}

/** Asks the server listening at `path`; null when none is (no socket, or nobody behind it). */
export function askServer(path: string, request: ChannelRequest): Promise<ChannelAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    let text = ''
    let connected = false
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      connected = true
      socket.write(`${JSON.stringify(request)}\n`)
    })
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as ChannelAnswer)
      } catch {
        reject(new Error('the server gave no answer (it may have stopped meanwhile)'))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(null)
      else reject(error)
    })
  })
}
