import type { ColumnType, Generated } from 'kysely'

/**
 * Table types for Kysely. The SQL migrations in db/migrations are the truth; keep this in step.
 * better-auth's own tables use camelCase columns.
 */
export interface DB {
  schema_migrations: { name: string; applied_at: Generated<Date> }
}

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
