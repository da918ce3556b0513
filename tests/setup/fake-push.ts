import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import ece from 'http_ece'
import { listenOnLoopback } from './loopback'

export interface PushReceived { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

/**
 * A push service on loopback, as a browser's push service would receive the server's messages
 * (encrypted, aes128gcm). It answers 410 for endpoints under /gone (a subscription that ended),
 * and 500 to the next messages for an endpoint told to fail (failNext), as a push service having trouble.
 */
export async function startFakePushService() {
  const received: PushReceived[] = []
  const failures = new Map<string, number>()
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      const failing = failures.get(request.url ?? '') ?? 0
      if (failing > 0) failures.set(request.url ?? '', failing - 1)
      response.writeHead(failing > 0 ? 500 : request.url?.startsWith('/gone') ? 410 : 201).end()
    })
  })
  const origin = await listenOnLoopback(server)
  return {
    origin,
    received,
    /** A browser's subscription at this service: its own key pair and auth secret, and a reader of what it is sent. */
    browser(path = `/push/${randomBytes(4).toString('hex')}`) {
      const keys = createECDH('prime256v1')
      keys.generateKeys()
      const auth = randomBytes(16)
      return {
        subscription: { endpoint: `${origin}${path}`, p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        read: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth.toString('base64url') }).toString('utf8')) as Record<string, string>,
      }
    },
    /** The next `times` messages to this endpoint are answered 500. */
    failNext(endpoint: string, times: number) {
      failures.set(new URL(endpoint).pathname, times)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
