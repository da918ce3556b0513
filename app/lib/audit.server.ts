import type { Kysely, Transaction } from 'kysely'
import type { DB } from './db/schema'

export interface AuditEntry {
  actorId: string
  /** What was done: keep, hide, remove, resolve, suspend, ban, lift, accept, decline, call, check, handle, unhandle. */
  action: string
  targetType: 'post' | 'comment' | 'user' | 'correction' | 'event' | 'contact' | 'guide' | 'watched-word' | 'error'
  targetId: string | number
  reason?: string | null
  details?: Record<string, unknown>
}

/** Records a moderator's action; call it inside the action's own transaction. */
export async function writeAudit(executor: Kysely<DB> | Transaction<DB>, entry: AuditEntry) {
  await executor
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      reason: entry.reason?.trim() || null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: undefined,
    })
    .execute()
}
