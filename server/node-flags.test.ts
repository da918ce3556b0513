import { describe, expect, it } from 'vitest'
import { CACHE_LIMITS_TOTAL_BYTES } from '#app/lib/memory-budgets.server'
import { SERVER_NODE_FLAGS, startedWithServerFlags } from './node-flags.js'

describe('the Node.js flags the server runs with', () => {
  it('are noticed on the command line or in NODE_OPTIONS, and missed otherwise', () => {
    expect(startedWithServerFlags(SERVER_NODE_FLAGS, '')).toBe(true)
    // Another value of each is the operator's choice; one flag given on each side counts.
    expect(startedWithServerFlags(['--max-old-space-size=300', '--expose-gc'], '--max-semi-space-size=8')).toBe(true)
    expect(startedWithServerFlags([], `--enable-source-maps ${SERVER_NODE_FLAGS.join(' ')}`)).toBe(true)
    expect(startedWithServerFlags([], '')).toBe(false)
    expect(startedWithServerFlags(['--max-old-space-size=256'], '')).toBe(false)
    expect(startedWithServerFlags(['--max-old-space'], '--max-semi-space-size=8')).toBe(false)
  })

  it('leave room for every cache full: their limits together are at most a third of the heap cap', () => {
    const capMb = Number(/--max-old-space-size=(\d+)/.exec(SERVER_NODE_FLAGS.join(' '))![1])
    expect(CACHE_LIMITS_TOTAL_BYTES).toBeLessThanOrEqual((capMb * 1024 * 1024) / 3)
  })
})
