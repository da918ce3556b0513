import type { MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import type { Role, TrustLevel } from '#app/lib/db/schema'
import { isBlank, tidy } from '#app/lib/user-text'
import { isTrustLevel } from './levels'
import { recomputeLevels } from './recompute.server'

export type SetLevelResult = { ok: true; level: TrustLevel; locked: boolean } | { ok: false; status: number; error: { message: MessageKey } }

const fail = (status: number, message: MessageKey): SetLevelResult => ({ ok: false, status, error: { message } })
const rank: Record<Role, number> = { member: 0, moderator: 1, admin: 2 }

/** What a moderator asks: a level set and locked, or the lock taken off (computed again). */
export type LevelChange = { action: 'lock'; level: string } | { action: 'unlock' }

/**
 * A moderator sets an account's level and locks it (the background runner leaves it alone), or
 * unlocks it, which computes it again at once. The same rank rule as suspending: never one's
 * own account, nor a moderator's or an admin's unless one outranks them (an admin may set a
 * moderator's). Audited in the same transaction: action 'trust-level', details from, to (or
 * 'computed' on an unlock), locked.
 */
export async function setTrustLevel(moderator: SessionUser, userId: string, change: LevelChange, reason = ''): Promise<SetLevelResult> {
  if (!actsAs(moderator, 'moderator')) return fail(403, 'moderation.error.forbidden')
  if (change.action !== 'lock' && change.action !== 'unlock') return fail(400, 'moderation.error.invalid')
  if (change.action === 'lock' && !isTrustLevel(change.level)) return fail(400, 'trust.error.level')
  const target = await db().selectFrom('profiles').select(['id', 'role', 'trust_level', 'trust_locked']).where('id', '=', userId).executeTakeFirst()
  if (!target) return fail(404, 'moderation.error.notFound')
  if (target.id === moderator.id || rank[target.role] >= rank[moderator.role]) return fail(403, 'moderation.error.notOverThem')
  const why = reason && !isBlank(reason) ? Array.from(tidy(reason)).slice(0, 500).join('') : null
  const to: TrustLevel = change.action === 'lock' ? (change.level as TrustLevel) : target.trust_level
  const locked = change.action === 'lock'
  if (locked === target.trust_locked && to === target.trust_level) return { ok: true, level: to, locked }
  await db().transaction().execute(async (trx) => {
    await trx.updateTable('profiles')
      .set(locked ? { trust_level: to, trust_locked: true } : { trust_locked: false, trust_computed_at: null })
      .where('id', '=', userId).execute()
    await writeAudit(trx, { actorId: moderator.id, action: 'trust-level', targetType: 'user', targetId: userId, reason: why, details: { from: target.trust_level, to: locked ? to : 'computed', locked } })
  })
  if (locked) return { ok: true, level: to, locked }
  // Unlocked: the figures decide again now, not in a minute.
  await recomputeLevels([userId])
  const now = await db().selectFrom('profiles').select('trust_level').where('id', '=', userId).executeTakeFirstOrThrow()
  return { ok: true, level: now.trust_level, locked: false }
}
