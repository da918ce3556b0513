import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

/**
 * When the kernel started a process (clock ticks since boot, from /proc/<pid>/stat), 'dead' for
 * a zombie (killed, not yet reaped by its parent), or null where there is no /proc.
 */
export function processStartTime(pid: number, read = (path: string) => readFileSync(path, 'utf8')): string | 'dead' | null {
  let stat: string
  try {
    stat = read(`/proc/${pid}/stat`)
  } catch {
    return null
  }
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const state = fields[0]
  if (state === 'Z' || state === 'X' || state === 'x') return 'dead'
  return fields[19] ?? null // field 22, starttime
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether the process named in a lock file still holds it: it runs, it is not a zombie, and it
 * is the same process that wrote the file (a PID reused by another program after a crash has
 * another start time). Where /proc is missing, a running PID is taken as the holder.
 */
function holderAlive(pid: number, startTime: string | undefined) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return false
  const actual = processStartTime(pid)
  if (actual === 'dead') return false
  return actual === null || startTime === undefined || actual === startTime
}

/**
 * Takes `DATA_DIR/server.lock` for this process. PGlite has no lock of its own, and a second
 * process on the same directory would corrupt the database, so a live holder stops the start.
 * A lock left by a process that died (even one its supervisor has not reaped yet, or whose PID
 * another program now has) is taken over, so an immediate restart always works. Returns a
 * function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'server.lock')
  const mine = `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim()
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeFileSync(fd, mine)
      closeSync(fd)
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === mine) unlinkSync(lockPath)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const [pidText, startTime] = readFileSync(lockPath, 'utf8').trim().split(/\s+/)
      const holder = Number(pidText)
      if (holderAlive(holder, startTime)) {
        throw new DataDirLockedError(
          `Another process of this guide (pid ${holder}) is using the data directory ${dataDir}. ` +
            'Stop it first, or give this process its own DATA_DIR.',
        )
      }
      unlinkSync(lockPath) // stale: its process has exited
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}`)
}

/** SESSION_SECRET if set; otherwise a secret generated on first start and kept in DATA_DIR. */
export function sessionSecret(dataDir: string, configured?: string): string {
  if (configured) return configured
  const path = join(dataDir, 'session-secret')
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  return keepFirstSecret(path, randomBytes(32).toString('base64url'))
}

/**
 * Keeps `secret` at `path` unless another process got there first, and returns the secret kept.
 * The processes of a cluster (WEB_CONCURRENCY) start together on a fresh DATA_DIR; had each
 * kept its own, a cookie signed by one would be refused by the others. The file appears whole or
 * not at all: it is written aside and linked into place, which fails if the name is taken.
 */
export function keepFirstSecret(path: string, secret: string): string {
  const aside = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`
  writeFileSync(aside, secret, { mode: 0o600 })
  try {
    linkSync(aside, path)
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readFileSync(path, 'utf8').trim()
  } finally {
    unlinkSync(aside)
  }
}
