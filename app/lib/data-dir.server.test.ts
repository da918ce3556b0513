import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir, sessionSecret } from './data-dir.server'

describe('data directory', () => {
  it('refuses a second holder while the first is alive, and frees the lock on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-lock-'))
    writeFileSync(join(dir, 'server.lock'), String(process.ppid)) // a live process that is not us
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  })

  it('takes over a lock left by a process that has exited', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-lock-'))
    writeFileSync(join(dir, 'server.lock'), '999999999')
    const release = lockDataDir(dir)
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
    release()
    expect(() => lockDataDir(dir)()).not.toThrow()
  })

  it('generates a session secret once and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-secret-'))
    const first = sessionSecret(dir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(sessionSecret(dir)).toBe(first)
    expect(sessionSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40))
  })
})
