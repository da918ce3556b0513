import { sql } from 'kysely'
import type { MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'

/** Which messages the admins' list shows: those still waiting (the default), or every one. */
export type ContactFilter = 'unhandled' | 'all'

export const CONTACT_PAGE_SIZE = 20

export interface ContactMessageView {
  id: number
  name: string
  /** The sender's address: shown on /moderation/contact only, never anywhere else. */
  email: string
  phone: string | null
  subject: string
  message: string
  createdAt: string
  handledAt: string | null
  /** The admin who handled it (null if unhandled, or their account is gone). */
  handledBy: string | null
  /** "Reply by e-mail": a mailto: link to the sender, the subject prefilled. */
  reply: string
}

export interface ContactPage {
  messages: ContactMessageView[]
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null
  /** How many messages wait to be handled, of all. */
  unhandled: number
}

export interface ContactCursor {
  at: Date
  id: number
}

/** The filter a query string asks for: 'all', or the default, 'unhandled'. */
export function contactFilter(value: string | null): ContactFilter {
  return value === 'all' ? 'all' : 'unhandled'
}

/** Opaque keyset cursor of the last message shown: its time (ms) and id. */
export function encodeContactCursor(createdAt: Date | string, id: number): string {
  return `${new Date(createdAt).getTime()}_${id}`
}

/** A cursor from a URL, or null when it is not one this page wrote (garbage, out of range). */
export function decodeContactCursor(value: string): ContactCursor | null {
  const match = /^(\d{1,15})_([1-9]\d{0,9})$/.exec(value)
  if (!match) return null
  const at = new Date(Number(match[1]))
  const id = Number(match[2])
  return Number.isNaN(at.getTime()) || id > 2_147_483_647 ? null : { at, id }
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/**
 * One page of the contact form's messages for admins, newest first, by keyset (created_at, id):
 * the cost does not grow with depth. The route checks the role; this only reads.
 */
export async function listContactMessages(filter: ContactFilter, cursor: ContactCursor | null, limit = CONTACT_PAGE_SIZE): Promise<ContactPage> {
  const rows = await db()
    .selectFrom('contact_messages as m')
    .leftJoin('profiles as h', 'h.id', 'm.handled_by')
    .select(['m.id', 'm.name', 'm.email', 'm.phone', 'm.subject', 'm.message', 'm.created_at', 'm.handled_at', 'h.name as handler'])
    .$if(filter === 'unhandled', (q) => q.where('m.handled_at', 'is', null))
    .$if(cursor !== null, (q) => q.where(sql<boolean>`(m.created_at, m.id) < (${cursor!.at}, ${cursor!.id})`))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute()
  const { count } = await db()
    .selectFrom('contact_messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow()
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    messages: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      createdAt: iso(row.created_at)!,
      handledAt: iso(row.handled_at),
      handledBy: row.handled_at ? row.handler ?? null : null,
      reply: replyMailto(row.email, row.subject),
    })),
    next: rows.length > limit && last ? encodeContactCursor(last.created_at, last.id) : null,
    unhandled: Number(count),
  }
}

export type HandledResult = { ok: true; changed: boolean } | { ok: false; status: 403 | 404; error: MessageKey }

/**
 * Marks a contact message handled (by this admin, now) or back to unhandled, with an audit row
 * in the same transaction. Admins only (with two-step sign-in, as every moderator power). Marking
 * it as it already is changes nothing and writes no audit row.
 */
export async function setContactHandled(admin: SessionUser, id: number, handled: boolean): Promise<HandledResult> {
  if (!actsAs(admin, 'admin')) return { ok: false, status: 403, error: 'moderation.error.forbidden' }
  return db().transaction().execute(async (trx) => {
    const row = await trx.selectFrom('contact_messages').select(['id', 'handled_at']).where('id', '=', id).forUpdate().executeTakeFirst()
    if (!row) return { ok: false, status: 404, error: 'moderation.contact.error.notFound' } as const
    if ((row.handled_at !== null) === handled) return { ok: true, changed: false } as const
    await trx.updateTable('contact_messages')
      .set(handled ? { handled_at: new Date(), handled_by: admin.id } : { handled_at: null, handled_by: null })
      .where('id', '=', id)
      .execute()
    // Nothing of the sender (their address least of all) goes into the log: the message's id says which.
    await writeAudit(trx, { actorId: admin.id, action: handled ? 'handle' : 'unhandle', targetType: 'contact', targetId: id })
    return { ok: true, changed: true } as const
  })
}

/**
 * A mailto: link that answers the sender: "Re: <subject>" (not "Re: Re: …"), each part
 * percent-encoded so an address or subject with ?, &, #, % or spaces stays one field.
 */
export function replyMailto(email: string, subject: string): string {
  const at = email.lastIndexOf('@')
  const address = at > 0 ? `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}` : encodeURIComponent(email)
  const line = subject.replace(/\s+/g, ' ').trim()
  const reply = /^re:/i.test(line) ? line : `Re: ${line}`
  return `mailto:${address}?subject=${encodeURIComponent(reply)}`
}
