// The primary's part of GET /metrics with WEB_CONCURRENCY > 1 (docs/operations.md): the primary
// serves no HTTP, so the worker a scrape reaches checks who asks (server/metrics.ts) and asks the
// primary, which gathers every worker's metrics with prom-client's AggregatorRegistry (counters and
// histograms summed, the database's gauges taken once) and sends the text back to that worker.
// Plain JavaScript: server.js loads it without the build.
import cluster from 'node:cluster'
import client from 'prom-client'

const ASK = 'guide:metrics'
const ANSWER = 'guide:metrics:answer'

/** Answers workers' requests for every worker's metrics. Call once, in the primary. */
export function answerMetricsRequests() {
  const aggregator = new client.AggregatorRegistry()
  cluster.on('message', (worker, message) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return
    const reply = (answer) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer }, () => {})
    }
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error) => reply({ error: String(error?.message ?? error) }),
    )
  })
}
