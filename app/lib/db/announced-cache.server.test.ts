import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { withTestDatabase } from '../../../tests/setup/test-database'
import { approxBytes } from '../approx-bytes.server'
import { announcedCache, announcedCacheSizes, sweepAnnouncedCaches, type AnnouncedCache } from './announced-cache.server'

const database = withTestDatabase()

/**
 * The cache once this process listens for its channel (nothing is kept before). The tests keep
 * it on a PostgreSQL server too (onServerToo), where the app keeps most caches off (ADR 021).
 */
async function ready<V>(cache: () => AnnouncedCache<V> | null): Promise<AnnouncedCache<V>> {
  await vi.waitFor(() => expect(cache()).not.toBeNull())
  return cache()!
}

const keys = <V>(cache: AnnouncedCache<V>, names: string[]) => names.filter((name) => cache.get(name) !== undefined)

describe('a cache kept until the database announces a change', () => {
  it('holds at most maxEntries, and the least recently used go first', async () => {
    const cache = await ready(announcedCache<string>({ name: 'test-entries', channel: 'test_entries', maxAgeMs: 60_000, maxEntries: 3, maxBytes: 1024 * 1024 }))
    for (const name of ['a', 'b', 'c']) cache.set(name, cache.version(), name)
    expect(cache.get('a')).toBe('a') // used: now the newest
    cache.set('d', cache.version(), 'd')
    expect(keys(cache, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd'])
  })

  it('holds at most maxBytes, and keeps nothing larger than a tenth of it', async () => {
    const cache = await ready(announcedCache<string>({ name: 'test-bytes', channel: 'test_bytes', maxAgeMs: 60_000, maxEntries: 1000, maxBytes: 100_000 }))
    // Bengali text is two bytes a character in the heap.
    const value = 'হাটহাজারী'.repeat(400)
    expect(approxBytes(value)).toBeGreaterThan(7000)
    const names = Array.from({ length: 40 }, (_, i) => `k${i}`)
    for (const name of names) cache.set(name, cache.version(), value)
    const kept = keys(cache, names)
    expect(kept.length).toBeLessThanOrEqual(Math.floor(100_000 / approxBytes(value)))
    expect(kept.length).toBeGreaterThan(5)
    expect(kept.at(-1)).toBe('k39')
    cache.set('big', cache.version(), 'x'.repeat(6000))
    expect(cache.get('big')).toBeUndefined()
  })

  it('never gives an entry whose time is up, and it goes first', async () => {
    const cache = await ready(announcedCache<string>({ name: 'test-age', channel: 'test_age', maxAgeMs: 60_000, maxEntries: 2, maxBytes: 1024 * 1024 }))
    cache.set('old', cache.version(), 'old', Date.now() - 1)
    cache.set('b', cache.version(), 'b')
    cache.set('c', cache.version(), 'c')
    expect(keys(cache, ['old', 'b', 'c'])).toEqual(['b', 'c'])
  })
})

describe('sweeping what is past its time', () => {
  it('drops every expired entry without being asked for it, so the memory of a rush is given back', async () => {
    const cache = await ready(announcedCache<string>({ name: 'test-sweep', channel: 'test_sweep', maxAgeMs: 60_000, maxEntries: 100, maxBytes: 1024 * 1024 }))
    const now = Date.now()
    for (let i = 0; i < 20; i++) cache.set(`old${i}`, cache.version(), 'x'.repeat(1000), now + 1000)
    cache.set('fresh', cache.version(), 'y'.repeat(1000))
    const held = () => announcedCacheSizes().find((size) => size.name === 'test-sweep')!
    expect(held().entries).toBe(21)
    sweepAnnouncedCaches(now + 500)
    expect(held().entries).toBe(21)
    sweepAnnouncedCaches(now + 1000)
    expect(held()).toEqual({ name: 'test-sweep', entries: 1, bytes: approxBytes('fresh') + approxBytes('y'.repeat(1000)) })
    expect(cache.get('fresh')).toBe('y'.repeat(1000))
  })
})

describe('a cache kept until any of its channels announces a change', () => {
  it('forgets its entries on an announcement on any of them, and counts it as a change', async () => {
    const cache = await ready(announcedCache<string>({ name: 'test-two-channels', channel: ['test_one', 'test_two'], maxAgeMs: 60_000, maxEntries: 10, maxBytes: 1024 * 1024 }))
    const version = cache.version()
    cache.set('a', version, 'a')
    expect(cache.get('a')).toBe('a')
    await sql`SELECT pg_notify('test_two', '*')`.execute(database.current.db)
    await vi.waitFor(() => expect(cache.get('a')).toBeUndefined())
    expect(cache.version()).toBe(version + 1)
    cache.set('b', version + 1, 'b')
    await sql`SELECT pg_notify('test_one', '*')`.execute(database.current.db)
    await vi.waitFor(() => expect(cache.get('b')).toBeUndefined())
    // Read before the change: not kept.
    cache.set('c', version + 1, 'c')
    expect(cache.get('c')).toBeUndefined()
  })
})

describe('approxBytes', () => {
  it('counts text, rows, sets and maps, and stops at a cycle', () => {
    expect(approxBytes('abc')).toBe(22)
    const row = { id: 1, title: 'হাটহাজারী', tags: ['a', 'b'], at: new Date() }
    expect(approxBytes(row)).toBeGreaterThan(approxBytes('হাটহাজারী'))
    expect(approxBytes(new Set(['post:1', 'post:2']))).toBeGreaterThan(approxBytes('post:1') * 2)
    expect(approxBytes(new Map([['a', 'হ'.repeat(100)]]))).toBeGreaterThan(200)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(approxBytes(cyclic)).toBeLessThan(1000)
  })
})
