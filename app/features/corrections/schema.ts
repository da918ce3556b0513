import { isCopySite } from '#content/pack/copy-sites'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import {
  acceptsListings, fieldsOf, isCollection, isCorrectionField, recordIdPattern, type CollectionName, type CorrectionField,
} from '#app/lib/content/correctable'
import { cleanText, isBlank, tidy } from '#app/lib/user-text'
import { isPhoneNumber, normalizePhone } from '#app/lib/content/phone-number'

/*
 * The rules of a suggestion to the guide and of a moderator's decision, shared by the forms
 * (their HTML limits) and the server (the check that counts). Content rule: no phone number
 * without a source, so a phone needs a source link, not just a note.
 */

export const LINE_MAX = 200
export const DETAILS_MAX = 1000
export const NOTE_MAX = 1000
export const URL_MAX = 500
export const REASON_MAX = 500

export const suggestionKinds = ['correction', 'listing'] as const
export type SuggestionKind = (typeof suggestionKinds)[number]

/** What the suggestion form posts (all strings, as a form sends them). */
export interface SuggestionInput {
  kind: string
  collection: string
  recordId?: string
  /** A correction: which field, and its correct value. */
  field?: string
  value?: string
  /** A new listing. */
  name?: string
  address?: string
  phone?: string
  hours?: string
  details?: string
  sourceUrl?: string
  note?: string
  /** How many photos came with it (checked and stored by the action: issue 42). */
  photos?: number
  /** A moderator offered it from the forum: the post's answer is a source. */
  fromForum?: boolean
  /** A map place (issue 14): its location ("lat, lon") and, for a new one, its kind. */
  location?: string
  placeKind?: string
}

export type SuggestionErrorField = 'field' | 'value' | 'name' | 'address' | 'phone' | 'hours' | 'details' | 'sourceUrl' | 'note' | 'location' | 'placeKind' | 'photo1' | 'photo2' | 'photo3'
export interface FieldError { message: MessageKey; vars?: Vars }
export type SuggestionErrors = Partial<Record<SuggestionErrorField, FieldError>>

interface Provenance { sourceUrl: string | null; note: string | null }
export type CleanSuggestion =
  | ({ kind: 'correction'; collection: CollectionName; recordId: string; field: CorrectionField; value: string } & Provenance)
  | ({ kind: 'listing'; collection: CollectionName; name: string; address: string | null; phone: string | null; hours: string | null; details: string | null } & Provenance)

export type Validated =
  | { ok: true; suggestion: CleanSuggestion }
  | { ok: false; errors: SuggestionErrors; message: MessageKey }

const length = (text: string) => Array.from(text).length
/** One line of text: cleaned (app/lib/user-text), trimmed, inner whitespace collapsed; invisible text is none. */
const line = (text: string | undefined) => visible(cleanText(text ?? '').replace(/\s+/g, ' ').trim())
/** Prose: cleaned, trimmed, line breaks kept; invisible text is none. */
const prose = (text: string | undefined) => visible(tidy(text ?? ''))
const visible = (text: string) => (isBlank(text) ? '' : text)

export { isPhoneNumber, normalizePhone } from '#app/lib/content/phone-number'

/** An http(s) address without spaces (the pack's and the database's rule for a source). */
export function isSourceUrl(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text) || length(text) > URL_MAX) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
  } catch {
    return false
  }
}

const maxFor = (field: CorrectionField) => (field === 'details' ? DETAILS_MAX : LINE_MAX)

/** A value for `field`, cleaned; or why it is refused. */
function checkValue(field: CorrectionField, raw: string | undefined, required: MessageKey): { value: string } | { error: FieldError } {
  const value = field === 'phone' ? normalizePhone(line(raw)) : field === 'details' ? prose(raw) : line(raw)
  if (!value) return { error: { message: required } }
  if (length(value) > maxFor(field)) return { error: { message: 'corrections.error.tooLong', vars: { max: maxFor(field) } } }
  if (field === 'phone' && !isPhoneNumber(value)) return { error: { message: 'corrections.error.phoneFormat' } }
  return { value }
}

/** Checks a suggestion; on failure, one message per form field and one for the whole form. */
export function validateSuggestion(input: SuggestionInput): Validated {
  const errors: SuggestionErrors = {}
  const fail = (message: MessageKey): Validated => ({ ok: false, errors, message })
  const kind = input.kind
  if (kind !== 'correction' && kind !== 'listing') return fail('corrections.error.invalid')
  if (!isCollection(input.collection)) return fail('corrections.error.collection')
  const collection = input.collection

  const sourceUrl = line(input.sourceUrl)
  const note = prose(input.note)
  if (sourceUrl && !isSourceUrl(sourceUrl)) errors.sourceUrl = { message: 'corrections.error.sourceUrl' }
  else if (sourceUrl && isCopySite(sourceUrl)) errors.sourceUrl = { message: 'corrections.error.sourceCopy' }
  if (length(note) > NOTE_MAX) errors.note = { message: 'corrections.error.tooLong', vars: { max: NOTE_MAX } }
  // Something to check it against: a link, a photo, an answer in the forum, or at least a note.
  const photos = input.photos ?? 0
  if (!sourceUrl && !note && photos === 0 && !input.fromForum) {
    errors.sourceUrl = { message: 'corrections.error.sourceOrNote' }
  }
  // A phone number needs a page or a photo that shows it; a moderator calls it before it is shown.
  const phoneEvidence = !!sourceUrl || photos > 0
  const provenance: Provenance = { sourceUrl: sourceUrl || null, note: note || null }

  if (kind === 'correction') {
    const recordId = (input.recordId ?? '').trim()
    if (!recordIdPattern.test(recordId)) return fail('corrections.error.notFound')
    const field = input.field
    if (!isCorrectionField(field) || !fieldsOf(collection).includes(field)) {
      errors.field = { message: 'corrections.error.field' }
      return fail('corrections.error.check')
    }
    const checked = checkValue(field, input.value, 'corrections.error.valueRequired')
    if ('error' in checked) errors.value = checked.error
    if (field === 'phone' && !phoneEvidence) errors.sourceUrl = { message: 'corrections.error.phoneNeedsSource' }
    if (Object.keys(errors).length || 'error' in checked) return fail('corrections.error.check')
    return { ok: true, suggestion: { kind, collection, recordId, field, value: checked.value, ...provenance } }
  }

  if (!acceptsListings(collection)) return fail('corrections.error.collection')
  const name = checkValue('name', input.name, 'corrections.error.nameRequired')
  if ('error' in name) errors.name = name.error
  const optional = (field: 'address' | 'phone' | 'hours' | 'details') => {
    if (!line(input[field])) return null
    const checked = checkValue(field, input[field], 'corrections.error.valueRequired')
    if ('error' in checked) {
      errors[field] = checked.error
      return null
    }
    return checked.value
  }
  const address = optional('address')
  const phone = optional('phone')
  const hours = fieldsOf(collection).includes('hours') ? optional('hours') : null
  const details = optional('details')
  if (line(input.phone) && !phoneEvidence) errors.sourceUrl = { message: 'corrections.error.phoneNeedsSource' }
  if (Object.keys(errors).length || 'error' in name) return fail('corrections.error.check')
  return { ok: true, suggestion: { kind, collection, name: name.value, address, phone, hours, details, ...provenance } }
}

/**
 * The moderator's final value, in both languages. A phone is one number: the two fields may
 * differ only in their digits (Bengali or ASCII). Returns the value to store, or why not.
 */
export function validateFinalValue(field: CorrectionField | 'record', value: { bn: string; en: string }):
  { ok: true; value: { bn: string; en: string } | { number: string } } | { ok: false; message: MessageKey } {
  if (field === 'phone') {
    const bn = normalizePhone(line(value.bn))
    const en = normalizePhone(line(value.en))
    if (!bn || !en) return { ok: false, message: 'corrections.error.valueBoth' }
    if (!isPhoneNumber(bn) || !isPhoneNumber(en)) return { ok: false, message: 'corrections.error.phoneFormat' }
    if (bn !== en) return { ok: false, message: 'corrections.error.phoneMismatch' }
    return { ok: true, value: { number: en } }
  }
  const clean = field === 'details' ? prose : line
  const bn = clean(value.bn)
  const en = clean(value.en)
  if (!bn || !en) return { ok: false, message: 'corrections.error.valueBoth' }
  const max = field === 'details' ? DETAILS_MAX : LINE_MAX
  if (length(bn) > max || length(en) > max) return { ok: false, message: 'corrections.error.valueTooLong' }
  return { ok: true, value: { bn, en } }
}

/** A decline needs a reason the suggester can understand. */
export function validateReason(reason: string): MessageKey | null {
  const text = prose(reason)
  if (!text) return 'corrections.error.reasonRequired'
  if (length(text) > REASON_MAX) return 'corrections.error.reasonLong'
  return null
}
