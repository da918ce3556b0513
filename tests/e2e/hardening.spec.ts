// The server as a careful attacker and a phone on a bad connection meet it (issue 10): no request
// may crash it, fill its disk or memory, or answer 5xx; a stop or a crash loses nothing in
// flight. Each test starts its own production server, on its own data directory.
import { existsSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, ready, residentMb, start, tempDataDir, type ServerProcess } from './server-process'

// Each test starts its own server (migrations, seed, build): on a loaded machine that alone can
// take tens of seconds, so the whole file gets two minutes a test.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

interface Site {
  base: string
  port: number
  dataDir: string
  server: ServerProcess
}

async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const dataDir = tempDataDir('hathazari-hardening-')
  const port = await freePort()
  const server = start({ PORT: String(port), DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '1000', LOG_LEVEL: 'warn', ...env })
  await ready(port)
  return { base: `http://127.0.0.1:${port}`, port, dataDir, server }
}

async function stopSite(site: Site) {
  site.server.child.kill('SIGTERM')
  await site.server.exited
  rmSync(site.dataDir, { recursive: true, force: true })
}

/** Registers a member over HTTP and returns the session cookie. */
async function member(site: Site, name = 'পরীক্ষক'): Promise<string> {
  const email = `hard-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const response = await fetch(`${site.base}/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: site.base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name, email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }),
  })
  expect(response.status).toBe(302)
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

const healthy = async (site: Site) => (await fetch(`${site.base}/healthz`)).status === 200

const uploadedFiles = (site: Site) => {
  const root = join(site.dataDir, 'uploads')
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []
}

/**
 * Starts a multipart upload that says it is `declared` bytes long, sends `sent` of them slowly,
 * then drops the connection, as a phone that loses its signal does.
 */
function abortedUpload(site: Site, path: string, cookie: string, declared: number, sent: number) {
  return new Promise<void>((resolve) => {
    const boundary = '----hathazari' + Math.random().toString(16).slice(2)
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nt\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nc\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ngeneral\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    )
    const mp4Start = Buffer.from([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31, 0, 0x40, 0, 0, 0x6d, 0x64, 0x61, 0x74])
    const socket = connect(site.port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nOrigin: ${site.base}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
      )
      socket.write(head)
      socket.write(mp4Start)
      let left = sent - head.length - mp4Start.length
      const chunk = Buffer.alloc(256 * 1024, 1)
      const timer = setInterval(() => {
        if (left <= 0) {
          clearInterval(timer)
          socket.destroy() // the signal is gone
          setTimeout(resolve, 100)
          return
        }
        socket.write(chunk.subarray(0, Math.min(chunk.length, left)))
        left -= chunk.length
      }, 5)
    })
    socket.on('error', () => {})
  })
}

test('uploads cut off mid-body, 20 times over, leave the server up, its memory flat and no file behind', async () => {
  test.setTimeout(180_000)
  const site = await startSite({ UPLOAD_MAX_VIDEO_MB: '50' })
  try {
    // Four members: each may start five posts in ten minutes, and an aborted upload counts.
    const cookies = [await member(site), await member(site), await member(site), await member(site)]
    const paths = ['/api/forum/posts', '/seeking-hathazari/new', '/seeking-hathazari/new.data', '/en/seeking-hathazari/new']
    await abortedUpload(site, paths[0]!, cookies[0]!, 20 * 1024 * 1024, 2 * 1024 * 1024) // warm up
    const before = await residentMb(site.server.child.pid!)
    for (let i = 1; i < 20; i++) {
      await abortedUpload(site, paths[i % paths.length]!, cookies[i % cookies.length]!, 20 * 1024 * 1024, 2 * 1024 * 1024)
      expect(await healthy(site), `after aborted upload ${i + 1}`).toBe(true)
    }
    // The last cut-off upload is cleaned up as its error reaches the server: at once, or a
    // moment later on a busy machine.
    await expect.poll(() => uploadedFiles(site), { timeout: 15_000 }).toEqual([])
    const after = await residentMb(site.server.child.pid!)
    if (before !== null && after !== null) expect(after - before).toBeLessThan(120)
    // The posting limit now refuses these members before reading any file.
    const refused = await fetch(`${site.base}/api/forum/posts`, { method: 'POST', headers: { Origin: site.base, Cookie: cookies[0]! }, body: (() => {
      const form = new FormData()
      form.append('title', 'x')
      form.append('content', 'y')
      return form
    })() })
    expect(refused.status).toBe(429)
  } finally {
    await stopSite(site)
  }
  expect(site.server.output()).not.toMatch(/"level":(50|60)/) // no error or fatal line
})

test('bodies are capped by their kind: a huge form is refused before it is read, chunked ones must be uploads', async () => {
  const site = await startSite()
  try {
    const cookie = await member(site)
    for (const path of ['/api/forum/posts', '/seeking-hathazari/new', '/seeking-hathazari/profile', '/contact']) {
      // 62 MB url-encoded: refused on its Content-Length, in both languages, never buffered.
      const status = await new Promise<number>((resolve) => {
        const req = http.request(`${site.base}${path}`, { method: 'POST', headers: { Origin: site.base, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 62 * 1024 * 1024, Accept: 'text/html' } }, (res) => {
          res.resume()
          resolve(res.statusCode!)
        })
        req.on('error', () => resolve(-1))
        req.write('title=' + 'x'.repeat(1000))
      })
      expect(status, path).toBe(413)
    }
    // A form of unknown length (chunked) is refused; only an upload may stream.
    const chunked = await new Promise<number>((resolve) => {
      const req = http.request(`${site.base}/contact`, { method: 'POST', headers: { Origin: site.base, 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.on('error', () => resolve(-1))
      req.write('name=x')
    })
    expect(chunked).toBe(411)
    const page = await fetch(`${site.base}/contact`, { method: 'POST', headers: { Origin: site.base, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' }, body: 'message=' + 'x'.repeat(2 * 1024 * 1024) })
    expect(page.status).toBe(413)
    const text = await page.text()
    expect(text).toContain('অনেক বড়')
    expect(text).toContain('too large')
    // An avatar over 5 MB comes back as the form with the message, not a bare error.
    const form = new FormData()
    form.append('intent', 'update-profile')
    form.append('name', 'পরীক্ষক')
    form.append('bio', '')
    form.append('avatar', new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg')
    const avatar = await fetch(`${site.base}/seeking-hathazari/profile?edit=1`, { method: 'POST', headers: { Origin: site.base, Cookie: cookie }, body: form })
    expect(avatar.status).toBe(413)
    expect(await avatar.text()).toContain('আপলোড ব্যর্থ: ফাইলটি ৫ এমবি-র চেয়ে বড়।')
    // One over 20 MB (refused before it is read) also comes back as the form with the message.
    const huge = new FormData()
    huge.append('intent', 'update-profile')
    huge.append('name', 'পরীক্ষক')
    huge.append('avatar', new Blob([new Uint8Array(25 * 1024 * 1024)], { type: 'image/jpeg' }), 'huge.jpg')
    const refused = await fetch(`${site.base}/en/seeking-hathazari/profile?edit=1`, { method: 'POST', headers: { Origin: site.base, Cookie: cookie, Accept: 'text/html' }, body: huge })
    expect(refused.url).toBe(`${site.base}/en/seeking-hathazari/profile?edit=1&error=too-large`)
    expect(refused.status).toBe(200)
    expect(await refused.text()).toContain('larger than 5 MB')
    expect(await healthy(site)).toBe(true)
  } finally {
    await stopSite(site)
  }
})

test('a 100 KB address is answered 431, and the client, still sending, reads the answer instead of a reset', async () => {
  const site = await startSite()
  try {
    const answer = await new Promise<{ text: string; error?: string }>((resolve) => {
      let text = ''
      // Sent in pieces and to its end, as curl sends it, even after the server has answered: the
      // server must not close while the client is still sending (that is a reset, which loses the answer).
      const socket = connect({ port: site.port, host: '127.0.0.1', allowHalfOpen: true }, async () => {
        const request = Buffer.from(`GET /search?q=${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
        for (let at = 0; at < request.length && !socket.destroyed; at += 8 * 1024) {
          socket.write(request.subarray(at, at + 8 * 1024))
          await new Promise((r) => setTimeout(r, 10))
        }
        socket.end()
      })
      socket.on('data', (chunk) => (text += chunk.toString('utf8')))
      socket.on('error', (error) => resolve({ text, error: error.message }))
      socket.on('close', () => resolve({ text }))
    })
    expect(answer.error).toBeUndefined()
    expect(answer.text).toMatch(/^HTTP\/1\.1 431 /)
    expect(await healthy(site)).toBe(true)
  } finally {
    await stopSite(site)
  }
})

test('behind a proxy that rewrites Host (nginx) or passes it on (Caddy), forms work and cookies are Secure', async () => {
  const site = await startSite({ TRUST_PROXY: '1', PUBLIC_URL: 'https://hathazari.example' })
  try {
    // nginx: `proxy_pass http://127.0.0.1:PORT` sends Host 127.0.0.1:PORT, with X-Forwarded-For/-Proto.
    // Caddy: keeps the Host the browser sent and adds X-Forwarded-For/-Proto/-Host.
    const proxies = {
      nginx: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' },
      caddy: { Host: 'hathazari.example', 'X-Forwarded-For': '203.0.113.8', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'hathazari.example' },
    }
    for (const [name, headers] of Object.entries(proxies)) {
      const toggled = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(`${site.base}/preferences`, { method: 'POST', headers: { ...headers, Origin: 'https://hathazari.example', 'Content-Type': 'application/x-www-form-urlencoded' } }, resolve)
        req.on('error', reject)
        req.end('lang=en&redirectTo=%2Fhospitals')
      })
      toggled.resume()
      expect(toggled.statusCode, name).toBe(302)
      expect(toggled.headers.location, name).toBe('/en/hospitals')
      expect(String(toggled.headers['set-cookie']), name).toContain('Secure')
      // A real form action (React Router checks Origin against the URL it is given).
      const contact = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(`${site.base}/contact`, { method: 'POST', headers: { ...headers, Origin: 'https://hathazari.example', 'Content-Type': 'application/x-www-form-urlencoded' } }, resolve)
        req.on('error', reject)
        req.end(new URLSearchParams({ name: 'রহিম', email: 'r@example.com', phone: '', subject: 'প্রক্সি', message: 'প্রক্সির পেছন থেকে পাঠানো বার্তা' }).toString())
      })
      contact.resume()
      expect(contact.statusCode, name).toBe(302)
    }
    // A foreign Origin is still refused.
    const foreign = await fetch(`${site.base}/preferences`, { method: 'POST', headers: { ...proxies.nginx, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'lang=en' })
    expect(foreign.status).toBe(403)
  } finally {
    await stopSite(site)
  }
})

test('SIGTERM finishes every request in flight, keep-alive or not, and says Connection: close', async () => {
  test.setTimeout(90_000)
  const site = await startSite()
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 })
  // A form sent slowly, as a phone on a weak signal sends it: the server has its headers and is
  // reading its body when the stop begins, so it is in flight by any measure.
  const slowPost = (agent: http.Agent | false) => new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
    const body = new URLSearchParams({ name: 'ধীর সংযোগ', email: 'slow@example.com', phone: '', subject: 'বন্ধের সময়', message: 'এই বার্তাটি ধীরে পাঠানো হচ্ছে। '.repeat(20) }).toString()
    const req = http.request(`${site.base}/contact`, { method: 'POST', agent, headers: { Origin: site.base, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }))
      res.on('error', (error) => resolve({ error: error.message }))
    })
    req.on('error', (error) => resolve({ error: error.message }))
    const bytes = Buffer.from(body)
    let sent = 0
    const timer = setInterval(() => {
      req.write(bytes.subarray(sent, sent + 100))
      sent += 100
      if (sent >= bytes.length) {
        clearInterval(timer)
        req.end()
      }
    }, 50)
  })
  try {
    // Warm keep-alive connections, as a browser has them.
    await Promise.all([fetchOnAgent(site, keepAlive), fetchOnAgent(site, keepAlive)])
    const inFlight = [slowPost(keepAlive), slowPost(keepAlive), slowPost(keepAlive), slowPost(false), slowPost(false), slowPost(false)]
    await new Promise((r) => setTimeout(r, 600))
    site.server.child.kill('SIGTERM')
    const results = await Promise.all(inFlight)
    expect(results.filter((r) => 'error' in r)).toEqual([])
    for (const result of results) expect(result).toMatchObject({ connection: 'close' })
    expect(results.every((r) => 'status' in r && r.status < 500)).toBe(true)
    expect(await site.server.exited).toBe(0)
    expect(site.server.output()).not.toMatch(/"level":(50|60)/)
  } finally {
    keepAlive.destroy()
    rmSync(site.dataDir, { recursive: true, force: true })
  }
})

test('SIGTERM answers all of 18 requests sent at once over four kept-alive connections', async () => {
  test.setTimeout(120_000)
  for (let trial = 0; trial < 3; trial++) {
    const site = await startSite()
    // Four kept-alive connections, as a proxy or a browser keeps them; eighteen requests take turns on them.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    try {
      await Promise.all(Array.from({ length: 4 }, () => fetchOnAgent(site, agent)))
      const get = (path: string) => new Promise<{ status: number } | { error: string }>((resolve) => {
        http.get(`${site.base}${path}`, { agent, headers: { Cookie: 'x=1' } }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode! }))
          res.on('error', (error) => resolve({ error: error.message }))
        }).on('error', (error) => resolve({ error: error.message }))
      })
      // Pages the cache cannot serve (a cookie that is no session), so they take some rendering.
      const sent = Array.from({ length: 18 }, (_, i) => get(['/seeking-hathazari', '/hospitals', '/', '/history'][i % 4]!))
      await new Promise((resolve) => setTimeout(resolve, 5))
      site.server.child.kill('SIGTERM')
      const answers = await Promise.all(sent)
      expect(answers.filter((answer) => 'error' in answer), `trial ${trial + 1}`).toEqual([])
      expect(answers.every((answer) => 'status' in answer && answer.status === 200)).toBe(true)
      expect(await site.server.exited).toBe(0)
    } finally {
      agent.destroy()
      site.server.child.kill('SIGKILL')
      rmSync(site.dataDir, { recursive: true, force: true })
    }
  }
})

function fetchOnAgent(site: Site, agent: http.Agent) {
  return new Promise<void>((resolve, reject) => {
    http.get(`${site.base}/healthz`, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve())
    }).on('error', reject)
  })
}

test('an idle keep-alive connection outlives the clients\' and proxies\' own, so none is closed under a request', async () => {
  const site = await startSite()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const reused = () => new Promise<boolean>((resolve, reject) => {
      const request = http.get(`${site.base}/healthz`, { agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(request.reusedSocket))
      })
      request.on('error', reject)
    })
    expect(await reused()).toBe(false)
    // Node's default would have closed it after 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6500))
    expect(await reused()).toBe(true)
  } finally {
    agent.destroy()
    await stopSite(site)
  }
})

test('a restart right after kill -9 starts at once on the same data directory', async () => {
  test.setTimeout(120_000)
  const dataDir = tempDataDir('hathazari-crash-')
  try {
    for (let round = 0; round < 3; round++) {
      const port = await freePort()
      const server = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
      await ready(port)
      server.child.kill('SIGKILL')
      // No wait for the parent to reap it: a supervisor restarts at once.
      const again = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
      await ready(port)
      expect(again.output()).not.toContain('is using the data directory')
      again.child.kill('SIGKILL')
      await again.exited
      await server.exited
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
