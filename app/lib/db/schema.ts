import type { ColumnType, Generated } from 'kysely'

/**
 * Table types for Kysely. The SQL migrations in db/migrations are the truth; keep this in step.
 * better-auth's own tables use camelCase columns.
 */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
export type Role = 'member' | 'moderator' | 'admin'

export interface DB {
  schema_migrations: { name: string; applied_at: Generated<Date> }
  user: {
    id: string
    name: string
    email: string
    emailVerified: boolean
    image: string | null
    createdAt: Timestamp
    updatedAt: Timestamp
  }
  session: {
    id: string
    expiresAt: Timestamp
    token: string
    createdAt: Timestamp
    updatedAt: Timestamp
    ipAddress: string | null
    userAgent: string | null
    userId: string
  }
  profiles: {
    id: string
    name: string
    bio: string | null
    avatar_url: string | null
    role: Generated<Role>
    created_at: Timestamp
    updated_at: Timestamp
  }
  rate_limits: { key: string; window_start: Timestamp; count: number }
  contact_messages: {
    id: Generated<number>
    name: string
    email: string
    phone: string | null
    subject: string
    message: string
    user_id: string | null
    lang: 'bn' | 'en'
    created_at: Timestamp
  }
}
