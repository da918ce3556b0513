import type { Lang } from '#app/i18n/i18n'
import type { SessionUser } from '#app/lib/auth/session.server'
import { getGuide } from '#app/lib/content/guide.server'
import { formatLocation, isNearbyKind, MAP_POINTS, parseLocation } from '#app/lib/content/map-points'
import { nearbyPoints } from '#app/lib/content/mapped-points.server'
import { pick } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { distanceM, type NearbyKind, type NearbyPoint } from '#app/lib/geo'
import { hitLimit } from '#app/lib/rate-limit.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { SuggestTarget } from './components/suggest-form'
import { validateMapSuggestion } from './map-schema'
import { refuse, type CorrectionResult } from './result'
import { validateFinalValue, type SuggestionInput } from './schema'
import { SUGGEST_LIMIT } from './limits'
import { checkTexts, wordRefusal } from '#app/lib/watched-words/words.server'

/**
 * Suggestions for the map (issue 14, docs/content.md "Map corrections"): a moved pin or a new
 * place, stored with the guide's other suggestions (collection `mapPoints`) and decided in the
 * same queue. An accepted one becomes an override that the "near you" lists apply at once.
 */

/** Less than this from where the pin is: the same place. */
const SAME_PLACE_M = 5

async function findPoint(id: string) {
  return nearbyPoints(await getGuide()).find((point) => point.id === id)
}

/** Stores a reader's moved pin or new place for the moderators' queue. */
export async function createMapSuggestion(user: SessionUser, input: SuggestionInput, lang: Lang): Promise<CorrectionResult<{ id: number }>> {
  const checked = validateMapSuggestion(input)
  if (!checked.ok) return refuse(400, checked.message, { fields: checked.errors })
  const suggestion = checked.suggestion
  // Watched words (issue 43 §3): a blocked one refuses; the rest waits for a moderator anyway.
  const words = await checkTexts([suggestion.kind === 'listing' ? suggestion.name : null, suggestion.note])
  if (words?.action === 'block') return refuse(400, wordRefusal(words).message)
  if (suggestion.kind === 'correction') {
    const point = await findPoint(suggestion.recordId)
    if (!point) return refuse(404, 'corrections.error.notFound')
    if (distanceM(point, suggestion.location) < SAME_PLACE_M) {
      return refuse(400, 'corrections.error.sameAsNow', { fields: { location: { message: 'corrections.error.sameAsNow' } } })
    }
  }
  const limit = await hitLimit(`corrections:suggest:${user.id}`, SUGGEST_LIMIT)
  if (!limit.allowed) return refuse(429, 'corrections.error.rateLimited', { vars: { minutes: Math.max(1, Math.ceil(limit.retryAfter / 60)) } })
  const proposal = suggestion.kind === 'correction'
    ? { value: formatLocation(suggestion.location) }
    : { name: suggestion.name, placeKind: suggestion.placeKind, location: formatLocation(suggestion.location) }
  const row = await db().insertInto('content_suggestions').values({
    kind: suggestion.kind,
    collection: MAP_POINTS,
    record_id: suggestion.kind === 'correction' ? suggestion.recordId : null,
    field: suggestion.kind === 'correction' ? 'location' : null,
    proposal: JSON.stringify(proposal),
    source_url: suggestion.sourceUrl,
    note: suggestion.note,
    lang,
    suggested_by: user.id,
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    created_at: undefined,
  }).returning('id').executeTakeFirstOrThrow()
  return { ok: true, id: row.id }
}

/** What /suggest?collection=mapPoints[&id=<point>] shows; null for a point the map does not have. */
export async function loadMapTarget(params: URLSearchParams, lang: Lang): Promise<SuggestTarget | null> {
  const from = safeRedirectPath(params.get('from'), '/nearby')
  const id = params.get('id')
  if (!id) return { kind: 'listing', collection: MAP_POINTS, from, back: from, map: { current: null } }
  const point = await findPoint(id)
  if (!point) return null
  return {
    kind: 'correction', collection: MAP_POINTS, recordId: point.id, recordName: pick(lang, point.name),
    fields: [], selected: null, from, back: from, map: { current: formatLocation(point) },
  }
}

/** A map suggestion as the queue shows it. */
export interface MapView {
  /** Where the pin is now ("22.50123, 91.80812"); null for a new place. */
  current: string | null
  proposed: string
  placeKind: NearbyKind | null
  pointName: { bn: string; en: string } | null
}

/** The map part of a pending suggestion's view; null when its point is gone from the map. */
export function mapView(row: { kind: string; record_id: string | null; proposal: unknown }, points: readonly NearbyPoint[]): MapView | null {
  const proposal = row.proposal as { value?: unknown; location?: unknown; placeKind?: unknown }
  if (row.kind === 'correction') {
    const point = points.find((p) => p.id === row.record_id)
    if (!point) return null
    return { current: formatLocation(point), proposed: String(proposal.value ?? ''), placeKind: point.kind, pointName: point.name }
  }
  return { current: null, proposed: String(proposal.location ?? ''), placeKind: isNearbyKind(proposal.placeKind) ? proposal.placeKind : null, pointName: null }
}

/**
 * The override an accepted map suggestion writes, from the moderator's final version: a moved
 * pin's location, or a new place's name (both languages), kind and location.
 */
export async function mapOverride(
  row: { id: number; kind: string; record_id: string | null },
  final: { value: { bn: string; en: string }; location: string; placeKind: string },
): Promise<{ ok: true; override: { recordId: string; field: 'location' | 'record'; value: unknown } } | { ok: false; status: number; message: Parameters<typeof refuse>[1] }> {
  const location = parseLocation(final.location)
  if (!location) return { ok: false, status: 400, message: 'corrections.error.location' }
  if (row.kind === 'correction') {
    if (!row.record_id || !(await findPoint(row.record_id))) return { ok: false, status: 409, message: 'corrections.error.notFound' }
    return { ok: true, override: { recordId: row.record_id, field: 'location', value: location } }
  }
  const name = validateFinalValue('name', final.value)
  if (!name.ok || !('bn' in name.value)) return { ok: false, status: 400, message: name.ok ? 'corrections.error.valueBoth' : name.message }
  if (!isNearbyKind(final.placeKind)) return { ok: false, status: 400, message: 'corrections.error.placeKind' }
  return { ok: true, override: { recordId: `suggested-${row.id}`, field: 'record', value: { name: name.value, kind: final.placeKind, ...location } } }
}
