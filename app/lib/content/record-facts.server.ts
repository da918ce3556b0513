import { contentPack } from '#content/hathazari/index'
import type { Phone, Source } from '#content/hathazari/schema'
import type { Lang } from '#app/i18n/i18n'
import { dhakaDay } from '../format'
import { lastChecked, staleMonths } from './freshness'
import { collectionOf, phoneSignals } from './guide.server'
import { phoneView, type PhoneView } from './phone-view'

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
