import { createServer, type Server } from 'node:http'
import { listenOnLoopback } from './loopback'

export interface SmsReceived { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string; to: string; text: string }

/**
 * An SMS gateway on loopback, as SMS_PROVIDER=http reaches one: it records each request (GET
 * query or POST form body) and answers 200 `{"response_code":202}`, unless told to fail
 * (`failNext`: 500) or to be slow (`hangNext`: no answer).
 */
export async function startFakeSmsGateway() {
  const received: SmsReceived[] = []
  let failing = 0
  let hanging = 0
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const url = new URL(request.url ?? '/', 'http://gateway')
      const params = request.method === 'POST' ? new URLSearchParams(body) : url.searchParams
      received.push({ method: request.method ?? '', path: url.pathname + url.search, headers: request.headers, body, to: params.get('to') ?? '', text: params.get('text') ?? '' })
      if (hanging > 0) {
        hanging--
        return
      }
      if (failing > 0) {
        failing--
        return response.writeHead(500).end('{"response_code":1005}')
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"response_code":202}')
    })
  })
  const origin = await listenOnLoopback(server)
  return {
    origin,
    received,
    /** The code in the last message sent to `to` (E.164 without the plus, as the gateway gets it). */
    lastCode(to?: string) {
      const message = [...received].reverse().find((m) => !to || m.to === to.replace(/^\+/, ''))
      return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? ''
    },
    failNext(times = 1) {
      failing = times
    },
    hangNext(times = 1) {
      hanging = times
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
