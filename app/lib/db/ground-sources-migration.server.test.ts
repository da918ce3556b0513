import { describe, expect, it } from 'vitest'
import { applyMigrations } from './apply-migrations.server'
import { openDatabase } from './database.server'
import { migrations } from './migrate.server'

// Migration 0026 (issue 42, ADR 034) makes an accepted correction's sources typed: every web
// source already stored must come out as it went in.
describe('migration 0026', () => {
  it('keeps every existing web source of an accepted correction as it is', async () => {
    const database = await openDatabase({ kind: 'pglite' })
    try {
      const client = await database.pool.connect()
      try {
        await applyMigrations(client, migrations.filter((m) => m.name < '0026'), { transactions: 'each' })
        await client.query(`INSERT INTO content_overrides (collection, record_id, field, value, sources, as_of)
          VALUES ('banks', 'national-bank-hathazari', 'address', '{"bn":"ক","en":"K"}', ARRAY['https://www.nblbd.com/branch', 'https://bn.wikipedia.org/wiki/হাটহাজারী'], '2026-11-20')`)
        await applyMigrations(client, migrations, { transactions: 'each' })
        const { rows } = await client.query<{ sources: unknown }>('SELECT sources FROM content_overrides')
        expect(rows).toEqual([{ sources: ['https://www.nblbd.com/branch', 'https://bn.wikipedia.org/wiki/হাটহাজারী'] }])
        // An empty list is still refused; a source from the ground is an object among them.
        await expect(client.query(`INSERT INTO content_overrides (collection, record_id, field, value, sources, as_of) VALUES ('banks', 'x', 'address', '{}', '[]', '2026-11-20')`)).rejects.toThrow()
        await client.query(`INSERT INTO content_overrides (collection, record_id, field, value, sources, as_of)
          VALUES ('banks', 'x', 'phone', '{"number":"031-1"}', '[{"kind":"call","date":"2026-11-28","by":"m","answeredBy":"duty-desk"}]', '2026-11-28')`)
      } finally {
        client.release()
      }
    } finally {
      await database.close()
    }
  }, 60_000)
})
