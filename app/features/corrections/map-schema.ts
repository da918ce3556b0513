import type { MessageKey } from '#app/i18n/i18n'
import { isNearbyKind, mapPointIdPattern, parseLocation, type LatLon } from '#app/lib/content/map-points'
import type { NearbyKind } from '#app/lib/geo'
import { cleanText, isBlank, tidy } from '#app/lib/user-text'
import { isSourceUrl, LINE_MAX, NOTE_MAX, type SuggestionErrors, type SuggestionInput } from './schema'

/**
 * The rules of a suggestion for the map (issue 14): a moved pin (a correction of a point's
 * `location`) or a new place (a listing with a name, a kind and a location). Like every
 * suggestion it carries a source link or a note; only one with a link can be accepted.
 */
export type MapSuggestion =
  | { kind: 'correction'; recordId: string; location: LatLon; sourceUrl: string | null; note: string | null }
  | { kind: 'listing'; name: string; placeKind: NearbyKind; location: LatLon; sourceUrl: string | null; note: string | null }

const line = (text: string | undefined) => {
  const value = cleanText(text ?? '').replace(/\s+/g, ' ').trim()
  return isBlank(value) ? '' : value
}

export function validateMapSuggestion(input: SuggestionInput):
  { ok: true; suggestion: MapSuggestion } | { ok: false; errors: SuggestionErrors; message: MessageKey } {
  const errors: SuggestionErrors = {}
  const fail = (message: MessageKey) => ({ ok: false as const, errors, message })
  const sourceUrl = line(input.sourceUrl)
  const note = tidy(input.note ?? '')
  if (sourceUrl && !isSourceUrl(sourceUrl)) errors.sourceUrl = { message: 'corrections.error.sourceUrl' }
  if (Array.from(note).length > NOTE_MAX) errors.note = { message: 'corrections.error.tooLong', vars: { max: NOTE_MAX } }
  if (!sourceUrl && isBlank(note)) errors.sourceUrl = { message: 'corrections.error.sourceOrNote' }
  const location = parseLocation(line(input.location))
  if (!location) errors.location = { message: 'corrections.error.location' }
  const provenance = { sourceUrl: sourceUrl || null, note: isBlank(note) ? null : note }

  if (input.kind === 'correction') {
    const recordId = (input.recordId ?? '').trim()
    if (!mapPointIdPattern.test(recordId)) return fail('corrections.error.notFound')
    if (input.field !== 'location') return fail('corrections.error.invalid')
    if (Object.keys(errors).length || !location) return fail('corrections.error.check')
    return { ok: true, suggestion: { kind: 'correction', recordId, location, ...provenance } }
  }
  if (input.kind !== 'listing') return fail('corrections.error.invalid')
  const name = line(input.name)
  if (!name) errors.name = { message: 'corrections.error.nameRequired' }
  else if (Array.from(name).length > LINE_MAX) errors.name = { message: 'corrections.error.tooLong', vars: { max: LINE_MAX } }
  const placeKind = input.placeKind
  if (!isNearbyKind(placeKind)) errors.placeKind = { message: 'corrections.error.placeKind' }
  if (Object.keys(errors).length || !location || !isNearbyKind(placeKind)) return fail('corrections.error.check')
  return { ok: true, suggestion: { kind: 'listing', name, placeKind, location, ...provenance } }
}
