// Finds Chromium for the browser tests: the full browser and its headless shell. On Debian as
// root it installs the `chromium` and `chromium-headless-shell` packages when they are missing;
// elsewhere it says how to get them. Run as a script, it prints the paths it found.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export function findChromium() {
  return candidates.find((path) => path && existsSync(path))
}

export function ensureChromium() {
  const found = findChromium() ?? (aptInstall('chromium'), findChromium())
  if (found) return found
  console.error(
    'No Chromium found for the browser tests.\n' +
      '  On Debian or Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
  )
  process.exit(1)
}

const shellCandidates = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']

/**
 * Chromium's headless shell, which the end-to-end tests run in (as Playwright's own download
 * would): the full browser in headless mode took a third more of this 2-core machine's CPU for
 * the same tests. Installed from Debian's package where possible; null where it cannot be had,
 * and the tests then use the full browser.
 */
export function ensureHeadlessShell() {
  return findHeadlessShell() ?? (aptInstall('chromium-headless-shell'), findHeadlessShell()) ?? null
}

export function findHeadlessShell() {
  return shellCandidates.find((path) => path && existsSync(path))
}

/** Installs a Debian package when this is Debian and we are root; false where it did not. */
function aptInstall(name) {
  if (!existsSync('/etc/debian_version') || process.getuid?.() !== 0) return false
  console.log(`Installing Debian’s ${name} package (apt-get install ${name})…`)
  // Another apt (an unattended upgrade, or a second test run installing the same package) may
  // hold the lock: apt waits for it up to 10 minutes instead of failing at once.
  const wait = '-o DPkg::Lock::Timeout=600 -o Acquire::Lock::Timeout=600'
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      execSync(`apt-get ${wait} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq ${name}`, { stdio: 'inherit' })
      return true
    } catch (error) {
      if (attempt === 3) {
        console.error(`Could not install ${name}: ${error.message}`)
        return false
      }
      execSync('sleep 20')
    }
  }
  return false
}

if (import.meta.url === `file://${process.argv[1]}`) console.log([ensureChromium(), ensureHeadlessShell() ?? '(no headless shell: the tests use the full browser)'].join('\n'))
