import { sql } from 'kysely'
import { expect, it, vi } from 'vitest'
import { countPosts, listPosts, readPostPage } from '#app/features/forum/queries.server'
import { latestNews, newsStatus } from '#app/features/news/queries.server'
import { db } from '#app/lib/db/database.server'
import { loader as forumFeedRoute } from '#app/routes/forum-feed'
import { loader as newsFeedRoute } from '#app/routes/news-feed'
import { loader as sitemapRoute } from '#app/routes/sitemap'
import { testRequest, withTestApp } from '../setup/test-app'
import { connectionsTakenBy } from '../setup/test-database'

// A database of its own, fresh: nothing in this process listens for any change yet, so the
// sitemap's, the feeds' and the news status's caches each send their first LISTEN during the
// requests below. On the embedded database a first LISTEN issued beside a running query once
// broke the one connection ("portal does not exist"): the sitemap's first request hung every
// query after it. LISTEN now waits its turn in the pool of one (database.server.ts).
withTestApp()

const get = (path: string) => ({ request: testRequest(path, { method: 'GET' }), params: {}, context: {} }) as never

/** Each of `work`'s answers, or 'no answer' for any still unanswered after `ms`. */
async function answers(work: Record<string, () => Promise<unknown>>, ms: number): Promise<Record<string, string>> {
  const result: Record<string, string> = Object.fromEntries(Object.keys(work).map((name) => [name, 'no answer']))
  await Promise.race([
    Promise.all(Object.entries(work).map(async ([name, run]) => {
      try {
        const value = await run()
        result[name] = value instanceof Response ? `${value.status}` : 'ok'
      } catch (error) {
        result[name] = `failed: ${String(error)}`
      }
    })),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ])
  return result
}

it('the first requests for the sitemap and the feeds, among other queries, on a fresh database: every query answers, and the files are kept', async () => {
  const postId = (await db().selectFrom('posts').select('id').executeTakeFirstOrThrow()).id
  // What a busy first minute asks at once: pages' queries (a transaction among them), and the
  // first requests for the sitemap, both forum feeds, the news feed and the home page's news
  // status, each sent the moment another query has answered, while the queries queued behind it
  // take the one connection in turn: so each first LISTEN goes out while a query is between its
  // protocol steps (sent straight to PGlite there, it answered those queries "portal does not exist").
  const others = (round: number) => ({
    [`forum list ${round}`]: () => listPosts({}, null, null),
    [`post page ${round}`]: () => readPostPage(postId, null),
    [`count ${round}`]: () => countPosts({ category: 'question' }, null),
    [`stories ${round}`]: () => latestNews({ limit: 3 }),
    [`transaction ${round}`]: () => db().transaction().execute(async (trx) => {
      await sql`SELECT pg_sleep(0.005)`.execute(trx)
      return trx.selectFrom('profiles').select('id').limit(1).execute()
    }),
    [`query ${round}`]: () => db().selectFrom('posts').select('id').where('id', '>', round).limit(5).execute(),
  })
  const query = (n: number) => db().selectFrom('posts').select('id').where('id', '>', n).limit(5).execute()
  const afterAnother = (run: () => Promise<unknown>) => () => query(0).then(run)
  const first = await answers({
    ...others(1),
    'sitemap.xml': afterAnother(() => sitemapRoute(get('/sitemap.xml'))),
    ...others(2),
    'forum feed bn': afterAnother(() => forumFeedRoute(get('/seeking-hathazari/feed.xml'))),
    'forum feed en': afterAnother(() => forumFeedRoute(get('/en/seeking-hathazari/feed.xml?category=question'))),
    ...others(3),
    'news feed': afterAnother(() => newsFeedRoute(get('/news/feed.xml'))),
    'news status': afterAnother(() => newsStatus()),
    ...others(4),
    'sitemap-1.xml': afterAnother(() => sitemapRoute(get('/sitemap-1.xml'))),
    ...others(5),
  }, 15_000)
  const expected = Object.fromEntries(Object.keys(first).map((name) => [name, /feed|sitemap\.xml/.test(name) ? '200' : name === 'sitemap-1.xml' ? '404' : 'ok']))
  expect(first).toEqual(expected)

  // The database still answers what comes after, and the sitemap is kept once this process
  // listens: a post written with its announcement off is not listed (tests/integration/seo.test.ts
  // shows the feeds kept) until the next change the forum announces.
  expect(await answers(others(6), 15_000)).toEqual(Object.fromEntries(Object.keys(others(6)).map((name) => [name, 'ok'])))
  const sitemap = async () => (await sitemapRoute(get('/sitemap.xml'))).text()
  const feed = async () => (await forumFeedRoute(get('/seeking-hathazari/feed.xml'))).text()
  await vi.waitFor(async () => {
    await sitemap()
    expect(await connectionsTakenBy(sitemap)).toBe(0)
  }, { timeout: 10_000 })
  const author = (await db().selectFrom('posts').select('author_id').where('id', '=', postId).executeTakeFirstOrThrow()).author_id
  await sql`ALTER TABLE posts DISABLE TRIGGER posts_added_or_gone`.execute(db())
  const unannounced = await db().insertInto('posts').values({ author_id: author, category: 'general', title: 'Written behind the app', content: 'unannounced', anonymous: false, tags: [] })
    .returning('id').executeTakeFirstOrThrow()
  await sql`ALTER TABLE posts ENABLE TRIGGER posts_added_or_gone`.execute(db())
  expect(await sitemap()).not.toContain(`/seeking-hathazari/${unannounced.id}<`)
  // The next announced change lists it: at once, on a PostgreSQL server too (its write waits
  // until this process has heard it, ADR 032).
  await db().updateTable('posts').set({ updated_at: new Date() }).where('id', '=', unannounced.id).execute()
  const listed = async () => {
    expect(await sitemap()).toContain(`/seeking-hathazari/${unannounced.id}<`)
    expect(await feed()).toContain('Written behind the app')
  }
  await listed()
})
