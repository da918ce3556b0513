// Finds Prometheus and promtool for the metrics test (tests/e2e/metrics.spec.ts), which runs a real
// Prometheus on loopback against the production server. On Debian as root it installs Debian's
// `prometheus` package when it is missing (no recommended packages: no node exporter, no service
// started in a container); elsewhere the test is skipped with a message saying how to get it.
// Run as a script, it installs if it can and prints the two paths.
import { existsSync } from 'node:fs'
import { aptInstall } from './lib/apt.js'

const prometheusCandidates = () => [process.env.PROMETHEUS_PATH, '/usr/bin/prometheus']
const promtoolCandidates = () => [process.env.PROMTOOL_PATH, '/usr/bin/promtool']
const first = (paths) => paths.find((path) => path && existsSync(path))

/** { prometheus, promtool } where both are installed, else null. */
export function findPrometheus() {
  const prometheus = first(prometheusCandidates())
  const promtool = first(promtoolCandidates())
  return prometheus && promtool ? { prometheus, promtool } : null
}

/** How to get it, for a skipped test's message. */
export const HOW_TO_GET_PROMETHEUS = 'Prometheus and promtool not found: on Debian or Ubuntu `sudo apt-get install --no-install-recommends prometheus` (or `node scripts/prometheus.js` as root), elsewhere install Prometheus 2.x and set PROMETHEUS_PATH and PROMTOOL_PATH'

/** Finds Prometheus, installing Debian's package where this is Debian and we are root; null where it cannot be had. */
export function ensurePrometheus() {
  const found = findPrometheus()
  if (found) return found
  aptInstall('prometheus', { recommends: false })
  return findPrometheus()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensurePrometheus()
  console.log(found ? `${found.prometheus}\n${found.promtool}` : HOW_TO_GET_PROMETHEUS)
  if (!found) process.exit(1)
}
