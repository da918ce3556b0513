import { connect, createServer, type Socket } from 'node:net'

/**
 * A TCP proxy in front of a PostgreSQL server that can hold back what the server sends to the
 * connections that issued LISTEN: their announcements then arrive late, as they can from a busy
 * or distant server, while every other connection goes on as usual.
 */
export async function startPausableProxy(target: { host: string; port: number }) {
  const listening = new Set<Socket>()
  const sockets = new Set<Socket>()
  let holding = false
  const proxy = createServer((client) => {
    const server = connect(target.port, target.host)
    sockets.add(client).add(server)
    client.on('data', (chunk) => {
      if (!listening.has(server) && /\bLISTEN\b/.test(chunk.toString('latin1'))) {
        listening.add(server)
        if (holding) server.pause()
      }
      server.write(chunk)
    })
    server.on('data', (chunk) => client.write(chunk))
    const close = () => {
      client.destroy()
      server.destroy()
      sockets.delete(client)
      sockets.delete(server)
      listening.delete(server)
    }
    client.on('close', close).on('error', close)
    server.on('close', close).on('error', close)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  if (!address || typeof address === 'string') throw new Error('no proxy port')
  return {
    port: address.port,
    /** Announcements wait in the proxy until `release`. */
    hold() {
      holding = true
      for (const server of listening) server.pause()
    },
    release() {
      holding = false
      for (const server of listening) server.resume()
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    },
  }
}
