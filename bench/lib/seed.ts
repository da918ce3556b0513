import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../../app/lib/db/database.server'
import { startServer } from '../../scripts/lib/start-server'

/**
 * A fresh embedded database with a forum of `posts` posts (200 authors, one in ten anonymous),
 * `comments` comments spread over them, and one recent post with exactly `commentsOnPost`
 * comments (the post page the benches load).
 */
export async function seedForum({ posts, comments, commentsOnPost = 10, databaseUrl }: { posts: number; comments: number; commentsOnPost?: number; databaseUrl?: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'guide-bench-'))
  // The app creates and migrates the database; then it stops so this process can fill it.
  await (await startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })).stop()
  const started = Date.now()
  const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'db') })
  const db = database.db
  await sql`INSERT INTO "user" (id, name, email, "emailVerified")
    SELECT 'bench-' || g, 'সদস্য ' || g, 'bench' || g || '@example.com', true FROM generate_series(1, 200) g`.execute(db)
  await sql`INSERT INTO profiles (id, name) SELECT 'bench-' || g, 'সদস্য ' || g FROM generate_series(1, 200) g`.execute(db)
  await sql`INSERT INTO posts (author_id, anonymous, category, resolution, title, content, tags, created_at, updated_at)
    SELECT 'bench-' || (g % 200 + 1), g % 10 = 0,
      (ARRAY['question','complaint','suggestion','general'])[g % 4 + 1],
      (ARRAY['open','resolved','closed'])[g % 3 + 1],
      'পরীক্ষামূলক পোস্ট ' || g || ' ' || (ARRAY['রাস্তা','বাজার','হাসপাতাল','স্কুল','বিদ্যুৎ'])[g % 5 + 1],
      repeat('হাটহাজারী বাজারে আজ অনেক ভিড় ছিল, রাস্তায় যানজট। ', 4) || g,
      ARRAY['tag' || (g % 50)],
      date_trunc('milliseconds', now()) - (g || ' seconds')::interval,
      now()
    FROM generate_series(1, ${posts}) g`.execute(db)
  if (comments > 0) {
    await sql`INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
      SELECT (SELECT min(id) FROM posts) + (g % ${posts}), 'bench-' || (g % 200 + 1), 'মন্তব্য ' || g, now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, ${comments}) g`.execute(db)
  }
  const { rows } = await sql<{ id: number }>`SELECT id FROM posts ORDER BY created_at DESC, id DESC OFFSET 5 LIMIT 1`.execute(db)
  const postWithComments = rows[0]!.id
  await sql`DELETE FROM comments WHERE post_id = ${postWithComments}`.execute(db)
  await sql`INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
    SELECT ${postWithComments}, 'bench-' || (g % 200 + 1), 'মন্তব্য: রাস্তাটা সত্যিই খারাপ, আমিও দেখেছি। ' || g, now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, ${commentsOnPost}) g`.execute(db)
  await sql`UPDATE posts p SET comment_count = coalesce(c.n, 0) FROM (SELECT p2.id, (SELECT count(*)::int FROM comments c WHERE c.post_id = p2.id) AS n FROM posts p2) c WHERE c.id = p.id`.execute(db)
  await sql`ANALYZE`.execute(db)
  await database.close()
  console.log(`seeded ${posts.toLocaleString('en')} posts and ${comments.toLocaleString('en')} comments in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return { dataDir, posts, postWithComments }
}

/** A session cookie for a new account: a signed-in reader is never served from the page cache. */
export async function signedInCookie(baseURL: string) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const response = await fetch(`${baseURL}/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Bench', email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }),
  })
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

/** A fresh database on the PostgreSQL server at `adminUrl` (UTF-8 ctype, as docs/deploy.md says), and its URL. */
export async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const name = `guide_bench_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
      await admin.end()
    },
  }
}
