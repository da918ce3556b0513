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
    // Another apt (an unattended upgrade, or a second test run installing the same package) may
    // hold the lock: apt waits for it up to 10 minutes instead of failing at once.
    const wait = '-o DPkg::Lock::Timeout=600 -o Acquire::Lock::Timeout=600'
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        execSync(`apt-get ${wait} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq chromium`, { stdio: 'inherit' })
      } catch (error) {
        if (findChromium()) break
        if (attempt === 3) throw error
        execSync('sleep 20')
      }
    }
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
