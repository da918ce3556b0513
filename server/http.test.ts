import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { clientAddress, limitBodySize, sameOriginMutations } from './http'

async function serve(trustProxy: boolean) {
  const app = express()
  // As server/main.ts sets it for TRUST_PROXY=1: one proxy in front.
  if (trustProxy) app.set('trust proxy', 1)
  app.use(clientAddress)
  app.use(sameOriginMutations('https://guide.example.org'))
  app.use(limitBodySize(100))
  app.all('/echo', (req, res) => {
    res.json({ ip: req.headers['x-hg-client-ip'] })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('HTTP guards', () => {
  it('reads the client IP from the proxy only when TRUST_PROXY is set, and ignores a forged header', async () => {
    const direct = await serve(false)
    const forged = await fetch(`${direct.base}/echo`, { headers: { 'x-forwarded-for': '203.0.113.9', 'x-hg-client-ip': '6.6.6.6' } })
    expect((await forged.json()).ip).toBe('127.0.0.1')
    await direct.close()
    const proxied = await serve(true)
    const viaProxy = await fetch(`${proxied.base}/echo`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect((await viaProxy.json()).ip).toBe('203.0.113.9')
    // A client that sends its own X-Forwarded-For gets it extended by the proxy (nginx's
    // $proxy_add_x_forwarded_for): the address the proxy saw is the last one, and that one counts.
    const spoofed = await fetch(`${proxied.base}/echo`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } })
    expect((await spoofed.json()).ip).toBe('203.0.113.9')
    await proxied.close()
  })

  it('refuses a foreign Origin on a POST but serves GET and same-origin POST', async () => {
    const app = await serve(false)
    expect((await fetch(`${app.base}/echo`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403)
    expect((await fetch(`${app.base}/echo`, { method: 'POST', headers: { origin: app.base } })).status).toBe(200)
    expect((await fetch(`${app.base}/echo`, { method: 'POST', headers: { origin: 'https://guide.example.org' } })).status).toBe(200)
    expect((await fetch(`${app.base}/echo`, { headers: { origin: 'https://evil.example' } })).status).toBe(200)
    await app.close()
  })

  it('refuses a body over the limit before reading it', async () => {
    const app = await serve(false)
    expect((await fetch(`${app.base}/echo`, { method: 'POST', body: 'x'.repeat(101), headers: { origin: app.base } })).status).toBe(413)
    expect((await fetch(`${app.base}/echo`, { method: 'POST', body: 'x'.repeat(100), headers: { origin: app.base } })).status).toBe(200)
    await app.close()
  })
})

describe('the request log', () => {
  it('never writes a private calendar address’s token', async () => {
    const { logger } = await import('#app/lib/logger.server')
    const { requestLog } = await import('./http')
    const logged: unknown[] = []
    const original = logger.info.bind(logger)
    logger.info = ((entry: unknown) => void logged.push(entry)) as typeof logger.info
    try {
      const app = express()
      app.use(requestLog)
      app.get(/./, (_req, res) => void res.send('ok'))
      const server = app.listen(0, '127.0.0.1')
      await new Promise((resolve) => server.once('listening', resolve))
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'
      await (await fetch(`${base}/events/mine/${token}.ics`)).text()
      await (await fetch(`${base}/en/events/mine/${token}.ics`)).text()
      await (await fetch(`${base}/events/12.ics`)).text()
      await new Promise((resolve) => server.close(resolve))
      expect(JSON.stringify(logged)).not.toContain(token)
      expect(logged.map((entry) => (entry as { path: string }).path)).toEqual(['/events/mine/…', '/en/events/mine/…', '/events/12.ics'])
    } finally {
      logger.info = original
    }
  })
})
