import type { Lang, MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { correctable, isCollection, isCorrectionField, publishesListings, type CollectionName, type CorrectionField } from '#app/lib/content/correctable'
import { getGuide, invalidateGuide } from '#app/lib/content/guide.server'
import { NewListing } from '#app/lib/content/overrides'
import type { Bilingual } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { dhakaDay } from '#app/lib/format'
import { publish } from '#app/lib/events.server'
import { notifyUser } from '#app/lib/notifications/notify.server'
import { MAP_POINTS } from '#app/lib/content/map-points'
import { nearbyPoints } from '#app/lib/content/mapped-points.server'
import { mapOverride, mapView, type MapView } from './map-suggestions.server'
import { currentValue, findRecord, recordName } from './records'
import { refuse, type CorrectionResult } from './result'
import { validateFinalValue, validateReason } from './schema'
import { tidy } from '#app/lib/user-text'

export type { CorrectionResult } from './result'

/** What the reader proposed, in their own language (`lang`). */
export interface Proposal {
  /** A correction's new value. */
  value?: string
  /** A new listing's fields. */
  name?: string
  address?: string
  phone?: string
  details?: string
}

/** A pending suggestion as the moderation queue shows it (both languages: the queue picks). */
export interface SuggestionView {
  id: number
  kind: 'correction' | 'listing'
  collection: CollectionName | typeof MAP_POINTS
  recordId: string | null
  /** The listing's name in the guide now; null for a new listing. */
  recordName: Bilingual | null
  field: CorrectionField | null
  /** What the guide says now (null: nothing, or a new listing). */
  current: Bilingual | null
  proposal: Proposal
  /** The language the reader wrote in: the Accept form fills that language's box. */
  lang: Lang
  sourceUrl: string | null
  note: string | null
  suggestedBy: string
  createdAt: string
  /** The page that shows the listing, at its card. */
  href: string
  /** Why it can only be declined (no source, a list filled by hand, a record gone); null if it can be accepted. */
  acceptBlock: MessageKey | null
  /** A suggestion for the map (issue 14): where the pin is and where the reader puts it. */
  map?: MapView
}

/** Today's date in Bangladesh (YYYY-MM-DD): an accepted correction's as-of date. */
export const dhakaDate = dhakaDay

const gone = () => refuse(404, 'corrections.error.suggestionGone')

/** The pending suggestions, oldest first, with what the guide says now. */
export async function listPendingSuggestions(): Promise<SuggestionView[]> {
  const [guide, rows] = await Promise.all([
    getGuide(),
    db()
      .selectFrom('content_suggestions as s')
      .leftJoin('profiles as p', 'p.id', 's.suggested_by')
      .select(['s.id', 's.kind', 's.collection', 's.record_id', 's.field', 's.proposal', 's.source_url', 's.note', 's.lang', 's.created_at', 'p.name as suggester'])
      .where('s.status', '=', 'pending')
      .orderBy('s.created_at')
      .orderBy('s.id')
      .limit(200)
      .execute(),
  ])
  const points = rows.some((row) => row.collection === MAP_POINTS) ? nearbyPoints(guide) : []
  return rows.flatMap((row): SuggestionView[] => {
    if (row.collection === MAP_POINTS) {
      const map = mapView(row, points)
      const proposal = row.proposal as Proposal
      return [{
        id: row.id, kind: row.kind, collection: MAP_POINTS, recordId: row.record_id,
        recordName: map?.pointName ?? null, field: null, current: null,
        proposal: typeof proposal.name === 'string' ? { name: proposal.name } : {},
        lang: row.lang, sourceUrl: row.source_url, note: row.note, suggestedBy: row.suggester ?? '',
        createdAt: new Date(row.created_at).toISOString(),
        href: '/nearby',
        acceptBlock: !map ? 'corrections.queue.recordGone' : !row.source_url ? 'corrections.queue.noSource' : null,
        map: map ?? { current: null, proposed: '', placeKind: null, pointName: null },
      }]
    }
    if (!isCollection(row.collection)) return []
    const collection = row.collection
    const field = isCorrectionField(row.field) ? row.field : null
    const record = row.record_id ? findRecord(guide, collection, row.record_id) : undefined
    const page = correctable[collection].page
    let acceptBlock: MessageKey | null = null
    if (row.kind === 'correction' && !record) acceptBlock = 'corrections.queue.recordGone'
    else if (row.kind === 'listing' && !publishesListings(collection)) acceptBlock = 'corrections.queue.packOnly'
    else if (!row.source_url) acceptBlock = 'corrections.queue.noSource'
    const proposal = row.proposal as Proposal
    return [{
      id: row.id,
      kind: row.kind,
      collection,
      recordId: row.record_id,
      recordName: record ? recordName(collection, record) : null,
      field,
      current: record && field ? currentValue(collection, record, field) : null,
      proposal: {
        ...(typeof proposal.value === 'string' ? { value: proposal.value } : {}),
        ...(typeof proposal.name === 'string' ? { name: proposal.name } : {}),
        ...(typeof proposal.address === 'string' ? { address: proposal.address } : {}),
        ...(typeof proposal.phone === 'string' ? { phone: proposal.phone } : {}),
        ...(typeof proposal.details === 'string' ? { details: proposal.details } : {}),
      },
      lang: row.lang,
      sourceUrl: row.source_url,
      note: row.note,
      suggestedBy: row.suggester ?? '',
      createdAt: new Date(row.created_at).toISOString(),
      href: record ? `${page}#${record.id}` : page,
      acceptBlock,
    }]
  })
}

/**
 * What the reader who suggested is told the suggestion was about: the listing's name (both
 * languages, as the guide had it) and the page that shows it.
 */
function suggestionTarget(guide: Awaited<ReturnType<typeof getGuide>>, row: { collection: string; kind: string; record_id: string | null; proposal: unknown }) {
  const proposal = row.proposal as Proposal
  const proposedName = typeof proposal.name === 'string' ? { bn: proposal.name, en: proposal.name } : null
  if (row.collection === MAP_POINTS) {
    const point = row.record_id ? nearbyPoints(guide).find((p) => p.id === row.record_id) : undefined
    return { name: point?.name ?? proposedName, href: '/nearby' }
  }
  if (!isCollection(row.collection)) return { name: proposedName, href: null }
  const record = row.record_id ? findRecord(guide, row.collection, row.record_id) : undefined
  const page = correctable[row.collection].page
  return { name: record ? recordName(row.collection, record) : proposedName, href: record ? `${page}#${record.id}` : page }
}

/** Thrown inside a transaction when another moderator decided first: rolls it back. */
class AlreadyDecided extends Error {}

/**
 * Accepts a suggestion with the moderator's final wording in both languages. In one
 * transaction: the suggestion is marked accepted, the override written (the suggester's source,
 * today's date), the audit row written and a 'content' event sent, so every process shows the
 * corrected guide at once. A suggestion without a source link can only be declined.
 */
export async function acceptSuggestion(
  moderator: SessionUser, id: number, value: { bn: string; en: string }, place: { location: string; placeKind: string } = { location: '', placeKind: '' }, note = '',
): Promise<CorrectionResult> {
  if (!actsAs(moderator, 'moderator')) return refuse(403, 'corrections.error.forbidden')
  if (!Number.isSafeInteger(id) || id <= 0) return gone()
  const row = await db().selectFrom('content_suggestions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.status !== 'pending') return gone()
  // An optional word to the reader who suggested it (they are told of the decision).
  const noteProblem = note.trim() ? validateReason(note) : null
  if (noteProblem) return refuse(400, noteProblem)
  const noteText = note.trim() ? tidy(note) : null
  const collection = row.collection
  if (!isCollection(collection) && collection !== MAP_POINTS) return refuse(400, 'corrections.error.collection')
  if (!row.source_url) return refuse(400, 'corrections.error.acceptNeedsSource')
  const sources = [row.source_url]
  const asOf = dhakaDate()

  let override: { recordId: string; field: CorrectionField | 'record' | 'location'; value: unknown }
  if (collection === MAP_POINTS) {
    // A moved pin or a new place on the map (issue 14).
    const built = await mapOverride(row, { value, ...place })
    if (!built.ok) return refuse(built.status, built.message)
    override = built.override
  } else if (row.kind === 'correction') {
    // Read the guide before the transaction: the embedded database has a single connection.
    const record = row.record_id ? findRecord(await getGuide(), collection, row.record_id) : undefined
    if (!record || !isCorrectionField(row.field)) return refuse(409, 'corrections.error.notFound')
    const final = validateFinalValue(row.field, value)
    if (!final.ok) return refuse(400, final.message)
    override = { recordId: record.id, field: row.field, value: final.value }
  } else {
    if (!publishesListings(collection)) return refuse(400, 'corrections.error.packOnly')
    const final = validateFinalValue('record', value)
    if (!final.ok || !('bn' in final.value)) return refuse(400, final.ok ? 'corrections.error.valueBoth' : final.message)
    const proposal = row.proposal as Proposal
    // The reader wrote the address and details in one language; the pack wants both, so both
    // carry their words until a volunteer translates them when folding the listing into the pack.
    const both = (text: string | undefined) => (text ? { bn: text, en: text } : undefined)
    const listing = NewListing.safeParse({
      name: final.value,
      ...(proposal.address ? { address: both(proposal.address) } : {}),
      ...(proposal.details ? { details: both(proposal.details) } : {}),
      ...(proposal.phone ? { phone: proposal.phone } : {}),
    })
    if (!listing.success) return refuse(400, 'corrections.error.invalid')
    override = { recordId: `suggested-${row.id}`, field: 'record', value: listing.data }
  }

  const target = suggestionTarget(await getGuide(), row)
  try {
    await db().transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('content_suggestions')
        .set({ status: 'accepted', decided_by: moderator.id, decided_at: new Date(), decision_reason: noteText })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst()
      if (!updated) throw new AlreadyDecided()
      await trx
        .insertInto('content_overrides')
        .values({
          collection,
          record_id: override.recordId,
          field: override.field,
          value: JSON.stringify(override.value),
          sources: JSON.stringify(sources),
          as_of: asOf,
          suggestion_id: id,
          created_at: undefined,
        })
        .execute()
      await writeAudit(trx, {
        actorId: moderator.id,
        action: 'accept',
        targetType: 'correction',
        targetId: id,
        details: { collection, recordId: override.recordId, field: override.field, value: override.value, sources, asOf, note: noteText },
      })
      await notifyUser(trx, row.suggested_by, {
        kind: 'correction', suggestionId: id, actorId: moderator.id, named: false,
        details: { decision: 'accepted', suggestion: row.kind, name: row.kind === 'listing' && value.bn.trim() ? { bn: value.bn.trim(), en: value.en.trim() || value.bn.trim() } : target.name, href: target.href, note: noteText },
      })
      await publish(trx, 'content', { type: 'correction-accepted', collection, recordId: override.recordId, field: override.field })
    })
  } catch (error) {
    if (error instanceof AlreadyDecided) return gone()
    throw error
  }
  // This process need not wait for its own NOTIFY to come back.
  invalidateGuide()
  return { ok: true }
}

/** Declines a suggestion with a reason (kept with it and in the audit log). Nothing in the guide changes. */
export async function declineSuggestion(moderator: SessionUser, id: number, reason: string): Promise<CorrectionResult> {
  if (!actsAs(moderator, 'moderator')) return refuse(403, 'corrections.error.forbidden')
  if (!Number.isSafeInteger(id) || id <= 0) return gone()
  const row = await db().selectFrom('content_suggestions').select(['status', 'collection', 'record_id', 'field', 'kind', 'proposal', 'suggested_by']).where('id', '=', id).executeTakeFirst()
  if (!row || row.status !== 'pending') return gone()
  const invalid = validateReason(reason)
  if (invalid) return refuse(400, invalid)
  const text = tidy(reason)
  const target = suggestionTarget(await getGuide(), row)
  try {
    await db().transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('content_suggestions')
        .set({ status: 'declined', decided_by: moderator.id, decided_at: new Date(), decision_reason: text })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst()
      if (!updated) throw new AlreadyDecided()
      await writeAudit(trx, {
        actorId: moderator.id,
        action: 'decline',
        targetType: 'correction',
        targetId: id,
        reason: text,
        details: { collection: row.collection, recordId: row.record_id, field: row.field },
      })
      await notifyUser(trx, row.suggested_by, {
        kind: 'correction', suggestionId: id, actorId: moderator.id, named: false,
        details: { decision: 'declined', suggestion: row.kind, name: target.name, href: target.href, note: text },
      })
    })
  } catch (error) {
    if (error instanceof AlreadyDecided) return gone()
    throw error
  }
  return { ok: true }
}
