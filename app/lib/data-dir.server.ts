import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `DATA_DIR/server.lock` for this process. PGlite has no lock of its own, and a second
 * process on the same directory would corrupt the database, so a live holder stops the start.
 * A lock left by a process that died is taken over. Returns a function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `Another Hathazari Guide process (pid ${holder}) is using the data directory ${dataDir}. ` +
            'Stop it first, or give this process its own DATA_DIR. If no such process runs, delete ' +
            `${lockPath} and start again.`,
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
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}
