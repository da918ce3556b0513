import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, keepFirstSecret, lockDataDir, processStartTime, sessionSecret } from './data-dir.server'

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
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`))
    release()
    expect(() => lockDataDir(dir)()).not.toThrow()
  })

  it('takes over a lock whose PID now belongs to another program (a reused PID after a crash)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-lock-'))
    // The parent runs, but it did not write this lock: its start time is not the one recorded.
    writeFileSync(join(dir, 'server.lock'), `${process.ppid} 1`)
    expect(() => lockDataDir(dir)()).not.toThrow()
  })

  it('tells a zombie (killed, not yet reaped) from a live process', () => {
    const stat = (state: string) => () => `4242 (node server.js) ${state} 1 4242 4242 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 11 0 987654 1000 100`
    expect(processStartTime(4242, stat('Z'))).toBe('dead')
    expect(processStartTime(4242, stat('S'))).toBe('987654')
    expect(processStartTime(4242, () => { throw new Error('no /proc') })).toBeNull()
  })

  it('generates a session secret once and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-secret-'))
    const first = sessionSecret(dir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(sessionSecret(dir)).toBe(first)
    expect(sessionSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40))
  })

  it('keeps the first secret when two processes create it at once, and leaves no other file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-secret-'))
    const path = join(dir, 'session-secret')
    // Both found no file; the one that writes second is given the first one's secret.
    expect(keepFirstSecret(path, 'a'.repeat(43))).toBe('a'.repeat(43))
    expect(keepFirstSecret(path, 'b'.repeat(43))).toBe('a'.repeat(43))
    expect(readdirSync(dir)).toEqual(['session-secret'])
  })

  it('gives every process of a cluster starting together on a fresh data directory the same secret', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hg-secret-'))
    const module = new URL('./data-dir.server.ts', import.meta.url).href
    // Four processes, each loading the module, saying "ready", then waiting for one byte on stdin:
    // released together once all are loaded, however long loading takes on a busy machine.
    const code = `const { sessionSecret } = await import(${JSON.stringify(module)}); process.stdout.write('ready\\n'); process.stdin.once('data', () => { process.stdout.write(sessionSecret(${JSON.stringify(dir)})); process.exit(0) })`
    const children = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['pipe', 'pipe', 'inherit'] })
      let output = ''
      const ready = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.startsWith('ready\n')) resolve()
      }))
      const secret = new Promise<string>((resolve, reject) => child.on('exit', (status) => (status === 0 ? resolve(output.slice('ready\n'.length)) : reject(new Error(`exit ${status}`)))))
      return { child, ready, secret }
    })
    await Promise.all(children.map((c) => c.ready))
    for (const { child } of children) child.stdin.write('go')
    const secrets = await Promise.all(children.map((c) => c.secret))
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32)
    expect(new Set(secrets).size).toBe(1)
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(secrets[0])
    expect(readdirSync(dir)).toEqual(['session-secret'])
  })
})
