import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { setLike } from '#app/features/forum/engage.server'
import { readPostPage } from '#app/features/forum/queries.server'
import { createPost } from '#app/features/forum/write-post.server'
import { VERSION_WAIT_MS } from '#app/lib/db/announce-versions.server'
import { db, getDatabase, openDatabase, setDatabase, type AppDatabase } from '#app/lib/db/database.server'
import { startPausableProxy } from '../setup/pausable-proxy'
import { connectionsTakenBy } from '../setup/test-database'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

const app = withTestApp()

const version = async () => Number((await db().selectFrom('announce_version').select('version').executeTakeFirstOrThrow()).version)

let serial = 0
async function post(author: Awaited<ReturnType<typeof createUser>>['user']) {
  // A text of its own: the same text from a third account would wait as a duplicate (issue 43 §4).
  const content = `হাটহাজারী বাজারের মোড়ে তিন দিন ধরে বাতি নেই (${++serial})।`
  const result = await createPost(author, { title: 'রাস্তার বাতি জ্বলে না', content, category: 'complaint', tags: '', anonymous: false }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}

// Migration 0025 (ADR 032): the counter that tells a worker whether it has heard every change.
describe('change versions', () => {
  it('are bumped once by each transaction that announces a change, and by nothing else', async () => {
    const notifying = await sql<{ name: string }>`
      SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() AND p.prosrc LIKE '%pg_notify(%' ORDER BY 1`.execute(db())
    // Every announcing function goes through announce(), which bumps the version.
    expect(notifying.rows.map((row) => row.name)).toEqual(['announce', 'bump_announce_version'])

    const { user: author } = await createUser()
    const p = await post(author)
    const before = await version()
    await db().updateTable('posts').set({ title: 'শূন্য' }).where('id', '=', p.id).execute()
    expect(await version()).toBe(before + 1)
    // Two announcing statements, one transaction: one bump.
    await db().transaction().execute(async (trx) => {
      await trx.updateTable('posts').set({ title: 'এক' }).where('id', '=', p.id).execute()
      await trx.insertInto('likes').values({ user_id: author.id, item_type: 'post', item_id: p.id }).execute()
    })
    expect(await version()).toBe(before + 2)
    // A view counted announces nothing (the page cache's time is enough for it).
    await db().updateTable('posts').set({ view_count: 7 }).where('id', '=', p.id).execute()
    expect(await version()).toBe(before + 2)
    // Nor does a transaction that rolls back.
    await expect(db().transaction().execute(async (trx) => {
      await trx.updateTable('posts').set({ title: 'তিন' }).where('id', '=', p.id).execute()
      throw new Error('rolled back')
    })).rejects.toThrow('rolled back')
    expect(await version()).toBe(before + 2)
    expect(await db().selectFrom('announce_pending').select('id').execute()).toEqual([])
  })
})

// Two workers on one PostgreSQL server: the test's own database handle and a second one, whose
// LISTEN connection goes through a proxy that can hold its announcements back.
describe.runIf(process.env.TEST_DATABASE_URL)('two workers on a PostgreSQL server', () => {
  /** Runs `test` with a second worker, and a post whose page it keeps for the reader, with no query. */
  async function withSecondWorker(test: (setup: { second: AppDatabase; proxy: Awaited<ReturnType<typeof startPausableProxy>>; postId: number; reader: Awaited<ReturnType<typeof createUser>>['user'] }) => Promise<void>) {
    const url = new URL((app.database.current.pool.options as { connectionString: string }).connectionString)
    const proxy = await startPausableProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.host = `127.0.0.1:${proxy.port}`
    const second = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 })
    try {
      const { user: author } = await createUser()
      const { user: reader } = await createUser()
      const { id: postId } = await post(author)
      await on(second, async () => {
        await second.announcements.ready()
        await expect.poll(() => connectionsTakenBy(() => readPostPage(postId, reader.id))).toBe(0)
      })
      await test({ second, proxy, postId, reader })
    } finally {
      proxy.release()
      await second.close()
      await proxy.close()
    }
  }
  /** Runs `read` as `worker` would: its database handle is the process-wide one meanwhile. */
  async function on<T>(worker: AppDatabase, read: () => Promise<T>): Promise<T> {
    const first = getDatabase()
    setDatabase(worker)
    try {
      return await read()
    } finally {
      setDatabase(first)
    }
  }

  it('a like through one is in the very next page read through the other, though the other has not heard of it yet', async () => {
    await withSecondWorker(async ({ second, proxy, postId, reader }) => {
      proxy.hold()
      expect(await setLike(reader, 'post', postId, true)).toMatchObject({ ok: true, count: 1 })
      // What it keeps is now out of date, and it has not been told.
      expect((await on(second, () => readPostPage(postId, reader.id)))?.row).toMatchObject({ like_count: 0, liked_by_me: false })
      // A request first reads the version and waits for it; past the wait, everything kept goes.
      const started = Date.now()
      const page = await on(second, async () => {
        await second.announcements.upToDate()
        return readPostPage(postId, reader.id)
      })
      expect(page?.row).toMatchObject({ like_count: 1, liked_by_me: true })
      expect(Date.now() - started).toBeGreaterThanOrEqual(VERSION_WAIT_MS - 5)

      // Announcements flowing again: the next change is heard, and the wait is short.
      proxy.release()
      expect(await setLike(reader, 'post', postId, false)).toMatchObject({ ok: true, count: 0 })
      const quick = Date.now()
      const after = await on(second, async () => {
        await second.announcements.upToDate()
        return readPostPage(postId, reader.id)
      })
      expect(after?.row).toMatchObject({ like_count: 0, liked_by_me: false })
      expect(Date.now() - quick).toBeLessThan(VERSION_WAIT_MS)
    })
  })

  it("a worker's own write waits until the worker has heard it: the same request reads it back", async () => {
    await withSecondWorker(async ({ second, proxy, postId, reader }) => {
      await on(second, async () => {
        proxy.hold()
        expect(await setLike(reader, 'post', postId, true)).toMatchObject({ ok: true, count: 1 })
        expect((await readPostPage(postId, reader.id))?.row).toMatchObject({ like_count: 1, liked_by_me: true })
      })
    })
  })
})
