// The admins' error log (issue 46 §2, §6): warnings and errors taken from the logger's hook,
// scrubbed, grouped by message and place, bounded, resolved and reopened, and the page for admins
// only. On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
import pino from 'pino'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listErrorGroups, recentErrors, setErrorResolved } from '#app/features/moderation/error-log.server'
import { siteSummary } from '#app/features/moderation/site-summary.server'
import { backupStatus } from '#app/features/backup/run.server'
import { db } from '#app/lib/db/database.server'
import { captureErrors, errorLogStats, flushErrorLog, followRequest, setErrorWriter, stopErrorLog } from '#app/lib/error-log/capture.server'
import { ERROR_LOG_MAX_ROWS, pruneErrorLog, storeErrorRows } from '#app/lib/error-log/store.server'
import { logger, loggerOptions, logMethod, notKept } from '#app/lib/logger.server'
import { inRequestScope } from '#app/lib/request-scope.server'
import { action, loader } from '#app/routes/moderation-errors'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

/** A logger like the app's (its hook included), writing at warn and above into `lines`. */
const lines: string[] = []
const log = pino({ ...loggerOptions, level: 'warn' }, { write: (line: string) => void lines.push(line) })

beforeEach(async () => {
  lines.length = 0
  await db().deleteFrom('error_log').execute()
  await db().deleteFrom('error_log_resolved').execute()
  captureErrors()
  setErrorWriter((rows) => storeErrorRows(rows))
})
afterEach(async () => {
  await stopErrorLog()
  vi.restoreAllMocks()
})

const rows = () => db().selectFrom('error_log').selectAll().orderBy('id').execute()

// Named functions: their names are the place the error log reports.
function feedFailed(postId: number) {
  log.error({ err: new Error(`post ${postId} not found for rahim@example.com`) }, 'news refresh failed')
}
function warnWithoutError() {
  log.warn({ source: 'azadi', email: 'karim@example.com' }, 'news source failed; retrying with backoff')
}

describe('what is kept', () => {
  it('keeps warnings and errors, scrubbed, with their place, and not the log line\'s other fields', async () => {
    log.info('an ordinary line')
    feedFailed(12)
    warnWithoutError()
    log.error({ err: new Error('connect to postgres://guide:s3cret@db.internal:5432/guide refused; Authorization: Bearer abcdefgh12345678; call 01712-345678') }, 'database unreachable')
    log.warn({ ...notKept, path: '/wp-admin' }, 'page not found')
    await flushErrorLog()
    const stored = await rows()
    expect(stored.map((row) => [row.level, row.message])).toEqual([
      ['error', 'news refresh failed'],
      ['warn', 'news source failed; retrying with backoff'],
      ['error', 'database unreachable'],
    ])
    const [feed, warning, database] = stored
    expect(feed!.error).toBe('Error: post 12 not found for [email]')
    expect(feed!.place).toMatch(/^feedFailed \(tests\/integration\/error-log\.test\.ts:\d+:\d+\)$/)
    expect(feed!.stack).toContain('at feedFailed (tests/integration/error-log.test.ts:')
    expect(feed!.stack).not.toContain(process.cwd())
    // Without an error, the place is the line that logged it; the fields (an e-mail) are not kept.
    expect(warning!.error).toBeNull()
    expect(warning!.place).toMatch(/^warnWithoutError \(tests\/integration\/error-log\.test\.ts:\d+:\d+\)$/)
    expect(JSON.stringify(warning)).not.toContain('karim')
    expect(database!.error).toBe('Error: connect to postgres://[credentials]@db.internal:5432/guide refused; Authorization: [secret] [token]; call [phone]')
    for (const row of stored) expect(JSON.stringify(row)).not.toMatch(/rahim@|s3cret|abcdefgh|01712/)
    // Everything is still in the log itself, as it was.
    expect(lines.join('')).toContain('rahim@example.com')
    expect(lines.join('')).toContain('page not found')
  })

  it('groups by message and place, numbers aside, and lists the groups newest first with counts and times', async () => {
    feedFailed(12)
    feedFailed(13)
    warnWithoutError()
    feedFailed(14)
    await flushErrorLog()
    const page = await listErrorGroups('open', null)
    expect(page.groups.map((group) => [group.message, group.count])).toEqual([
      ['news refresh failed', 3],
      ['news source failed; retrying with backoff', 1],
    ])
    const feed = page.groups[0]!
    expect(feed.error).toBe('Error: post 14 not found for [email]')
    expect(new Date(feed.firstAt).getTime()).toBeLessThanOrEqual(new Date(feed.lastAt).getTime())
    expect(page).toMatchObject({ open: 2, resolved: 0, next: null })
    // The same message from another place is another group.
    log.error({ err: new Error('post 15 not found for rahim@example.com') }, 'news refresh failed')
    await flushErrorLog()
    expect((await listErrorGroups('open', null)).groups).toHaveLength(3)
  })

  it('keeps the request an entry was logged in: method, route pattern, status, language, signed in; never the address', async () => {
    let end: ((status: number) => void) | null = null
    let asked = 0
    const request = {
      method: 'POST',
      route: { pattern: '/en?/seeking-hathazari/new' },
      onEnd: (callback: (status: number) => void) => void (end = callback),
      describe: async () => (asked++, { lang: 'en' as const, signedIn: true }),
    }
    inRequestScope(() => {
      followRequest(request)
      log.error({ err: new Error('image storage failed: connect ECONNREFUSED 127.0.0.1:9') }, 'image storage failed')
      log.warn('a second thing, in the same request')
    })
    // A request that logs nothing is never asked anything.
    inRequestScope(() => followRequest({ ...request, onEnd: () => { throw new Error('asked') } }))
    await flushErrorLog()
    // Nothing is written before the request ends: its status is not known yet.
    expect(await rows()).toHaveLength(0)
    end!(503)
    await vi.waitFor(async () => {
      await flushErrorLog()
      expect(await rows()).toHaveLength(2)
    })
    const facts = { method: 'POST', route: '/en?/seeking-hathazari/new', status: 503, lang: 'en', signed_in: true }
    expect(await rows()).toMatchObject([facts, facts])
    expect(asked).toBe(1)
    const [group] = (await listErrorGroups('open', null)).groups
    expect(group!.request).toEqual({ method: 'POST', route: '/en?/seeking-hathazari/new', status: 503, lang: 'en', signedIn: true })
  })
})

describe('writing never hurts the request', () => {
  it('drops a batch the database refuses with a plain log line, which is not kept, and never throws', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined as never)
    setErrorWriter(async () => {
      // What the writer logs while it works is not kept either.
      log.error({ err: new Error('pool failed') }, 'idle PostgreSQL client failed')
      throw new Error('database is read-only')
    })
    feedFailed(1)
    await flushErrorLog()
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ entries: 1, reason: 'database is read-only' }), expect.stringMatching(/^error log: entries could not be stored/))
    expect(errorLogStats()).toMatchObject({ queued: 0 })
    expect(await rows()).toHaveLength(0)
  })

  it('writes the log line even when what was logged cannot be read, and keeps the queue bounded', async () => {
    // Arguments that throw at every look: the hook drops them and the line is still written.
    const hostile = new Proxy({}, { get() { throw new Error('no look for you') }, has() { throw new Error('no look for you') } })
    const written: unknown[][] = []
    expect(() => logMethod.call(log, [hostile, 'a strange error'] as never, ((...args: unknown[]) => void written.push(args)) as never, 50)).not.toThrow()
    expect(written).toHaveLength(1)
    expect(written[0]![1]).toBe('a strange error')
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined as never)
    setErrorWriter(null)
    for (let i = 0; i < 300; i++) log.warn(`warning ${i}`)
    expect(errorLogStats().queued).toBe(200)
    setErrorWriter((batch) => storeErrorRows(batch))
    await flushErrorLog()
    expect((await rows()).length).toBe(200)
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ entries: 100 }), expect.stringMatching(/^error log: too many at once/))
    // The first 200 were kept, in one group: the numbers are not the message.
    expect((await listErrorGroups('open', null)).groups).toMatchObject([{ message: 'warning 199', count: 200 }])
    // A huge message is cut, scrubbed and stored within its bounds.
    log.error({ err: new Error(`${'x'.repeat(100_000)} rahim@example.com`) }, `${'ক'.repeat(5000)}`)
    await flushErrorLog()
    const huge = (await rows()).at(-1)!
    expect(huge.message.length).toBe(500)
    expect(huge.error!.length).toBe(1000)
  })
})

describe('bounds', () => {
  it('keeps at most 10,000 rows, the newest, and none older than 14 days', async () => {
    const old = new Date(Date.now() - 15 * 24 * 3600_000)
    await sql`
      INSERT INTO error_log (at, level, group_key, message, place)
      SELECT now() - make_interval(secs => ${ERROR_LOG_MAX_ROWS + 10} - g), 'error', 'aaaaaaaaaaaaaaaaaaaaaa', 'old ' || g, 'here'
      FROM generate_series(1, ${ERROR_LOG_MAX_ROWS + 10}) AS g`.execute(db())
    const firstId = Number((await db().selectFrom('error_log').select((eb) => eb.fn.min('id').as('id')).executeTakeFirstOrThrow()).id)
    feedFailed(1)
    await flushErrorLog()
    const { count, min } = await db().selectFrom('error_log').select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('id').as('min')]).executeTakeFirstOrThrow()
    expect(Number(count)).toBe(ERROR_LOG_MAX_ROWS)
    expect(Number(min)).toBe(firstId + 11)
    expect(await db().selectFrom('error_log').select('id').where('message', '=', 'news refresh failed').execute()).toHaveLength(1)

    await db().insertInto('error_log').values({ at: old, level: 'warn', group_key: 'bbbbbbbbbbbbbbbbbbbbbb', message: 'long ago', place: '' }).execute()
    await db().insertInto('error_log_resolved').values({ group_key: 'bbbbbbbbbbbbbbbbbbbbbb', resolved_at: old, resolved_by: null }).execute()
    await pruneErrorLog(new Date(), { force: true })
    expect(await db().selectFrom('error_log').select('id').where('message', '=', 'long ago').execute()).toHaveLength(0)
    expect(await db().selectFrom('error_log_resolved').selectAll().execute()).toHaveLength(0)
  })
})

describe('resolved and reopened', () => {
  it('hides a resolved group until it happens again, audits each change, and refuses what is not there', async () => {
    const { user: admin } = await createUser({ role: 'admin' })
    feedFailed(1)
    warnWithoutError()
    await flushErrorLog()
    const feed = (await listErrorGroups('open', null)).groups.find((group) => group.message === 'news refresh failed')
    expect(await setErrorResolved(admin, feed!.key, true)).toEqual({ ok: true, changed: true })
    expect(await setErrorResolved(admin, feed!.key, true)).toEqual({ ok: true, changed: false })
    let open = await listErrorGroups('open', null)
    expect(open.groups.map((group) => group.message)).toEqual(['news source failed; retrying with backoff'])
    expect(open).toMatchObject({ open: 1, resolved: 1 })
    const resolved = await listErrorGroups('resolved', null)
    expect(resolved.groups).toMatchObject([{ key: feed!.key, message: 'news refresh failed' }])
    expect(resolved.groups[0]!.resolvedAt).not.toBeNull()
    expect(await recentErrors()).toEqual({ errors: 0, warnings: 1 })

    // It happens again: open, counted, and no longer shown as resolved.
    await new Promise((resolve) => setTimeout(resolve, 5))
    feedFailed(2)
    await flushErrorLog()
    open = await listErrorGroups('open', null)
    expect(open.groups[0]).toMatchObject({ key: feed!.key, count: 2, resolvedAt: null })
    expect(await recentErrors()).toEqual({ errors: 1, warnings: 1 })

    // Resolved again, then reopened by hand.
    expect((await setErrorResolved(admin, feed!.key, true)).ok).toBe(true)
    expect(await setErrorResolved(admin, feed!.key, false)).toEqual({ ok: true, changed: true })
    expect(await setErrorResolved(admin, feed!.key, false)).toEqual({ ok: true, changed: false })
    expect((await listErrorGroups('open', null)).groups[0]!.key).toBe(feed!.key)
    const audit = await db().selectFrom('audit_log').select(['action', 'target_type', 'target_id', 'details']).where('target_type', '=', 'error').orderBy('id').execute()
    expect(audit.map((row) => row.action)).toEqual(['resolve-error', 'resolve-error', 'reopen-error'])
    expect(audit[0]).toMatchObject({ target_id: feed!.key, details: { message: 'news refresh failed' } })

    expect(await setErrorResolved(admin, 'zzzzzzzzzzzzzzzzzzzzzz', true)).toMatchObject({ ok: false, status: 404 })
    const { user: moderator } = await createUser({ role: 'moderator' })
    expect(await setErrorResolved(moderator, feed!.key, true)).toMatchObject({ ok: false, status: 403 })
  })

  it('is in the admins\' summary on /moderation', async () => {
    feedFailed(1)
    warnWithoutError()
    warnWithoutError()
    await flushErrorLog()
    expect((await siteSummary(await backupStatus())).errors).toEqual({ errors: 1, warnings: 2 })
  })
})

// ---- The page ------------------------------------------------------------------------------

const args = (request: Request) => ({ request, params: {}, context: {} }) as never
const get = (path: string, cookie?: string) => testRequest(path, { method: 'GET', cookie })
function post(path: string, cookie: string | undefined, fields: Record<string, string>) {
  const request = testRequest(path, { cookie, body: new URLSearchParams(fields) })
  request.headers.set('content-type', 'application/x-www-form-urlencoded')
  return request
}

/** What a loader or action gave: its status and data, or the Response it threw or returned. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const result = await run()
    if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
    if (result && typeof result === 'object' && 'type' in result && (result as { type: string }).type === 'DataWithResponseInit') {
      const { data, init } = result as unknown as { data: unknown; init: { status?: number } | null }
      return { status: init?.status ?? 200, data }
    }
    return { status: 200, data: result }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') }
    if (error && typeof error === 'object' && 'init' in error) return { status: (error as { init: { status: number } }).init.status, data: (error as unknown as { data: unknown }).data }
    throw error
  }
}

describe('/moderation/errors', () => {
  it('is for admins with two-step sign-in: a visitor signs in, members and moderators get 403, an admin without it sets it up', async () => {
    feedFailed(1)
    await flushErrorLog()
    const key = (await listErrorGroups('open', null)).groups[0]!.key
    expect(await outcome(() => loader(args(get('/moderation/errors'))))).toMatchObject({ status: 302, location: '/login?redirectTo=%2Fmoderation%2Ferrors' })
    expect(await outcome(() => action(args(post('/moderation/errors', undefined, { intent: 'resolve', key }))))).toMatchObject({ status: 302 })
    for (const role of ['member', 'moderator'] as const) {
      const { cookie } = await createUser({ role })
      expect((await outcome(() => loader(args(get('/moderation/errors', cookie))))).status).toBe(403)
      expect((await outcome(() => action(args(post('/moderation/errors', cookie, { intent: 'resolve', key }))))).status).toBe(403)
    }
    const unsecured = await createUser({ role: 'admin', twoFactor: false })
    expect(await outcome(() => loader(args(get('/moderation/errors', unsecured.cookie))))).toMatchObject({ status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' })
    expect(await outcome(() => action(args(post('/moderation/errors', unsecured.cookie, { intent: 'resolve', key }))))).toMatchObject({ status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' })
    // None of them changed anything.
    expect(await db().selectFrom('error_log_resolved').selectAll().execute()).toHaveLength(0)

    const { cookie } = await createUser({ role: 'admin' })
    const page = await outcome(() => loader(args(get('/moderation/errors', cookie))))
    expect(page).toMatchObject({ status: 200, data: { filter: 'open', open: 1, badPage: false, groups: [{ key, message: 'news refresh failed' }] } })
    expect(await outcome(() => action(args(post('/en/moderation/errors?show=resolved', cookie, { intent: 'resolve', key }))))).toMatchObject({ status: 302, location: '/en/moderation/errors?show=resolved' })
    expect(await outcome(() => loader(args(get('/moderation/errors?show=resolved', cookie))))).toMatchObject({ status: 200, data: { filter: 'resolved', groups: [{ key }] } })
  })

  it('pages by a keyset cursor and answers forged cursors, keys and forms clearly, never with a 5xx', async () => {
    const { cookie } = await createUser({ role: 'admin' })
    const base = Date.now() - 3600_000
    await db().insertInto('error_log').values(Array.from({ length: 25 }, (_, i) => ({
      at: new Date(base + i * 1000), level: 'error' as const, group_key: `group${String(i).padStart(17, '0')}`, message: `failure ${String.fromCharCode(97 + i)}`, place: `place ${i}`,
    }))).execute()
    const first = await outcome(() => loader(args(get('/moderation/errors', cookie))))
    const firstPage = first.data as { groups: Array<{ message: string }>; next: string }
    expect(firstPage.groups).toHaveLength(20)
    expect(firstPage.groups[0]!.message).toBe('failure y')
    const second = await outcome(() => loader(args(get(`/moderation/errors?before=${encodeURIComponent(firstPage.next)}`, cookie))))
    expect(second).toMatchObject({ status: 200, data: { later: true, next: null } })
    expect((second.data as { groups: Array<{ message: string }> }).groups.map((group) => group.message)).toEqual(['failure e', 'failure d', 'failure c', 'failure b', 'failure a'])

    for (const before of ['abc', '1_0', '%00', `${'9'.repeat(16)}_1`, '1700000000000_99999999999999999999', '1700000000000_9223372036854775808', '-1_5', '1700000000000_1_2']) {
      expect(await outcome(() => loader(args(get(`/moderation/errors?before=${before}`, cookie)))), before).toMatchObject({ status: 400, data: { badPage: true, groups: [] } })
    }
    // A cursor this page could have written, far past the end: an empty page, not an error.
    expect(await outcome(() => loader(args(get('/moderation/errors?before=1_9223372036854775807', cookie))))).toMatchObject({ status: 200, data: { groups: [] } })
    expect(await outcome(() => loader(args(get('/moderation/errors?show=%00', cookie))))).toMatchObject({ status: 200, data: { filter: 'open' } })

    for (const key of ['', 'abc', '%00', 'a'.repeat(23), '../../etc/passwd', "x' OR 1=1 --aaaaaaaaaaa"]) {
      expect(await outcome(() => action(args(post('/moderation/errors', cookie, { intent: 'resolve', key })))), key).toMatchObject({ status: 404, data: { error: 'errorLog.error.notFound' } })
    }
    expect(await outcome(() => action(args(post('/moderation/errors', cookie, { intent: 'resolve', key: 'q'.repeat(22) }))))).toMatchObject({ status: 404 })
    expect(await outcome(() => action(args(post('/moderation/errors', cookie, { intent: 'delete', key: 'q'.repeat(22) }))))).toMatchObject({ status: 400 })
    const json = testRequest('/moderation/errors', { cookie, body: JSON.stringify({ intent: 'resolve', key: 'q'.repeat(22) }) })
    json.headers.set('content-type', 'application/json')
    expect((await outcome(() => action(args(json)))).status).toBe(415)
  })
})
