import { spawnSync } from 'node:child_process'
import { request } from 'node:http'

/** Helpers for the metrics tests (metrics.spec.ts, metrics-cluster.spec.ts). */

export const METRICS_TOKEN = 'metrics-test-token-0123456789abcdefghijklmnop'

export interface Answer {
  status: number
  type: string
  body: string
}

/**
 * A GET on a connection of its own (no keep-alive): with WEB_CONCURRENCY the primary hands each
 * new connection to the next worker, so requests reach both. `host` is where to connect (the
 * socket's peer address is what METRICS_LOOPBACK checks).
 */
export function get(host: string, port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port, path, headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The value of one series (`name{labels}`) in Prometheus's text format, or undefined. */
export function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/** Every `label="value"` in the text. */
export const labelValues = (text: string) => [...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => ({ name: name!, value: value! }))

/** `promtool check metrics` on this text: its exit status and what it said (nothing when all is well). */
export function promtoolCheckMetrics(promtool: string, text: string) {
  const result = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
}
