// Finds a Chromium for the browser tests. On Debian as root it installs the `chromium` package
// when none is found; elsewhere it says how to get one. Prints the path it found.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export function findChromium() {
  return candidates.find((path) => path && existsSync(path))
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isDebian = existsSync('/etc/debian_version')
  const isRoot = process.getuid?.() === 0
  if (isDebian && isRoot) {
    console.log('No Chromium found: installing Debian’s chromium package (apt-get install chromium)…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
    const installed = findChromium()
    if (installed) return installed
  }
  console.error(
    'No Chromium found for the browser tests.\n' +
      '  On Debian or Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
  )
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium())
