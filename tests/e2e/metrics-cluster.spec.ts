import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { findPrometheus } from '../../scripts/prometheus.js'
import { get, METRICS_TOKEN, promtoolCheckMetrics, seriesValue } from './metrics-helpers'
import { freePort, ready, start, tempDataDir } from './server-process'

// WEB_CONCURRENCY=2 on PostgreSQL (issue 46 §1): whichever worker a scrape reaches answers for
// both, through the primary's prom-client AggregatorRegistry (server/cluster-metrics.js). Needs a
// PostgreSQL server: TEST_DATABASE_URL, as for the integration tests (.ci/run's second pass sets
// it); a fresh database is made on that server and dropped after.

test('with two workers, every scrape covers both: requests summed over the workers, whichever answers', async () => {
  test.setTimeout(180_000)
  const serverUrl = process.env.TEST_DATABASE_URL
  test.skip(!serverUrl, 'TEST_DATABASE_URL is not set: the cluster needs a PostgreSQL server (see .ci/run)')
  const name = `hg_metrics_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`)
  const url = new URL(serverUrl!)
  url.pathname = `/${name}`
  const port = await freePort()
  const dataDir = tempDataDir('hathazari-metrics-cluster-', { empty: true })
  const cluster = start({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2', LOG_LEVEL: 'warn', METRICS_TOKEN })
  try {
    await ready(port)
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` }
    // Both workers up: a scrape says how many processes it covers.
    await expect.poll(async () => seriesValue((await get('127.0.0.1', port, '/metrics', bearer)).body, 'guide_app_processes'), { timeout: 60_000, intervals: [250] }).toBe(2)
    // A daily e-mail waiting for its hour: one row, which each worker reads from the database.
    const database = new pg.Client({ connectionString: url.toString() })
    await database.connect()
    await database.query(`INSERT INTO notification_deliveries (notification_id, user_id, channel, mode, due_at) VALUES (1, 'nobody', 'email', 'daily', now() + interval '1 day')`)
    await database.end()
    // Seen once each worker's reading of the database (kept 5 s against a storm of scrapes) is renewed.
    await expect.poll(async () => seriesValue((await get('127.0.0.1', port, '/metrics', bearer)).body, 'guide_outbox_pending{queue="email"}'), { timeout: 20_000, intervals: [500] }).toBe(1)
    // Each on a connection of its own: the primary hands them to the workers in turn.
    const sent = 30
    for (let i = 0; i < sent; i++) expect((await get('127.0.0.1', port, '/healthz')).status).toBe(200)
    // Every scrape, whichever worker it reaches, counts all of them; one series per name.
    const healthz = 'guide_http_request_duration_seconds_count{route="/healthz",method="GET",status_class="2xx"}'
    for (let i = 0; i < 4; i++) {
      const text = (await get('127.0.0.1', port, '/metrics', bearer)).body
      expect(seriesValue(text, healthz)).toBe(sent)
      expect(seriesValue(text, 'guide_app_processes')).toBe(2)
      expect(text.match(/^nodejs_heap_size_used_bytes /gm)).toHaveLength(1)
      // Each process's own pool, summed; what both read from the database, once (the largest, not the sum).
      expect(seriesValue(text, 'guide_db_pool_max_connections')).toBe(20)
      expect(seriesValue(text, 'guide_outbox_pending{queue="email"}')).toBe(1)
      const tools = findPrometheus()
      if (tools && i === 0) expect(promtoolCheckMetrics(tools.promtool, text)).toEqual({ status: 0, output: '' })
    }
    // Refused as on one process: the page-not-found, from the worker that got it.
    expect((await get('127.0.0.1', port, '/metrics', { authorization: 'Bearer wrong' })).status).toBe(404)
    cluster.child.kill('SIGTERM')
    expect(await cluster.exited).toBe(0)
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe server said:\n${cluster.output()}`, { cause: error })
  } finally {
    cluster.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    await admin.end()
  }
})
