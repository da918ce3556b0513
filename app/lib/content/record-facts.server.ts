import { contentPack } from '#pack/index'
import type { Phone, Source } from '#content/pack/schema'
import type { Lang } from '#app/i18n/i18n'
import { dhakaDay } from '../dhaka-day'
import { lastChecked, staleMonths } from './freshness'
import { collectionOf, phoneSignals } from './guide.server'
import { phoneView, type PhoneView } from './phone-view'
import { staleWords } from './phone-words'

/**
 * The phones of a record of the guide as pages show them (issue 42): with what they rest on,
 * their age, moderators' findings and residents' answers. `collection` defaults to the list the
 * record belongs to (none for a copy: no prompt, no residents' counts).
 */
export function phoneViews(record: { id: string; phones?: Phone[] }, lang: Lang, collection = collectionOf(record)): PhoneView[] {
  const today = dhakaDay()
  return (record.phones ?? []).map((phone) =>
    phoneView(phone, { lang, settings: contentPack.settings, today, collection, recordId: record.id, signals: phoneSignals }))
}

/** Months since a record's address or opening hours was checked, once past the pack's age; else null. */
export function staleFact(field: 'address' | 'hours', record: { asOf: string; sources: readonly Source[] }): number | null {
  return staleMonths(contentPack.settings, field, lastChecked(field, record.asOf, record.sources), dhakaDay())
}

/** "Last checked 3 years ago" for a record's address or opening hours past the pack's age, in the reader's language; else null. */
export function staleFactWords(field: 'address' | 'hours', record: { asOf: string; sources: readonly Source[] }, lang: Lang): string | null {
  const months = staleFact(field, record)
  return months === null ? null : staleWords(months, lang)
}
