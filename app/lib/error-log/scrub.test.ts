import { describe, expect, it } from 'vitest'
import { scrub, SCRUB_MAX_CHARS } from './scrub'

describe('scrub', () => {
  it('replaces e-mail addresses, keeping what is around them', () => {
    expect(scrub('no account for rahim.uddin+test@example.com.bd, try again')).toBe('no account for [email], try again')
    expect(scrub('From: "Karim" <karim@mail.example.org>')).toBe('From: "Karim" <[email]>')
    expect(scrub('sent to a@b.co.')).toBe('sent to [email].')
    // A package's version is not an address.
    expect(scrub('at node_modules/.pnpm/pg@8.11.3/node_modules/pg/lib/client.js:12:3')).toContain('pg@8.11.3')
  })

  it('replaces phone numbers: Bangladeshi mobiles however written, numbers with a +, landlines with their 0', () => {
    for (const phone of ['01712345678', '01712-345678', '01712 345 678', '+8801712345678', '8801712345678', '+880 1712-345678', '+1 415 555 2671', '031-654321', '02 9123456']) {
      expect(scrub(`call ${phone} now`), phone).toBe('call [phone] now')
    }
    // Stack positions, times, years and ids stay.
    const kept = 'at loader (build/server/index.js:12345:17) at 2026-11-28T10:00:00.000Z, post 1234567 took 250 ms'
    expect(scrub(kept)).toBe(kept)
  })

  it('replaces Bearer tokens, cookies and secrets named as such', () => {
    expect(scrub('Authorization: Bearer sk-e2e-secret-key.abc')).not.toContain('sk-e2e')
    expect(scrub('Authorization: Bearer sk-e2e-secret-key.abc')).toContain('[token]')
    expect(scrub('cookie: hg.session_token=abc.def; lang=en; theme=dark')).toBe('cookie: [cookie]')
    expect(scrub('set-cookie: x=1\nnext line')).toBe('set-cookie: [cookie]\nnext line')
    expect(scrub('{"password":"hunter2","name":"Rahim"}')).toBe('{"password":"[secret]","name":"Rahim"}')
    expect(scrub('login failed: password=hunter2&remember=1')).toBe('login failed: password=[secret]&remember=1')
    expect(scrub('api_key: abc123, SESSION_SECRET=xyz')).toBe('api_key: [secret], SESSION_SECRET=[secret]')
    // An ordinary field stays.
    expect(scrub('code: ECONNREFUSED, status=503')).toBe('code: ECONNREFUSED, status=503')
  })

  it('replaces query strings and passwords in addresses', () => {
    expect(scrub('GET /seeking-hathazari?q=রহিম&page=2 failed')).toBe('GET /seeking-hathazari?[query] failed')
    expect(scrub('fetch https://feeds.example.com/rss.xml?key=abc failed')).toBe('fetch https://feeds.example.com/rss.xml?[query] failed')
    expect(scrub('connect postgres://guide:s3cret@db.internal:5432/guide')).toBe('connect postgres://[credentials]@db.internal:5432/guide')
    expect(scrub('s3://AKIAEXAMPLE:wJalrXUtnFEMI@minio:9000/bucket')).toBe('s3://[credentials]@minio:9000/bucket')
    // A question is not a query string.
    expect(scrub('Is the database up? It did not answer')).toBe('Is the database up? It did not answer')
  })

  it('replaces long hexadecimal and base64 tokens, UUIDs, and leaves paths and words', () => {
    expect(scrub('reset token 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 expired')).toBe('reset token [hex] expired')
    expect(scrub('session Xk3pQ9vLm2Rt8WzN4bYc7HdFj6GsA1eU not found')).toBe('session [token] not found')
    expect(scrub('user 3f2504e0-4f89-11d3-9a0c-0305e82c3301 missing')).toBe('user [token] missing')
    expect(scrub('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U')).not.toMatch(/eyJ|dozjg/)
    const path = 'at Object.loader (/work/wt/error-log/node_modules/react-router/dist/development/index.mjs:100:5)'
    expect(scrub(path)).toBe(path)
    expect(scrub('guide_http_request_duration_seconds_bucket')).toBe('guide_http_request_duration_seconds_bucket')
  })

  it('is linear on long hostile input and cuts it off', () => {
    const long = `${'a'.repeat(200_000)}=${'b.'.repeat(50_000)}@${'x-'.repeat(50_000)}`
    const started = performance.now()
    const out = scrub(long)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(out.length).toBeLessThanOrEqual(SCRUB_MAX_CHARS)
    const runs = ['1'.repeat(SCRUB_MAX_CHARS), `${'ab1-'.repeat(4000)}`, `${'/'.repeat(8000)}?${'='.repeat(8000)}`, ` 0${'1'.repeat(8000)}`]
    for (const text of runs) {
      const start = performance.now()
      scrub(text)
      expect(performance.now() - start, text.slice(0, 10)).toBeLessThan(500)
    }
  })
})
