import { describe, expect, it } from 'vitest'
import { applyMigrations } from './apply-migrations.server'
import { openDatabase } from './database.server'
import { migrations } from './migrate.server'

// Migration 0034 (issue 45): a story about the guide's own place is 'local' on every pack; the
// stories kept before it keep their place, in one transaction with the rest too.
describe('migration 0034', () => {
  for (const transactions of ['each', 'caller'] as const) {
    it(`renames the first place's stories to 'local' and refuses the old value (${transactions})`, async () => {
      const database = await openDatabase({ kind: 'pglite' })
      try {
        const client = await database.pool.connect()
        try {
          if (transactions === 'caller') await client.query('BEGIN')
          await applyMigrations(client, migrations.filter((m) => m.name < '0034'), { transactions })
          await client.query(`INSERT INTO news_items (source_id, guid, canonical_url, headline_key, title, url, region, published_at)
            VALUES ('azadi', 'g1', 'https://a.example/1', 'k1', 'Story', 'https://a.example/1', 'hathazari', now()),
                   ('azadi', 'g2', 'https://a.example/2', 'k2', 'Other', 'https://a.example/2', 'region', now())`)
          await applyMigrations(client, migrations, { transactions })
          if (transactions === 'caller') await client.query('COMMIT')
          const { rows } = await client.query<{ guid: string; region: string }>('SELECT guid, region FROM news_items ORDER BY guid')
          expect(rows).toEqual([{ guid: 'g1', region: 'local' }, { guid: 'g2', region: 'region' }])
          await expect(client.query(`UPDATE news_items SET region = 'hathazari' WHERE guid = 'g2'`)).rejects.toThrow(/news_items_region_check/)
        } finally {
          client.release()
        }
      } finally {
        await database.close()
      }
    }, 60_000)
  }
})
