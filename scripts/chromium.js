// Finds Chromium for the browser tests: the full browser and its headless shell. On Debian as
// root it installs the `chromium` and `chromium-headless-shell` packages when they are missing;
// elsewhere it says how to get them. Run as a script, it prints the paths it found.
import { existsSync } from 'node:fs'
import { aptInstall } from './lib/apt.js'

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

if (import.meta.url === `file://${process.argv[1]}`) console.log([ensureChromium(), ensureHeadlessShell() ?? '(no headless shell: the tests use the full browser)'].join('\n'))
