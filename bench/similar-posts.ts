// `npx tsx bench/similar-posts.ts [--posts 5000] [--database-url postgres://…]`
// The new-post form's similar posts (issue 44 §5, docs/forum.md): the statement's plan
// (EXPLAIN ANALYZE) and its time for a few titles, on a seeded forum (bench/lib/seed.ts: every
// post's text says বাজার and রাস্তা, one title in five হাসপাতাল: the worst case, a word in every post).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { similarPosts, similarPostsQuery, similarTerms } from '../app/features/forum/similar.server'
import { openDatabase, setDatabase } from '../app/lib/db/database.server'
import { createServerDatabase, seedForum } from './lib/seed'

const arg = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1]
const posts = process.argv.includes('--posts') ? Number(arg('posts')) : 5000
const adminUrl = process.argv.includes('--database-url') ? arg('database-url') : undefined
const server = adminUrl ? await createServerDatabase(adminUrl) : null
if (adminUrl && !server) throw new Error(`no PostgreSQL server at ${adminUrl}`)
const seeded = await seedForum({ posts, comments: 0, databaseUrl: server?.url })
const database = await openDatabase(server ? { kind: 'postgres', url: server.url } : { kind: 'pglite', dataDir: join(seeded.dataDir, 'db') })
setDatabase(database)

const titles = [
  'হাসপাতালের নম্বর কত?', // a word in a fifth of the titles, another in none
  'রাস্তায় যানজট কেন?', // both words in every post's text: the candidates' cap is what bounds it
  'হাসপাতালর নম্বর', // a typo
  'কলেজের ভর্তি কবে শুরু হবে এবং কোথায় ফরম পাওয়া যাবে জানাবেন', // eight words, none found
  'hospital number', // no English at all
]
try {
  for (const title of titles) {
    const words = similarTerms(title).filter((t) => t.counts).map((t) => t.word)
    // The statements as similarPosts would ask them at most: the three longest words as typos,
    // by their start, then by trigram similarity.
    const longest = new Set([...words].sort((a, b) => b.length - a.length).slice(0, 3))
    for (const typos of [{ words: new Set<string>(), trigrams: new Set<string>() }, { words: longest, trigrams: new Set<string>() }, { words: longest, trigrams: longest }]) {
      const query = similarPostsQuery(title, { typos })!.compile()
      const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${inline(query.sql, query.parameters)}`).execute(database.db)
      console.log(`\n${title}, ${typos.words.size ? `typos of ${[...typos.words].join(', ')} (${typos.trigrams.size ? 'and in titles by trigram similarity' : 'without their last letter'})` : 'words as written'}:`)
      // The plan's outline: its nodes and their times, not the long expressions.
      console.log(plan.rows.map((r) => r['QUERY PLAN']).filter((line) => /->|Execution|Planning Time|Index Cond/.test(line) || !/^\s/.test(line))
        .map((line) => `  ${line.length > 160 ? `${line.slice(0, 160)}…` : line}`).join('\n'))
    }
    const times: number[] = []
    for (let i = 0; i < 7; i++) {
      const started = performance.now()
      await similarPosts(title)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`=> similarPosts('${title}'): median ${times[3]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[6]!.toFixed(1)}) on ${posts.toLocaleString('en')} posts, ${server ? 'PostgreSQL' : 'PGlite'}`)
  }
} finally {
  await database.close()
  await server?.drop()
  rmSync(seeded.dataDir, { recursive: true, force: true })
}

/** The statement with its values written in, for EXPLAIN (which takes no parameters). */
function inline(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1]
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`
  })
}
