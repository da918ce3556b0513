import { describe, expect, it } from 'vitest'
import { trackedAnnouncements } from './announce-versions.server'

/** A version source like the database's: `commit` bumps the version, `deliver` announces it. */
function source(start = 0) {
  let committed = start
  let announce: (payload: string) => void = () => {}
  return {
    listen: async (onPayload: (payload: string) => void) => {
      announce = onPayload
    },
    read: async () => committed,
    commit: () => ++committed,
    deliver: (version: number) => announce(String(version)),
  }
}

describe('change versions heard by a process', () => {
  it('a request waits until the version committed before it is heard, then goes on with what is kept', async () => {
    const database = source(3)
    const versions = trackedAnnouncements(database, 1000)
    let dropped = 0
    versions.onDropAll(() => dropped++)
    expect(await versions.ready()).toBe(true)
    const version = database.commit()
    let done = false
    const request = versions.upToDate().then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(done).toBe(false)
    database.deliver(version)
    await request
    expect(dropped).toBe(0)
    // Heard already: no wait.
    const started = Date.now()
    await versions.upToDate()
    expect(Date.now() - started).toBeLessThan(50)
  })

  it('drops everything kept when the version is not heard in time', async () => {
    const database = source()
    const versions = trackedAnnouncements(database, 30)
    let dropped = 0
    versions.onDropAll(() => dropped++)
    await versions.ready()
    database.commit()
    await versions.upToDate()
    expect(dropped).toBe(1)
    // Counted as heard: the next request does not wait or drop again.
    await versions.upToDate()
    expect(dropped).toBe(1)
  })

  it('once the LISTEN connection is lost, drops everything at each new version without waiting', async () => {
    const database = source()
    const versions = trackedAnnouncements(database, 10_000)
    let dropped = 0
    versions.onDropAll(() => dropped++)
    await versions.ready()
    database.commit()
    const waiting = versions.upToDate()
    versions.lost()
    await waiting
    expect(dropped).toBe(1)
    database.commit()
    const started = Date.now()
    await versions.upToDate()
    expect(dropped).toBe(2)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('keeps nothing when it cannot listen', async () => {
    const versions = trackedAnnouncements({ listen: () => Promise.reject(new Error('refused')), read: async () => 0 })
    expect(await versions.ready()).toBe(false)
    await versions.upToDate()
  })
})
