import { sql } from 'kysely'
import type { Lang, MessageKey } from '#app/i18n/i18n'
import { answeredByRoles, groundFields, photoSubjects, type GroundSource, type Source } from '#content/pack/schema'
import { removeEvidence } from '#app/lib/evidence.server'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { correctable, isCollection, isCorrectionField, publishesListings, type CollectionName, type CorrectionField } from '#app/lib/content/correctable'
import { getGuide, invalidateGuide } from '#app/lib/content/guide.server'
import { NewListing } from '#app/lib/content/overrides'
import type { Bilingual } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { dhakaDay, isPastDay as isCheckDay } from '#app/lib/dhaka-day'
import { publish } from '#app/lib/events.server'
import { notifyUser } from '#app/lib/notifications/notify.server'
import { MAP_POINTS } from '#app/lib/content/map-points'
import { nearbyPoints } from '#app/lib/content/mapped-points.server'
import { mapOverride, mapView, type MapView } from './map-suggestions.server'
import { currentValue, findRecord, recordName } from './records'
import { refuse, type CorrectionResult } from './result'
import { validateFinalValue, validateReason } from './schema'
import { tidy } from '#app/lib/user-text'
import { translator } from '#app/i18n/catalogs.server'

export type { CorrectionResult } from './result'

/** What the reader proposed, in their own language (`lang`). */
export interface Proposal {
  /** A correction's new value. */
  value?: string
  /** A new listing's fields. */
  name?: string
  address?: string
  phone?: string
  hours?: string
  details?: string
}

type PhotoSubject = (typeof photoSubjects)[number]

/** A photo sent with a suggestion, as moderators see it (the picture itself through /moderation/ground/photo/<id>). */
export interface EvidencePhoto {
  id: string
  subject: PhotoSubject
  width: number
  height: number
  /** The day it was taken, when the reader let it be kept. */
  takenOn: string | null
}

/**
 * What a suggestion from the ground brings (issue 42): its photos, the forum answer it came from,
 * the moderators' calls so far, and whether accepting it needs a call (it would publish a phone
 * number no web page gives).
 */
export interface GroundEvidence {
  photos: EvidencePhoto[]
  forum: { post: number; comment?: number } | null
  calls: Array<{ day: string; outcome: 'no-answer' }>
  needsCall: boolean
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
  /** Evidence from the ground: set for a suggestion with photos, from the forum, or without a link (issue 42). */
  ground: GroundEvidence | null
}

/**
 * What a moderator accepts a suggestion on (issue 42): the reader's link, one of the reader's
 * photos that shows it, the moderator's own visit, or the moderator's successful call. A phone
 * number no web page gives is accepted only on a call.
 */
export type AcceptBasis =
  | { kind: 'link' }
  | { kind: 'photo'; photo: string }
  | { kind: 'visit'; day: string }
  | { kind: 'call'; day: string; answeredBy: string }

/** Today's date in Bangladesh (YYYY-MM-DD): an accepted correction's as-of date. */
export const dhakaDate = dhakaDay

const gone = () => refuse(404, 'corrections.error.suggestionGone')

/**
 * Which queue a suggestion waits in: 'ground' when a moderator must look at photos, make a call or
 * a visit (it has photos or came from the forum, or has no link to check), else 'web'.
 */
export type SuggestionScope = 'web' | 'ground' | 'all'

const isGround = (row: { collection: string; source_url: string | null; ground: unknown[] }, photos: number) =>
  row.collection !== MAP_POINTS && (photos > 0 || row.ground.length > 0 || !row.source_url)

/** Does accepting publish a phone number that no web page of the suggestion gives? */
const publishesGroundPhone = (row: { field: string | null; kind: string; proposal: unknown; source_url: string | null }) =>
  !row.source_url && (row.field === 'phone' || (row.kind === 'listing' && typeof (row.proposal as Proposal).phone === 'string'))

/** The photos of these suggestions, by suggestion. */
async function photosOf(ids: number[]): Promise<Map<number, EvidencePhoto[]>> {
  const byId = new Map<number, EvidencePhoto[]>()
  if (ids.length === 0) return byId
  const rows = await db().selectFrom('ground_photos')
    .select(['id', 'suggestion_id', 'subject', 'width', 'height', sql<string | null>`to_char(taken_on, 'YYYY-MM-DD')`.as('taken_on')])
    .where('suggestion_id', 'in', ids).orderBy('created_at').orderBy('id').execute()
  for (const row of rows) {
    const list = byId.get(row.suggestion_id) ?? []
    list.push({ id: row.id, subject: row.subject, width: row.width, height: row.height, takenOn: row.taken_on })
    byId.set(row.suggestion_id, list)
  }
  return byId
}

/** The pending suggestions of a queue, oldest first, with what the guide says now. */
export async function listPendingSuggestions(scope: SuggestionScope = 'all'): Promise<SuggestionView[]> {
  const [guide, all] = await Promise.all([
    getGuide(),
    db()
      .selectFrom('content_suggestions as s')
      .leftJoin('profiles as p', 'p.id', 's.suggested_by')
      .select(['s.id', 's.kind', 's.collection', 's.record_id', 's.field', 's.proposal', 's.source_url', 's.note', 's.lang', 's.created_at', 's.ground', 's.calls', 'p.name as suggester'])
      .where('s.status', '=', 'pending')
      .orderBy('s.created_at')
      .orderBy('s.id')
      .limit(200)
      .execute(),
  ])
  const photos = await photosOf(all.map((row) => row.id))
  const rows = all.filter((row) => scope === 'all' || isGround(row, photos.get(row.id)?.length ?? 0) === (scope === 'ground'))
  const evidence = (row: (typeof all)[number]): GroundEvidence | null => {
    const list = photos.get(row.id) ?? []
    if (!isGround(row, list.length)) return null
    const forum = (row.ground as Array<{ kind?: string; post?: number; comment?: number }>).find((source) => source.kind === 'forum')
    return {
      photos: list,
      forum: forum?.post ? { post: forum.post, ...(forum.comment ? { comment: forum.comment } : {}) } : null,
      calls: (row.calls as Array<{ day: string; outcome: 'no-answer' }>).filter((call) => call.outcome === 'no-answer'),
      needsCall: publishesGroundPhone(row),
    }
  }
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
        ground: null,
      }]
    }
    if (!isCollection(row.collection)) return []
    const collection = row.collection
    const field = isCorrectionField(row.field) ? row.field : null
    const record = row.record_id ? findRecord(guide, collection, row.record_id) : undefined
    const page = correctable[collection].page
    const ground = evidence(row)
    let acceptBlock: MessageKey | null = null
    if (row.kind === 'correction' && !record) acceptBlock = 'corrections.queue.recordGone'
    else if (row.kind === 'listing' && !publishesListings(collection)) acceptBlock = 'corrections.queue.packOnly'
    // From the ground, a photo, a visit or a call can carry it; otherwise the link must.
    else if (!row.source_url && !ground) acceptBlock = 'corrections.queue.noSource'
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
        ...(typeof proposal.hours === 'string' ? { hours: proposal.hours } : {}),
        ...(typeof proposal.details === 'string' ? { details: proposal.details } : {}),
      },
      lang: row.lang,
      sourceUrl: row.source_url,
      note: row.note,
      suggestedBy: row.suggester ?? '',
      createdAt: new Date(row.created_at).toISOString(),
      href: record ? `${page}#${record.id}` : page,
      acceptBlock,
      ground,
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


type SuggestionRow = { id: number; kind: string; field: string | null; proposal: unknown; source_url: string | null; ground: unknown[]; suggested_by: string; created_at: Date | string }

/**
 * The sources an accepted suggestion rests on (issue 42, ADR 034): what it is accepted on first,
 * then the rest of its evidence (its photos, the forum answer it came from, its link). A phone
 * number no web page gives needs a moderator's successful call; a link basis needs a link; a photo
 * must be one of the suggestion's own.
 */
async function acceptSources(row: SuggestionRow, basis: AcceptBasis, moderator: SessionUser): Promise<{ ok: true; sources: Source[] } | { ok: false; message: MessageKey }> {
  const field = row.kind === 'correction' && (groundFields as readonly string[]).includes(row.field ?? '') ? row.field as (typeof groundFields)[number] : null
  const confirms = field ? { confirms: [field] } : {}
  const photoRows = await db().selectFrom('ground_photos')
    .select(['id', 'subject', sql<string | null>`to_char(taken_on, 'YYYY-MM-DD')`.as('taken_on'), 'created_at'])
    .where('suggestion_id', '=', row.id).orderBy('created_at').orderBy('id').execute()
  // A photo is dated by the day it was taken, when the reader let that be kept, else the day it was sent.
  const photos: GroundSource[] = photoRows.map((photo) => ({
    kind: 'photo', date: photo.taken_on ?? dhakaDay(new Date(photo.created_at)), by: row.suggested_by, subject: photo.subject, photo: photo.id, ...confirms,
  }))
  const forum = (row.ground as GroundSource[]).filter((source) => source.kind === 'forum').map((source) => ({ ...source, ...confirms }))
  let first: Source
  if (basis.kind === 'link') {
    if (!row.source_url) return { ok: false, message: 'corrections.error.acceptNeedsSource' }
    first = row.source_url
  } else if (publishesGroundPhone(row) && basis.kind !== 'call') {
    return { ok: false, message: 'corrections.error.phoneNeedsCall' }
  } else if (basis.kind === 'photo') {
    const photo = photos.find((source) => source.kind === 'photo' && source.photo === basis.photo)
    if (!photo) return { ok: false, message: 'corrections.error.basisPhoto' }
    first = photo
  } else if (basis.kind === 'visit') {
    if (!isCheckDay(basis.day)) return { ok: false, message: 'corrections.error.checkDay' }
    first = { kind: 'visit', date: basis.day, by: moderator.id, ...confirms }
  } else {
    if (!isCheckDay(basis.day)) return { ok: false, message: 'corrections.error.checkDay' }
    const role = answeredByRoles.find((known) => known === basis.answeredBy)
    if (!role) return { ok: false, message: 'corrections.error.answeredBy' }
    first = { kind: 'call', date: basis.day, by: moderator.id, answeredBy: role, ...confirms }
  }
  const seen = new Set<string>()
  const sources = [first, ...photos, ...forum, ...(row.source_url ? [row.source_url] : [])].filter((source) => {
    const key = typeof source === 'string' ? source : source.kind === 'photo' ? source.photo : JSON.stringify(source)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { ok: true, sources }
}

/**
 * Accepts a suggestion with the moderator's final wording in both languages, on `basis`: the
 * reader's link (the default), a photo, the moderator's visit or call (issue 42). In one
 * transaction: the suggestion is marked accepted, the override written (its sources, today's
 * date), the audit row written and a 'content' event sent, so every process shows the corrected
 * guide at once. A suggestion with nothing to accept it on can only be declined.
 */
export async function acceptSuggestion(
  moderator: SessionUser, id: number, value: { bn: string; en: string }, place: { location: string; placeKind: string } = { location: '', placeKind: '' }, note = '',
  basis: AcceptBasis = { kind: 'link' },
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
  // The map's places rest on a link, as before (issue 14); the guide's may rest on the ground.
  if (collection === MAP_POINTS && basis.kind !== 'link') return refuse(400, 'corrections.error.acceptNeedsSource')
  const sourced = await acceptSources(row, basis, moderator)
  if (!sourced.ok) return refuse(400, sourced.message)
  const sources = sourced.sources
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
      ...(proposal.hours ? { hours: both(proposal.hours) } : {}),
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
          sources: JSON.stringify(collection === MAP_POINTS ? sources.filter((source) => typeof source === 'string') : sources),
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
        details: { collection, recordId: override.recordId, field: override.field, value: override.value, basis, sources, asOf, note: noteText },
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
  let photoIds: string[] = []
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
      // A declined suggestion's photos are evidence of nothing: they are not kept (issue 42).
      photoIds = (await trx.deleteFrom('ground_photos').where('suggestion_id', '=', id).returning('id').execute()).map((photo) => photo.id)
    })
  } catch (error) {
    if (error instanceof AlreadyDecided) return gone()
    throw error
  }
  await removeEvidence(photoIds)
  return { ok: true }
}

/** What a moderator found calling the number a suggestion gives. */
export interface SuggestionCall {
  day: string
  outcome: 'answered' | 'no-answer' | 'wrong'
  /** Who answered, by role (for 'answered'). */
  answeredBy: string
}

/**
 * A moderator's call to the number a suggestion gives (issue 42). Answered: the suggestion is
 * accepted on the call, with the final wording. No answer: the day is noted on the suggestion
 * (and in the audit log) and it waits for another try. Wrong number: it is declined, and the
 * reader is told why in their language.
 */
export async function recordSuggestionCall(
  moderator: SessionUser, id: number, call: SuggestionCall, value: { bn: string; en: string }, note = '',
): Promise<CorrectionResult> {
  if (!actsAs(moderator, 'moderator')) return refuse(403, 'corrections.error.forbidden')
  if (!Number.isSafeInteger(id) || id <= 0) return gone()
  if (!isCheckDay(call.day)) return refuse(400, 'corrections.error.checkDay')
  if (call.outcome === 'answered') return acceptSuggestion(moderator, id, value, undefined, note, { kind: 'call', day: call.day, answeredBy: call.answeredBy })
  const row = await db().selectFrom('content_suggestions').select(['status', 'lang', 'collection', 'record_id', 'field']).where('id', '=', id).executeTakeFirst()
  if (!row || row.status !== 'pending') return gone()
  if (call.outcome === 'wrong') {
    const reason = note.trim() ? note : translator(row.lang)('corrections.call.wrongReason', { date: call.day })
    return declineSuggestion(moderator, id, reason)
  }
  if (call.outcome !== 'no-answer') return refuse(400, 'corrections.error.invalid')
  try {
    await db().transaction().execute(async (trx) => {
      const updated = await trx.updateTable('content_suggestions')
        .set({ calls: sql`calls || ${JSON.stringify([{ day: call.day, outcome: 'no-answer', by: moderator.id }])}::jsonb` })
        .where('id', '=', id).where('status', '=', 'pending').returning('id').executeTakeFirst()
      if (!updated) throw new AlreadyDecided()
      await writeAudit(trx, {
        actorId: moderator.id, action: 'call', targetType: 'correction', targetId: id,
        details: { collection: row.collection, recordId: row.record_id, field: row.field, outcome: 'no-answer', day: call.day },
      })
    })
  } catch (error) {
    if (error instanceof AlreadyDecided) return gone()
    throw error
  }
  return { ok: true }
}
