import type { Lang } from '#app/i18n/i18n'
import { writeBlock } from '#app/lib/auth/can-write.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { acceptsListings, correctable, fieldsOf, isCollection, recordIdPattern } from '#app/lib/content/correctable'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { localDigits } from '#app/lib/format'
import { hitLimit } from '#app/lib/rate-limit.server'
import { MAP_POINTS } from '#app/lib/content/map-points'
import { SUGGEST_LIMIT } from './limits'
import { createMapSuggestion, loadMapTarget } from './map-suggestions.server'
import { safeRedirectPath } from '#app/lib/safe-redirect'
import type { SuggestTarget } from './components/suggest-form'
import { currentValue, findRecord, recordName } from './records'
import { refuse, type CorrectionResult } from './result'
import { normalizePhone, validateSuggestion, type SuggestionInput } from './schema'

export { SUGGEST_LIMIT } from './limits'

const comparable = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en')

/**
 * Stores a reader's correction to a listing, or a new listing, for the moderators' queue. The
 * reader must be signed in and allowed to write; the suggestion must name a record the guide
 * has, change something, and carry a source link or a note (a phone: a source link).
 */
export async function createSuggestion(user: SessionUser, input: SuggestionInput, lang: Lang): Promise<CorrectionResult<{ id: number }>> {
  const blocked = writeBlock(user)
  if (blocked) return refuse(403, blocked)
  if (input.collection === MAP_POINTS) return createMapSuggestion(user, input, lang)
  const checked = validateSuggestion(input)
  if (!checked.ok) return refuse(400, checked.message, { fields: checked.errors })
  const suggestion = checked.suggestion

  if (suggestion.kind === 'correction') {
    const record = findRecord(await getGuide(), suggestion.collection, suggestion.recordId)
    if (!record) return refuse(404, 'corrections.error.notFound')
    const current = currentValue(suggestion.collection, record, suggestion.field)
    const unchanged = suggestion.field === 'phone'
      ? (current?.en.split(', ') ?? []).some((number) => normalizePhone(number) === suggestion.value)
      : !!current && [current.bn, current.en].some((text) => comparable(text) === comparable(suggestion.value))
    if (unchanged) return refuse(400, 'corrections.error.sameAsNow', { fields: { value: { message: 'corrections.error.sameAsNow' } } })
  }

  const limit = await hitLimit(`corrections:suggest:${user.id}`, SUGGEST_LIMIT)
  if (!limit.allowed) return refuse(429, 'corrections.error.rateLimited', { vars: { minutes: Math.max(1, Math.ceil(limit.retryAfter / 60)) } })

  const proposal = suggestion.kind === 'correction'
    ? { value: suggestion.value }
    : Object.fromEntries(Object.entries({ name: suggestion.name, address: suggestion.address, phone: suggestion.phone, details: suggestion.details }).filter(([, v]) => v !== null))
  const row = await db()
    .insertInto('content_suggestions')
    .values({
      kind: suggestion.kind,
      collection: suggestion.collection,
      record_id: suggestion.kind === 'correction' ? suggestion.recordId : null,
      field: suggestion.kind === 'correction' ? suggestion.field : null,
      proposal: JSON.stringify(proposal),
      source_url: suggestion.sourceUrl,
      note: suggestion.note,
      lang,
      suggested_by: user.id,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      created_at: undefined,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { ok: true, id: row.id }
}

/**
 * What /suggest shows for `?collection=…&id=…` (a correction) or `?collection=…` (a new listing),
 * in the reader's language; null when the guide has no such list or record. `from` is the page
 * the reader came from (a same-site path), where they go back to.
 */
export async function loadSuggestTarget(params: URLSearchParams, lang: Lang): Promise<SuggestTarget | null> {
  const collection = params.get('collection')
  if (collection === MAP_POINTS) return loadMapTarget(params, lang)
  if (!isCollection(collection)) return null
  const from = safeRedirectPath(params.get('from'), correctable[collection].page)
  const id = params.get('id')
  if (!id) {
    if (!acceptsListings(collection)) return null
    return { kind: 'listing', collection, from, back: from }
  }
  const record = findRecord(await getGuide(), collection, id)
  if (!record) return null
  const field = params.get('field')
  const fields = fieldsOf(collection)
  return {
    kind: 'correction',
    collection,
    recordId: record.id,
    recordName: pick(lang, recordName(collection, record)),
    fields: fields.map((f) => {
      const current = pick(lang, currentValue(collection, record, f) ?? undefined)
      return { field: f, current: current && f === 'phone' ? localDigits(lang, current) : current ?? null }
    }),
    selected: fields.find((f) => f === field) ?? null,
    from,
    back: `${from.split('#')[0]}#${record.id}`,
  }
}

/** Where the reader lands after sending: the page they came from, at the listing's card. */
export function returnPath(form: { collection: string; from: string; recordId?: string }): string {
  const page = isCollection(form.collection) ? correctable[form.collection].page : form.collection === MAP_POINTS ? '/nearby' : '/'
  const from = safeRedirectPath(form.from, page).split('#')[0]!
  return form.recordId && recordIdPattern.test(form.recordId) && form.collection !== MAP_POINTS ? `${from}#${form.recordId}` : from
}
