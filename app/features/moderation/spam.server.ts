import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { ItemType } from '#app/lib/db/schema'
import { moderateItem, type ModResult } from './actions.server'

const fail = (status: number, message: 'moderation.error.forbidden' | 'moderation.error.notFound'): ModResult => ({ ok: false, status, error: { message } })

/**
 * A moderator's one action on an item readers hid as spam (issue 43 §4).
 * confirm: the item is removed as spam and its author stays silenced (reads, never writes) until
 *   a moderator lifts it, or removes the account as a spammer;
 * restore: the item is up again, the spam reports dismissed, and the author's silence lifted.
 */
export async function decideSpam(moderator: SessionUser, type: ItemType, id: number, decision: 'confirm' | 'restore', reason: string): Promise<ModResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  const table = type === 'post' ? 'posts' : 'comments'
  const item = await db().selectFrom(table as 'posts').select('author_id').where('id', '=', id).executeTakeFirst()
  if (!item) return fail(404, 'moderation.error.notFound')
  const result = await moderateItem(moderator, type, id, decision === 'confirm' ? 'remove' : 'keep', reason)
  if (!result.ok || decision === 'confirm') return result
  await db().transaction().execute(async (trx) => {
    const lifted = await trx.updateTable('profiles').set({ silenced_at: null }).where('id', '=', item.author_id).where('silenced_at', 'is not', null).returning('id').executeTakeFirst()
    if (lifted) await writeAudit(trx, { actorId: moderator.id, action: 'unsilence', targetType: 'user', targetId: item.author_id, details: { after: `${type} ${id} restored` } })
  })
  return { ok: true }
}
