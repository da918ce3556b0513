import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { findPrometheus, HOW_TO_GET_PROMETHEUS } from '../../scripts/prometheus.js'
import { get, labelValues, METRICS_TOKEN, promtoolCheckMetrics, seriesValue, type Answer } from './metrics-helpers'
import { freePort, ready, start, tempDataDir, type ServerProcess } from './server-process'

// GET /metrics on the production server (issue 46 §1, docs/operations.md): closed by default, open
// to a bearer token and, with METRICS_LOOPBACK=1, to a scraper on this machine; labels are route
// patterns, never what was asked for; and a real Prometheus scrapes it and evaluates the alert
// rules. The cluster's one answer for every worker: metrics-cluster.spec.ts.

test.describe.configure({ mode: 'serial' })

const ALERTS = resolve('docs/prometheus/alerts.yml')
const DASHBOARD = resolve('docs/grafana/guide.json')
const requestsCount = (route: string, status = '2xx') => `guide_http_request_duration_seconds_count{route="${route}",method="GET",status_class="${status}"}`

let server: ServerProcess
let port: number
let dataDir: string
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` }
/** What a proxy on this machine adds: the request is not the loopback scraper's. */
const proxied = { 'x-forwarded-for': '203.0.113.9' }

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dataDir = tempDataDir('hathazari-metrics-')
  port = await freePort()
  server = start({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_TOKEN, METRICS_LOOPBACK: '1' })
  await ready(port)
})

test.afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  rmSync(dataDir, { recursive: true, force: true })
})

/** The page-not-found answer, without what differs between two of them (the nonce, the path, the time). */
const notFound = (answer: Answer, path: string) => ({
  status: answer.status,
  type: answer.type,
  body: answer.body.replace(/nonce="[^"]*"|'nonce-[^']*'/g, 'NONCE').replaceAll(path, 'PATH').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'TIME'),
})

test('closed by default: the shared server, with neither setting, answers /metrics as it answers a page that does not exist', async ({ baseURL }) => {
  const { hostname, port: shared } = new URL(baseURL!)
  const unknown = await get(hostname, Number(shared), '/no-such-page-here')
  for (const headers of [{}, bearer, { authorization: 'Bearer ' }]) {
    const answer = await get(hostname, Number(shared), '/metrics', headers)
    expect(notFound(answer, '/metrics')).toEqual(notFound(unknown, '/no-such-page-here'))
    expect(answer.body).not.toContain('guide_')
  }
  // Not in the sitemap, nor named by robots.txt (a Disallow line would say it exists).
  for (const file of ['/sitemap.xml', '/robots.txt']) {
    const answer = await get(hostname, Number(shared), file)
    expect(answer.status).toBe(200)
    expect(answer.body).not.toContain('metrics')
  }
})

test('the token and the loopback scraper may read it; a wrong, empty or overlong token, or a proxied request, gets the page-not-found, never a 5xx', async () => {
  // Refused: the same answer as a page that does not exist, asked for the same way.
  const refused = async (path: string, headers: Record<string, string>) => {
    const [address, query = ''] = path.split('?')
    const unknown = notFound(await get('127.0.0.1', port, `/no-such-page-here${query ? `?${query}` : ''}`, headers), '/no-such-page-here')
    const answer = await get('127.0.0.1', port, path, headers)
    expect(notFound(answer, address!), `${path} ${JSON.stringify(headers).slice(0, 80)}`).toEqual(unknown)
  }
  const served = async (path: string, headers: Record<string, string>) => {
    const answer = await get('127.0.0.1', port, path, headers)
    expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(200)
    expect(answer.type).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(answer.body).toContain('# TYPE guide_http_request_duration_seconds histogram')
  }
  // The token, from here or through a proxy; the query string changes nothing.
  await served('/metrics', bearer)
  await served('/metrics', { ...bearer, ...proxied })
  await served('/metrics?format=json&token=x', bearer)
  // METRICS_LOOPBACK=1: a scraper on this machine needs no token, unless a proxy passed it on.
  await served('/metrics', {})
  await refused('/metrics', proxied)
  await refused('/metrics', { forwarded: 'for=203.0.113.9' })
  await refused(`/metrics?token=${METRICS_TOKEN}`, proxied)
  // A wrong token is refused, from loopback too.
  for (const authorization of [
    `Bearer ${METRICS_TOKEN.slice(0, -1)}x`,
    `Bearer ${METRICS_TOKEN}x`,
    'Bearer ',
    'Bearer',
    '',
    `bearer${METRICS_TOKEN}`,
    `Basic ${Buffer.from(`prometheus:${METRICS_TOKEN}`).toString('base64')}`,
    `Bearer ${'x'.repeat(8000)}`,
    `Bearer ${METRICS_TOKEN} ${METRICS_TOKEN}`,
  ]) await refused('/metrics', { authorization })
  // From another address of this machine (not loopback): the token only.
  const lan = Object.values(networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal)?.address
  if (lan) {
    const answer = await get(lan, port, '/metrics')
    expect(answer.status).toBe(404)
    expect((await get(lan, port, '/metrics', bearer)).status).toBe(200)
  } else {
    test.info().annotations.push({ type: 'note', description: 'no non-loopback address on this machine: the remote peer case is left to server/metrics.test.ts' })
  }
})

test('requests are labelled by route pattern, method and status class: never the address asked for', async () => {
  const list = await get('127.0.0.1', port, '/seeking-hathazari')
  const postId = /\/seeking-hathazari\/(\d+)/.exec(list.body)?.[1]
  expect(postId).toBeTruthy()
  const madeUp = `/no-such-page-${Date.now()}/with/parts`
  for (const path of [`/seeking-hathazari/${postId}`, `/seeking-hathazari/${postId}`, `/en/seeking-hathazari/${postId}`, `/seeking-hathazari/${postId}?ref=someone@example.org`, madeUp, '/seeking-hathazari.data', '/favicon.svg', '/healthz']) {
    expect((await get('127.0.0.1', port, path)).status).toBeLessThan(500)
  }
  const text = (await get('127.0.0.1', port, '/metrics', bearer)).body
  expect(seriesValue(text, requestsCount('/en?/seeking-hathazari/:postId'))).toBeGreaterThanOrEqual(4)
  expect(seriesValue(text, requestsCount('/en?/seeking-hathazari'))).toBeGreaterThanOrEqual(2)
  expect(seriesValue(text, requestsCount('/en?/*', '4xx'))).toBeGreaterThanOrEqual(1)
  expect(seriesValue(text, requestsCount('static'))).toBeGreaterThanOrEqual(1)
  expect(seriesValue(text, requestsCount('/healthz'))).toBe(1)
  expect(seriesValue(text, 'guide_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1)
  expect(seriesValue(text, 'guide_app_processes')).toBe(1)
  // Node.js's own, under the names Grafana's Node.js dashboards expect.
  for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) expect(text).toContain(`\n${name} `)
  expect(text).toContain('nodejs_gc_duration_seconds_bucket')
  for (const { name, value } of labelValues(text)) {
    expect(value, `${name}="${value}"`).not.toContain(postId!.length > 2 ? postId! : madeUp)
    expect(value).not.toMatch(/no-such-page|@|=|example\.org/)
    if (name === 'route') expect(value).toMatch(/^(\/[^/]*)+$|^(static|other)$/)
  }
})

test('a real Prometheus scrapes it with the token, reads the series back, draws the dashboard and evaluates the alert rules; promtool finds nothing wrong', async () => {
  test.setTimeout(120_000)
  const tools = findPrometheus()
  test.skip(!tools, HOW_TO_GET_PROMETHEUS)
  const { prometheus, promtool } = tools!
  // Pages to be seen, whichever tests ran before: a post page and an address that does not exist.
  const postId = /\/seeking-hathazari\/(\d+)/.exec((await get('127.0.0.1', port, '/seeking-hathazari')).body)![1]
  await get('127.0.0.1', port, `/seeking-hathazari/${postId}`)
  await get('127.0.0.1', port, '/no-such-page-for-prometheus')

  const metrics = (await get('127.0.0.1', port, '/metrics', bearer)).body
  expect(promtoolCheckMetrics(promtool, metrics)).toEqual({ status: 0, output: '' })
  const rules = spawnSync(promtool, ['check', 'rules', ALERTS], { encoding: 'utf8' })
  expect(rules.status, rules.stdout + rules.stderr).toBe(0)
  expect(rules.stdout).toContain('SUCCESS: 5 rules found')

  const dir = mkdtempSync(join(tmpdir(), 'hathazari-prometheus-'))
  const apiPort = await freePort()
  writeFileSync(join(dir, 'prometheus.yml'), [
    'global:',
    '  scrape_interval: 1s',
    '  scrape_timeout: 1s',
    '  evaluation_interval: 1s',
    'rule_files:',
    `  - ${JSON.stringify(ALERTS)}`,
    'scrape_configs:',
    '  - job_name: guide',
    '    authorization:',
    '      type: Bearer',
    `      credentials: ${JSON.stringify(METRICS_TOKEN)}`,
    '    static_configs:',
    `      - targets: ['127.0.0.1:${port}']`,
    '',
  ].join('\n'))
  let log = ''
  const child: ChildProcess = spawn(prometheus, [
    `--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${apiPort}`, '--log.level=warn',
  ], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (d) => (log += d))
  child.stderr!.on('data', (d) => (log += d))
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1/${path}`)
    const json = (await response.json()) as { status: string; data: T }
    expect(json.status).toBe('success')
    return json.data
  }
  const query = (promql: string) => api<{ result: Array<{ metric: Record<string, string>; value: [number, string] }> }>(`query?query=${encodeURIComponent(promql)}`).then((data) => data.result)
  try {
    // The first successful scrape (Prometheus answers once it has started).
    await expect.poll(async () => {
      try {
        const { activeTargets } = await api<{ activeTargets: Array<{ health: string; lastError: string }> }>('targets')
        return activeTargets.map((target) => target.health + target.lastError).join()
      } catch {
        return 'not started'
      }
    }, { timeout: 60_000, intervals: [250] }).toBe('up')
    expect((await query('up{job="guide"}')).map((r) => r.value[1])).toEqual(['1'])
    const routes = (await query('guide_http_request_duration_seconds_count')).map((r) => r.metric.route)
    expect(routes).toContain('/en?/seeking-hathazari/:postId')
    expect(routes).toContain('/en?/*')
    expect(routes.every((route) => !/no-such-page|\d{2,}/.test(route!))).toBe(true)
    expect((await query('guide_outbox_pending')).map((r) => r.metric.queue).sort()).toEqual(['email', 'fanout', 'push'])
    expect(await query('nodejs_eventloop_lag_seconds')).toHaveLength(1)
    expect(await query('guide_cache_bytes{cache="page"}')).toHaveLength(1)
    // The dashboard's 95th percentile, once two scrapes give a rate.
    await expect.poll(async () => (await query('histogram_quantile(0.95, sum by (le) (rate(guide_http_request_duration_seconds_bucket[1m])))')).length, { timeout: 30_000, intervals: [250] }).toBe(1)
    // Every expression of the Grafana dashboard is valid PromQL, and every app metric it draws has series.
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Array<{ targets?: Array<{ expr: string }> }> }
    const expressions = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr.replaceAll('$__rate_interval', '1m').replaceAll('$job', '.+').replaceAll('$node', '.+'))
    expect(expressions.length).toBeGreaterThan(30)
    for (const expression of expressions) await query(expression)
    // (Refusals and evictions have series once one happens, Node's requests while one is under way.)
    const happening = new Set(['guide_rate_limit_refusals_total', 'guide_cache_evictions_total', 'nodejs_active_requests'])
    for (const name of new Set(expressions.join(' ').match(/\b(guide|nodejs|process)_\w+/g))) {
      if (!happening.has(name)) expect(await query(name), name).not.toHaveLength(0)
    }
    // Every alert rule loaded and evaluated without error.
    await expect.poll(async () => {
      const { groups } = await api<{ groups: Array<{ rules: Array<{ name: string; health: string; lastEvaluation: string }> }> }>('rules')
      return groups.flatMap((group) => group.rules.map((rule) => `${rule.name}:${rule.health}`)).sort()
    }, { timeout: 30_000, intervals: [250] }).toEqual(['GuideBackupTooOld:ok', 'GuideDiskAlmostFull:ok', 'GuideHighErrorRate:ok', 'GuideOutboxStuck:ok', 'GuideSlowPages:ok'])
    // No backup yet on this fresh server: that alert is the one already on its way (pending, then firing).
    const alerts = await api<{ alerts: Array<{ labels: { alertname: string } }> }>('alerts')
    expect(alerts.alerts.map((alert) => alert.labels.alertname)).toContain('GuideBackupTooOld')
  } catch (error) {
    throw new Error(`${(error as Error).message}\nPrometheus said:\n${log}`, { cause: error })
  } finally {
    child.kill('SIGTERM')
    await new Promise((done) => (child.exitCode !== null ? done(null) : child.once('exit', done)))
    rmSync(dir, { recursive: true, force: true })
  }
})
