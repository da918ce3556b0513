import { describe, expect, it } from 'vitest'
import { backupStatus } from '#app/features/backup/run.server'
import { db } from '#app/lib/db/database.server'
import { loader as moderationPage } from '#app/routes/moderation'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'
import { siteSummary } from '#app/features/moderation/site-summary.server'

// The admins' summary on /moderation: the last backup and a failure since, the disk, the
// contact messages waiting. Moderators see the queue without it.

withTestApp()

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000)
const run = (hours: number, error: string | null) =>
  db().insertInto('backup_runs').values({ kind: 'nightly', started_at: hoursAgo(hours), finished_at: hoursAgo(hours), file: '/backups/x.tar', bytes: error ? null : 42_000_000, error }).execute()

describe('the site at a glance', () => {
  it('says when no backup has worked yet, then the last one, and a failure only until one works again', async () => {
    // A site that began today has had no night yet; one that began days ago is overdue.
    let summary = await siteSummary(await backupStatus())
    expect(summary.backup).toMatchObject({ lastAt: null, failedAt: null, overdue: false })
    expect((await siteSummary(await backupStatus(), new Date(Date.now() + 48 * 3600_000))).backup.overdue).toBe(true)

    await run(40, null)
    summary = await siteSummary(await backupStatus())
    expect(summary.backup).toMatchObject({ lastBytes: 42_000_000, overdue: true }) // 40 hours: overdue

    await run(2, 'pg_dump failed: connection refused')
    summary = await siteSummary(await backupStatus())
    expect(summary.backup.failedError).toBe('pg_dump failed: connection refused')

    await run(1, null)
    summary = await siteSummary(await backupStatus())
    expect(summary.backup).toMatchObject({ failedAt: null, failedError: null, overdue: false })
    expect(new Date(summary.backup.lastAt!).getTime()).toBeGreaterThan(hoursAgo(1.5).getTime())
    // A nightly backup underway on PostgreSQL (no size yet) is not the last one that worked.
    await db().insertInto('backup_runs').values({ kind: 'nightly', started_at: new Date(), file: '', bytes: null, error: null }).execute()
    expect((await backupStatus()).last?.bytes).toBe(42_000_000)
  })

  it('counts the disk and the contact messages not handled', async () => {
    await db().insertInto('contact_messages').values([1, 2, 3].map((i) => ({ name: `প্রেরক ${i}`, email: 'a@example.com', subject: 'বিষয়', message: 'বার্তা', lang: 'bn' }))).execute()
    const summary = await siteSummary(await backupStatus())
    expect(summary.unhandledContact).toBe(3)
    expect(summary.disk!.totalBytes).toBeGreaterThan(summary.disk!.freeBytes)
    expect(summary.disk!.freeBytes).toBeGreaterThan(0)
  })

  it('is on /moderation for admins only', async () => {
    const page = async (role: 'admin' | 'moderator') => {
      const { cookie } = await createUser({ role })
      return moderationPage({ request: testRequest('/en/moderation', { method: 'GET', cookie: `${cookie}; lang=en` }), params: {}, context: {} } as never)
    }
    expect((await page('admin')).summary?.unhandledContact).toBe(3)
    expect((await page('moderator')).summary).toBeNull()
  })
})
