import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readMigrationFiles } from './apply-migrations.server'
import { migrations } from './migrate.server'

describe('migrations read from disk', () => {
  it('are the ones the server’s build bundles, in the same order (npm run db:to-postgres applies these)', () => {
    const fromDisk = readMigrationFiles(join(process.cwd(), 'db/migrations'))
    expect(fromDisk.length).toBeGreaterThan(0)
    expect(fromDisk).toEqual(migrations)
  })
})
