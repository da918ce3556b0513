// Installs a Debian package the tests need (Chromium, Prometheus, jemalloc) when it is missing.
// Plain JavaScript: scripts/test.js runs before anything is built.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Installs a Debian package when this is Debian and we are root; false where it did not. */
export function aptInstall(name, { recommends = true } = {}) {
  if (!existsSync('/etc/debian_version') || process.getuid?.() !== 0) return false
  const options = recommends ? '' : ' --no-install-recommends'
  console.log(`Installing Debian’s ${name} package (apt-get install${options} ${name})…`)
  // Another apt (an unattended upgrade, or a second test run installing the same package) may
  // hold the lock: apt waits for it up to 10 minutes instead of failing at once.
  const wait = '-o DPkg::Lock::Timeout=600 -o Acquire::Lock::Timeout=600'
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      execSync(`apt-get ${wait} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq${options} ${name}`, { stdio: 'inherit' })
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
