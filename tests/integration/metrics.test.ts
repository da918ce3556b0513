// What /metrics reads at scrape time and what the app counts as it works (docs/operations.md),
// on the embedded database or the PostgreSQL server at TEST_DATABASE_URL: the outbox's queues and
// the age of their oldest item, the last backup, failing news sources, the caches by name, the
// pool, query times and rate-limit refusals; and no label carrying anyone's data. The endpoint
// over HTTP, on the production server, with a real Prometheus: tests/e2e/metrics.spec.ts.
import { sql } from 'kysely'
import { register } from 'prom-client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listPosts } from '#app/features/forum/queries.server'
import { activeSources } from '#app/features/news/sources.server'
import { db } from '#app/lib/db/database.server'
import { hitLimit } from '#app/lib/rate-limit.server'
import { forgetStoredState } from '../../server/metrics'
import { withTestApp } from '../setup/test-app'
import { connectionsTakenBy } from '../setup/test-database'

withTestApp()

/** The value of one series in the text Prometheus scrapes (`name{labels}`), or undefined. */
async function value(series: string): Promise<number | undefined> {
  const line = (await register.metrics()).split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000)

beforeEach(() => forgetStoredState())

describe('read when scraped', () => {
  it('the outbox: what is still to send by push and e-mail and to fan out, and how long the oldest has been due', async () => {
    expect(await value('guide_outbox_pending{queue="push"}')).toBe(0)
    expect(await value('guide_outbox_oldest_due_age_seconds{queue="email"}')).toBe(0)
    const user = 'metrics-test-user'
    await db().insertInto('notification_deliveries').values([
      { notification_id: '1', user_id: user, channel: 'push', due_at: ago(300) },
      { notification_id: '2', user_id: user, channel: 'push', due_at: ago(60) },
      // Sent already: not pending.
      { notification_id: '3', user_id: user, channel: 'push', due_at: ago(900), done_at: ago(800), outcome: 'sent' },
      // A daily e-mail waiting for its hour: pending, but not overdue.
      { notification_id: '4', user_id: user, channel: 'email', mode: 'daily', due_at: new Date(Date.now() + 3600_000) },
    ]).execute()
    await db().insertInto('notification_fanouts').values({ post_id: 1, comment_id: 1, actor_id: user, created_at: ago(120) }).execute()
    forgetStoredState()
    expect(await value('guide_outbox_pending{queue="push"}')).toBe(2)
    expect(await value('guide_outbox_pending{queue="email"}')).toBe(1)
    expect(await value('guide_outbox_pending{queue="fanout"}')).toBe(1)
    const pushAge = await value('guide_outbox_oldest_due_age_seconds{queue="push"}')
    expect(pushAge).toBeGreaterThanOrEqual(299)
    expect(pushAge).toBeLessThan(400)
    expect(await value('guide_outbox_oldest_due_age_seconds{queue="email"}')).toBe(0)
    expect(await value('guide_outbox_oldest_due_age_seconds{queue="fanout"}')).toBeGreaterThanOrEqual(119)
    await db().deleteFrom('notification_deliveries').where('user_id', '=', user).execute()
    await db().deleteFrom('notification_fanouts').where('actor_id', '=', user).execute()
  })

  it('the last backup: when, its size and age, and a failure', async () => {
    forgetStoredState()
    // None yet: its time is 0 and its age as old as can be, so the alert on backups fires.
    expect(await value('guide_backup_last_success_timestamp_seconds')).toBe(0)
    expect(await value('guide_backup_age_seconds')).toBeGreaterThan(50 * 365 * 86400)
    const finished = ago(7200)
    await db().insertInto('backup_runs').values([
      { kind: 'nightly', started_at: ago(7300), finished_at: finished, file: 'a.tar', bytes: 123456, error: null },
      { kind: 'nightly', started_at: ago(90_000), finished_at: ago(89_000), file: 'old.tar', bytes: 99, error: null },
      { kind: 'manual', started_at: ago(3700), finished_at: ago(3600), file: 'b.tar', bytes: null, error: 'disk full' },
    ]).execute()
    forgetStoredState()
    expect(await value('guide_backup_last_success_timestamp_seconds')).toBeCloseTo(finished.getTime() / 1000, 0)
    expect(await value('guide_backup_last_success_bytes')).toBe(123456)
    const age = (await value('guide_backup_age_seconds'))!
    expect(age).toBeGreaterThanOrEqual(7199)
    expect(age).toBeLessThan(7300)
    expect(await value('guide_backup_last_failure_timestamp_seconds')).toBeGreaterThan(finished.getTime() / 1000)
  })

  it('news sources in use, and those failing (a failing source no longer in use is not counted)', async () => {
    const sources = activeSources()
    expect(sources.length).toBeGreaterThan(1)
    await db().insertInto('news_sources').values([
      { id: sources[0]!.id, failing_since: ago(600), consecutive_errors: 3, last_error: 'timeout' },
      { id: sources[1]!.id, last_success_at: ago(60) },
      { id: 'a-source-since-removed', failing_since: ago(600), consecutive_errors: 9 },
    ]).execute()
    forgetStoredState()
    expect(await value('guide_news_sources')).toBe(sources.length)
    expect(await value('guide_news_sources_failing')).toBe(1)
  })

  it('is read once for a burst of scrapes: a storm of them cannot load the database', async () => {
    await register.metrics()
    expect(await connectionsTakenBy(async () => {
      for (let i = 0; i < 20; i++) await register.metrics()
    })).toBe(0)
    // And read again once the kept reading is a few seconds old.
    forgetStoredState()
    expect(await connectionsTakenBy(() => register.metrics())).toBe(1)
  })

  it('the pool: its connections by state, what waits, and its size', async () => {
    expect(await value('guide_db_pool_connections{state="active"}')).toBeGreaterThanOrEqual(0)
    expect(await value('guide_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0)
    expect(await value('guide_db_pool_waiting')).toBe(0)
    expect(await value('guide_db_pool_max_connections')).toBe(process.env.TEST_DATABASE_URL ? 10 : 1)
  })
})

describe('counted as the app works', () => {
  it('each query\'s time', async () => {
    // Scraping reads the queues (one query, kept a few seconds): read them first.
    await register.metrics()
    const before = (await value('guide_db_query_duration_seconds_count'))!
    await sql`SELECT pg_sleep(0.02)`.execute(db())
    expect(await value('guide_db_query_duration_seconds_count')).toBe(before + 1)
    expect(await value('guide_db_query_duration_seconds_bucket{le="0.01"}')).toBeLessThanOrEqual(before)
  })

  it('the announced caches by name: what they hold, and what a change drops', async () => {
    // Kept once this process listens for the forum's changes.
    await vi.waitFor(async () => {
      await listPosts({}, null, null)
      expect(await value('guide_cache_entries{cache="forum-lists"}')).toBeGreaterThan(0)
    }, { timeout: 15_000, interval: 100 })
    expect(await value('guide_cache_bytes{cache="forum-lists"}')).toBeGreaterThan(100)
    expect(await value('guide_cache_entries{cache="page"}')).toBe(0)
    const dropped = (await value('guide_cache_evictions_total{cache="forum-lists",reason="changed"}')) ?? 0
    await db().updateTable('posts').set({ title: 'Changed for the metrics test' }).where('id', '=', (await db().selectFrom('posts').select('id').executeTakeFirstOrThrow()).id).execute()
    await vi.waitFor(async () => {
      expect(await value('guide_cache_evictions_total{cache="forum-lists",reason="changed"}')).toBeGreaterThan(dropped)
    }, { timeout: 15_000, interval: 100 })
    expect(await value('guide_cache_entries{cache="forum-lists"}')).toBe(0)
  })

  it('rate-limit refusals by the limit\'s name: never the address or e-mail of its key', async () => {
    const limit = { max: 1, windowSeconds: 60 }
    for (let i = 0; i < 3; i++) {
      await hitLimit('sign-in:ip:198.51.100.7', limit)
      await hitLimit('sign-in:email:refused.reader@example.org', limit)
      await hitLimit('sign-in:ip:2001:db8::dead:beef', limit)
    }
    expect(await value('guide_rate_limit_refusals_total{limit="sign-in:ip"}')).toBe(4)
    expect(await value('guide_rate_limit_refusals_total{limit="sign-in:email"}')).toBe(2)
    const text = await register.metrics()
    for (const secret of ['198.51.100.7', 'refused.reader', 'example.org', 'db8', 'dead:beef']) expect(text).not.toContain(secret)
  })
})

it('every label value is a pattern or a name: nothing a reader sent, nobody\'s address or account', async () => {
  const text = await register.metrics()
  const values = [...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, v]) => ({ name: name!, value: v! }))
  expect(values.length).toBeGreaterThan(10)
  for (const { name, value: v } of values) {
    expect(v, `${name}="${v}"`).not.toMatch(/@|=|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/)
    if (name === 'route') expect(v).not.toMatch(/\/\d+(\/|$)/)
  }
})
