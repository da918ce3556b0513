// `npm run db:to-postgres` (issue 32): the embedded database, filled by the app's own functions,
// copied into fresh PostgreSQL databases; what is refused; a failure midway leaves nothing.
// Needs a PostgreSQL server at PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// skipped when there is none.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseAnswer } from '#app/features/forum/choose-answer.server'
import { addComment } from '#app/features/forum/comments.server'
import { report, setLike } from '#app/features/forum/engage.server'
import { setFollowing } from '#app/features/forum/follow-post.server'
import { createPost, deletePost } from '#app/features/forum/write-post.server'
import { markRead, listNotifications } from '#app/features/notifications/queries.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { readMigrationFiles } from '#app/lib/db/apply-migrations.server'
import { openDatabase, type AppDatabase } from '#app/lib/db/database.server'
import { copyToPostgres, CopyRefusedError, foreignKeyOrder } from '../../scripts/lib/copy-to-postgres'
import { withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const reachable = await (async () => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
})()
const migrations = readMigrationFiles(join(process.cwd(), 'db/migrations'))

const { database } = withTestApp()

/** Fresh databases on the server, dropped after the file. */
const made: { name: string; database: AppDatabase }[] = []
async function newTarget(locale = `ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`): Promise<AppDatabase> {
  const name = `hg_copy_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} ${locale} TEMPLATE template0`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const target = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 })
  made.push({ name, database: target })
  return target
}
afterAll(async () => {
  if (made.length === 0) return
  for (const { database: target } of made) await target.close()
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  for (const { name } of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
})

/** Every table's rows as sorted JSON text (timestamps in UTC, so both sides print them alike). */
async function snapshot(pool: pg.Pool): Promise<Record<string, string[]>> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL TimeZone = 'UTC'`)
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY relname`,
    )
    const result: Record<string, string[]> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${pg.escapeIdentifier(name)} t`)
      result[name] = rows.map((r) => r.row).sort()
    }
    await client.query('COMMIT')
    return result
  } finally {
    client.release()
  }
}

async function publicTables(pool: pg.Pool) {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') ORDER BY relname`,
  )
  return rows.map((r) => r.name)
}

async function post(user: SessionUser, title: string) {
  const result = await createPost(user, { title, content: `হাটহাজারী বাজারে কোথায় পাওয়া যায়? (${title})`, category: 'question', tags: 'বাজার, shop', anonymous: false }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  return result.post
}
async function comment(user: SessionUser, postId: number, text: string) {
  const result = await addComment(user, postId, text)
  if (!result.ok) throw new Error(result.error.message)
  return result.id
}

describe.skipIf(!reachable)('npm run db:to-postgres: copying the embedded database', () => {
  let source: Record<string, string[]>
  let target: AppDatabase
  const lines: string[] = []
  let deletedPostId = 0
  const heard: string[] = []
  let heardDuringCopy: string[] = []

  beforeAll(async () => {
    // The embedded database, filled as readers would: accounts and sessions, posts, comments,
    // likes, a report, follows, an answer chosen (posts <-> comments, a cycle of keys),
    // notifications (one read), two-step sign-in with backup codes (a serial column), and a
    // deleted post at the top of the ids.
    const { user: asker } = await createUser({ name: 'Karim Asker' })
    const { user: helper } = await createUser({ name: 'রহিম সাহায্যকারী' })
    const { user: follower } = await createUser({ name: 'Salma Follower' })
    await createUser({ name: 'Mokarram Moderator', role: 'moderator' })
    const first = await post(asker, 'নাজিরহাটের বাস কোথা থেকে ছাড়ে?')
    const second = await post(helper, 'Where is the library?')
    expect(await setFollowing(follower, first.id, true)).toEqual({ ok: true, following: true })
    const answer = await comment(helper, first.id, 'বাসস্ট্যান্ড থেকে ছাড়ে।')
    await comment(follower, first.id, 'ধন্যবাদ!')
    await comment(asker, second.id, 'Near the college.')
    expect((await setLike(asker, 'comment', answer, true)).ok).toBe(true)
    expect((await setLike(follower, 'post', first.id, true)).ok).toBe(true)
    expect((await setLike(helper, 'post', first.id, true)).ok).toBe(true)
    expect((await report(follower, 'post', second.id, 'spam', 'This looks like an advertisement to me.')).ok).toBe(true)
    expect(await chooseAnswer(asker, first.id, answer)).toEqual({ ok: true, answerCommentId: answer })
    const [told] = (await listNotifications(asker.id, 'en', null)).items
    expect(await markRead(asker.id, told!.id)).toBe(true)
    await database.current.pool.query(`INSERT INTO two_factor_backup_codes (user_id, code_hash) VALUES ($1, 'a'), ($1, 'b')`, [asker.id])
    const gone = await post(follower, 'A post deleted again')
    deletedPostId = gone.id
    expect((await deletePost(follower, gone.id)).ok).toBe(true)

    source = await snapshot(database.current.pool)
    expect(source.notifications!.length).toBeGreaterThan(2)
    expect(source.session!.length).toBeGreaterThanOrEqual(4)

    target = await newTarget()
    // The app's announcements (NOTIFY at commit): a copy must make none.
    for (const channel of ['forum_rows', 'news_rows', 'notification_changes', 'reader_marks', 'session_changes']) {
      await target.listen(channel, (payload) => heard.push(`${channel}: ${payload}`))
    }
    const result = await copyToPostgres({ source: database.current.pool, target: target.pool, migrations, log: (line) => lines.push(line), batchRows: 2 })
    expect(result.tables.length).toBe(Object.keys(source).length)
    expect(result.rows).toBe(Object.values(source).reduce((sum, rows) => sum + rows.length, 0))
    // Announcements arrive in commit order: once this one is heard, any the copy made was too.
    let heardSentinel = () => {}
    const sentinel = new Promise<void>((resolve) => { heardSentinel = resolve })
    await target.listen('copy_test_sentinel', () => heardSentinel())
    await target.pool.query(`SELECT pg_notify('copy_test_sentinel', 'done')`)
    await sentinel
    heardDuringCopy = [...heard]
  })

  it('copies every row of every table, as it was', async () => {
    expect(await snapshot(target.pool)).toEqual(source)
    expect(lines.some((line) => /^ {2}posts\s+3 rows/.test(line))).toBe(true)
    expect(lines.at(-1)).toMatch(/as many rows/)
  })

  it('leaves every sequence past the highest id, and past a deleted post’s', async () => {
    const { rows } = await target.pool.query<{ sequence: string; table: string; column: string }>(
      `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column FROM pg_class s
         JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
         JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE s.relkind = 'S'`,
    )
    expect(rows.length).toBeGreaterThan(10)
    for (const { sequence, table, column } of rows) {
      const { rows: [max] } = await target.pool.query<{ max: string | null }>(`SELECT max(${pg.escapeIdentifier(column)})::text AS max FROM ${pg.escapeIdentifier(table)}`)
      const { rows: [was] } = await database.current.pool.query<{ called: boolean }>(`SELECT is_called AS called FROM ${pg.escapeIdentifier(sequence)}`)
      const { rows: [next] } = await target.pool.query<{ next: string }>(`SELECT nextval($1::regclass)::text AS next`, [pg.escapeIdentifier(sequence)])
      expect(BigInt(next!.next), sequence).toBeGreaterThan(BigInt(max!.max ?? 0))
      // A table that never had a row starts at 1.
      if (!was!.called) expect(next!.next, sequence).toBe('1')
      if (sequence === 'posts_id_seq') expect(Number(next!.next)).toBe(deletedPostId + 1)
    }
    // A new post: past the deleted one's id (nextval above took deletedPostId + 1 for itself).
    const { rows: [created] } = await target.pool.query<{ id: number }>(
      `INSERT INTO posts (author_id, category, title, content) VALUES ('hathazari-guide', 'general', 'New', 'After the move') RETURNING id`,
    )
    expect(created!.id).toBe(deletedPostId + 2)
  })

  it('copies with the triggers off: nothing announced, nothing counted twice; they are on again after', async () => {
    expect(heardDuringCopy).toEqual([])
    const { rows: counts } = await target.pool.query<{ id: number; like_count: number; likes: number; comment_count: number; comments: number }>(
      `SELECT p.id, p.like_count, (SELECT count(*)::int FROM likes l WHERE l.item_type = 'post' AND l.item_id = p.id) AS likes,
              p.comment_count, (SELECT count(*)::int FROM comments c WHERE c.post_id = p.id) AS comments
         FROM posts p WHERE p.author_id <> 'hathazari-guide'`,
    )
    expect(counts.length).toBe(2)
    for (const row of counts) {
      expect(row.like_count).toBe(row.likes)
      expect(row.comment_count).toBe(row.comments)
    }
    const { rows: off } = await target.pool.query(`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'O'`)
    expect(off).toEqual([])
    // On again: the search-text trigger answers an edit.
    const { rows: [edited] } = await target.pool.query<{ search_text: string }>(
      `UPDATE posts SET title = 'Where is the public library?' WHERE title = 'Where is the library?' RETURNING search_text`,
    )
    expect(edited!.search_text).toContain('public library')
    // And the key broken for the cycle is back, checked.
    await expect(target.pool.query(`UPDATE posts SET answer_comment_id = 999999 WHERE id = (SELECT min(id) FROM posts)`)).rejects.toThrow(/foreign key/)
  })

  it('refuses a target that already has tables or is not UTF-8, and leaves it as it was', async () => {
    const before = await snapshot(target.pool)
    await expect(copyToPostgres({ source: database.current.pool, target: target.pool, migrations })).rejects.toThrow(CopyRefusedError)
    expect(await snapshot(target.pool)).toEqual(before)

    const other = await newTarget()
    await other.pool.query('CREATE TABLE keep_me (id int); INSERT INTO keep_me VALUES (1)')
    await expect(copyToPostgres({ source: database.current.pool, target: other.pool, migrations })).rejects.toThrow(/not empty.*keep_me/)
    expect(await publicTables(other.pool)).toEqual(['keep_me'])
    expect((await other.pool.query('SELECT id FROM keep_me')).rows).toEqual([{ id: 1 }])

    // Nor a database whose ctype is not UTF-8 (trigram search would not see Bengali words).
    const ascii = await newTarget(`ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`)
    await expect(copyToPostgres({ source: database.current.pool, target: ascii.pool, migrations })).rejects.toThrow(/ctype C: .*UTF-8/)
    expect(await publicTables(ascii.pool)).toEqual([])
  })

  it('refuses an embedded database whose migrations are not the code’s', async () => {
    const empty = await newTarget()
    await expect(copyToPostgres({ source: database.current.pool, target: empty.pool, migrations: migrations.slice(0, -1) }))
      .rejects.toThrow(/migrations this code does not know/)
    await expect(copyToPostgres({ source: database.current.pool, target: empty.pool, migrations: [...migrations, { name: '9999_later.sql', sql: 'SELECT 1' }] }))
      .rejects.toThrow(/lacks 1 of this version's migrations \(9999_later.sql\)\. Start the app once/)
    expect(await publicTables(empty.pool)).toEqual([])
  })

  it('rolls everything back when a table fails midway: the target stays empty', async () => {
    const empty = await newTarget()
    // The schema as the code makes it, but post follows (copied after posts) refuse the rows the embedded database has.
    const broken = migrations.map((m, i) => i === migrations.length - 1 ? { ...m, sql: `${m.sql};\nALTER TABLE post_follows ADD CONSTRAINT no_follows CHECK (post_id < 0) NOT VALID;` } : m)
    const progress: string[] = []
    await expect(copyToPostgres({ source: database.current.pool, target: empty.pool, migrations: broken, log: (line) => progress.push(line) }))
      .rejects.toThrow(/no_follows/)
    expect(progress.some((line) => /^ {2}posts\s+3 rows/.test(line))).toBe(true) // posts were copied before
    expect(await publicTables(empty.pool)).toEqual([])
    // The embedded database is untouched, and a plain copy then succeeds.
    expect(await snapshot(database.current.pool)).toEqual(source)
    const result = await copyToPostgres({ source: database.current.pool, target: empty.pool, migrations })
    expect(result.rows).toBeGreaterThan(0)
  })
})

describe('foreignKeyOrder', () => {
  const key = (table: string, references: string, nullable = false) => ({ name: `${table}_${references}_fkey`, table, references, nullable, definition: '' })

  it('puts referenced tables first and breaks a cycle at its nullable key', () => {
    const { order, broken } = foreignKeyOrder(['comments', 'likes', 'posts', 'user'], [
      key('posts', 'user'), key('comments', 'posts'), key('comments', 'user'), key('posts', 'comments', true), key('likes', 'user'),
    ])
    expect(broken.map((k) => k.name)).toEqual(['posts_comments_fkey'])
    expect(order.indexOf('user')).toBeLessThan(order.indexOf('posts'))
    expect(order.indexOf('posts')).toBeLessThan(order.indexOf('comments'))
    expect(order).toHaveLength(4)
  })

  it('breaks a table’s key to itself', () => {
    expect(foreignKeyOrder(['a'], [key('a', 'a', true)])).toEqual({ order: ['a'], broken: [key('a', 'a', true)] })
  })
})
