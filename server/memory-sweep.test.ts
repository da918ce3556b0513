import { describe, expect, it } from 'vitest'
import { collectionAfterRush } from './memory-sweep'

describe('one full collection once the server is quiet after a rush', () => {
  it('collects on the first quiet sweep after a busy one, and only once for that rush', () => {
    let collections = 0
    const sweep = collectionAfterRush(() => collections++)
    for (const busyShare of [0.01, 0.02, 0.3]) sweep(busyShare)
    expect(collections, 'no rush yet').toBe(0)
    for (const busyShare of [0.9, 0.95, 0.4, 0.1]) sweep(busyShare)
    expect(collections, 'rushed, then tailing off: not quiet yet').toBe(0)
    sweep(0.02)
    expect(collections).toBe(1)
    for (const busyShare of [0.01, 0.01, 0.3, 0.01]) sweep(busyShare)
    expect(collections, 'quiet or a little busy: nothing more').toBe(1)
    sweep(0.6)
    sweep(0.03)
    expect(collections, 'the next rush').toBe(2)
  })

  it('does nothing where the process has no gc (started without --expose-gc)', () => {
    const sweep = collectionAfterRush(undefined)
    expect(() => [0.9, 0.01].forEach(sweep)).not.toThrow()
  })
})
