import { sql } from 'kysely'
import type { Lang, MessageKey } from '#app/i18n/i18n'
import { writeAudit } from '#app/lib/audit.server'
import { actsAs, type SessionUser } from '#app/lib/auth/session.server'
import { correctable, fieldsOf, isCollection, type CollectionName, type CorrectableCollection } from '#app/lib/content/correctable'
import { lastChecked, staleMonths } from '#app/lib/content/freshness'
import { getGuide, invalidateGuide, phoneSignals } from '#app/lib/content/guide.server'
import { doubtedOn, phoneKey } from '#app/lib/content/phone-view'
import { pick, type Bilingual } from '#app/lib/content/text'
import { db } from '#app/lib/db/database.server'
import { publish } from '#app/lib/events.server'
import { dhakaDay, isPastDay } from '#app/lib/dhaka-day'
import { isPhoneNumber, normalizePhone, phoneDigits } from '#app/lib/content/phone-number'
import { cleanText, isBlank } from '#app/lib/user-text'
import { answeredByRoles, type ContentPack, type Phone, type Source } from '#content/pack/schema'

/*
 * The re-check list (issue 42 §2): every phone number, address and opening hours of the guide
 * past the pack's age, and every number residents put in doubt, for moderators to check again by
 * a call or a visit. Each outcome is one form (recordCheck), dated and audited.
 */

export type CheckField = 'phone' | 'address' | 'hours'
export type CheckOutcome = 'right' | 'changed' | 'no-answer' | 'wrong'

/** One fact to check again, in the moderator's language. */
export interface RecheckItem {
  /** Stable across requests: the keyset cursor and the form's id. */
  key: string
  collection: CollectionName
  recordId: string
  name: string
  field: CheckField
  /** The number (a phone), or what the guide says now (an address, opening hours). */
  value: string
  /** The last day it was checked (YYYY, YYYY-MM or YYYY-MM-DD). */
  checked: string
  /** Months since, once past the pack's age; null when only residents' doubts put it here. */
  staleMonths: number | null
  /** Residents reported it may have changed: the day. Such items come first. */
  doubted: string | null
  /** Moderators found it unreachable (the days): it stays here to try again. */
  unreachable: string[] | null
  /** The page that shows it, at its card. */
  href: string
}

const CHECKED: CheckField[] = ['phone', 'address', 'hours']

/** The property a list keeps a checked field in (a doctor's schedule is its opening hours). */
const propertyOf = (collection: CollectionName, field: 'address' | 'hours') => (correctable[collection] as CorrectableCollection).fields[field]

function recordsOf(guide: ContentPack, collection: CollectionName) {
  let list: unknown = guide
  for (const key of correctable[collection].path) list = (list as Record<string, unknown>)[key]
  return list as Array<Record<string, unknown> & { id: string; asOf: string; sources: Source[] }>
}

const sortKey = (item: RecheckItem) => `${item.doubted ? `0|${item.doubted}` : `1|${item.checked.padEnd(10, '~')}`}|${item.key}`

/** Every fact due for a check now, residents' doubts first, then oldest first. */
export async function recheckItems(lang: Lang, today = dhakaDay()): Promise<RecheckItem[]> {
  const guide = await getGuide()
  const items: RecheckItem[] = []
  for (const collection of Object.keys(correctable) as CollectionName[]) {
    // National hotlines are checked against their government sources, not by calling 999.
    if (collection === 'hotlines') continue
    const fields = fieldsOf(collection)
    const page = correctable[collection].page
    for (const record of recordsOf(guide, collection)) {
      const name = pick(lang, (record[(correctable[collection] as CorrectableCollection).fields.name ?? 'name'] ?? record.name) as Bilingual)
      const base = { collection, recordId: record.id, name, href: `${page}#${record.id}` }
      if (fields.includes('phone')) {
        for (const phone of (record.phones as Phone[] | undefined) ?? []) {
          if (phone.status?.kind === 'wrong') continue // withdrawn: a new number comes as a suggestion
          const checked = lastChecked('phone', phone.asOf, phone.sources)
          const stale = staleMonths(guide.settings, 'phone', checked, today)
          const doubted = phone.status ? null : doubtedOn(phoneSignals(phoneKey(collection, record.id, phone.number)), checked)
          const unreachable = phone.status?.kind === 'unreachable' ? phone.status.dates : null
          if (stale === null && !doubted && !unreachable) continue
          items.push({ ...base, key: `${collection}/${record.id}/phone/${phone.number}`, field: 'phone', value: phone.number, checked, staleMonths: stale, doubted, unreachable })
        }
      }
      for (const field of ['address', 'hours'] as const) {
        const property = fields.includes(field) ? propertyOf(collection, field) : undefined
        const text = property ? (record[property] as Bilingual | undefined) : undefined
        if (!text) continue
        const checked = lastChecked(field, record.asOf, record.sources)
        const stale = staleMonths(guide.settings, field, checked, today)
        if (stale === null) continue
        items.push({ ...base, key: `${collection}/${record.id}/${field}`, field, value: pick(lang, text), checked, staleMonths: stale, doubted: null, unreachable: null })
      }
    }
  }
  return items.sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
}

/** A page of the re-check list after `after` (an item's key), and where the next page starts. */
export async function recheckList(lang: Lang, after: string | null, limit = 20): Promise<{ items: RecheckItem[]; total: number; next: string | null }> {
  const all = await recheckItems(lang)
  const start = after ? all.findIndex((item) => sortKey(item) > after) : 0
  const items = start === -1 ? [] : all.slice(start, start + limit)
  const last = items.at(-1)
  return { items, total: all.length, next: last && start + limit < all.length ? sortKey(last) : null }
}

/** What a moderator's check form sends. */
export interface CheckInput {
  collection: string
  recordId: string
  field: string
  /** The number checked (a phone). */
  number?: string
  outcome: string
  method: string
  day: string
  answeredBy?: string
  /** The new value, for 'changed': a number, or the text in both languages. */
  value?: { bn: string; en: string }
}

export type CheckResult = { ok: true } | { ok: false; status: number; message: MessageKey }

const refuse = (status: number, message: MessageKey): CheckResult => ({ ok: false, status, message })

const line = (text: string | undefined) => {
  const clean = cleanText(text ?? '').replace(/\s+/g, ' ').trim()
  return isBlank(clean) ? '' : clean
}

/**
 * Records what a moderator found checking a fact of the guide (issue 42 §2): still right, changed
 * (with the new value, which the guide shows at once on this check), no answer (three on three
 * different days mark a number unreachable) or a wrong number (withdrawn). A phone is checked by a
 * call; an address or opening hours by a call or a visit. In one transaction: the check, the
 * override for a change, the audit row and a 'content' event. Nothing is written on a refusal.
 */
export async function recordCheck(moderator: SessionUser, input: CheckInput): Promise<CheckResult> {
  if (!actsAs(moderator, 'moderator')) return refuse(403, 'corrections.error.forbidden')
  const today = dhakaDay()
  if (!isCollection(input.collection) || input.collection === 'hotlines') return refuse(404, 'ground.error.gone')
  const collection = input.collection
  if (!CHECKED.includes(input.field as CheckField) || !fieldsOf(collection).includes(input.field as CheckField)) return refuse(400, 'ground.error.invalid')
  const field = input.field as CheckField
  const outcome = input.outcome as CheckOutcome
  if (!['right', 'changed', 'no-answer', 'wrong'].includes(outcome)) return refuse(400, 'ground.error.outcome')
  if (input.method !== 'call' && input.method !== 'visit') return refuse(400, 'ground.error.invalid')
  const method = input.method
  if (field === 'phone' && method !== 'call') return refuse(400, 'ground.error.phoneByCall')
  if (field !== 'phone' && (outcome === 'no-answer' || outcome === 'wrong')) return refuse(400, 'ground.error.outcome')
  if (!isPastDay(input.day, today)) return refuse(400, 'corrections.error.checkDay')
  const answeredBy = method === 'call' && (outcome === 'right' || outcome === 'changed')
    ? answeredByRoles.find((role) => role === input.answeredBy) ?? null : null
  if (method === 'call' && (outcome === 'right' || outcome === 'changed') && !answeredBy) return refuse(400, 'corrections.error.answeredBy')

  const record = recordsOf(await getGuide(), collection).find((r) => r.id === input.recordId)
  if (!record) return refuse(404, 'ground.error.gone')
  let number: string | null = null
  if (field === 'phone') {
    const phones = (record.phones as Phone[] | undefined) ?? []
    number = phones.find((phone) => phoneDigits(phone.number) === phoneDigits(input.number ?? '') && phone.number !== '')?.number ?? null
    if (!number) return refuse(404, 'ground.error.gone')
  } else if (!record[propertyOf(collection, field) ?? '']) return refuse(404, 'ground.error.gone')

  // A change comes with its new value, and the guide shows it from this check on.
  let override: { value: unknown } | null = null
  if (outcome === 'changed') {
    if (field === 'phone') {
      const next = normalizePhone(line(input.value?.en || input.value?.bn))
      if (!isPhoneNumber(next)) return refuse(400, 'corrections.error.phoneFormat')
      if (phoneDigits(next) === phoneDigits(number!)) return refuse(400, 'corrections.error.sameAsNow')
      override = { value: { number: next } }
    } else {
      const bn = line(input.value?.bn)
      const en = line(input.value?.en)
      if (!bn || !en) return refuse(400, 'corrections.error.valueBoth')
      if (Array.from(bn).length > 200 || Array.from(en).length > 200) return refuse(400, 'corrections.error.valueTooLong')
      override = { value: { bn, en } }
    }
  }
  const source: Source = method === 'visit'
    ? { kind: 'visit', date: input.day, by: moderator.id, confirms: [field] }
    : { kind: 'call', date: input.day, by: moderator.id, answeredBy: answeredBy ?? 'office', confirms: [field] }

  await db().transaction().execute(async (trx) => {
    await trx.insertInto('guide_checks').values({
      collection, record_id: record.id, field, number, outcome, method, answered_by: answeredBy, checked_on: input.day, recorded_by: moderator.id, created_at: undefined,
    }).execute()
    // The check answers residents' "wrong number" reports so far: only later ones put it in doubt again.
    if (field === 'phone' && outcome !== 'no-answer') {
      await trx.deleteFrom('wrong_number_reports')
        .where('collection', '=', collection).where('record_id', '=', record.id)
        .where(sql<string>`regexp_replace(number, '[^0-9+]', '', 'g')`, '=', phoneDigits(number!))
        .execute()
    }
    if (override) {
      await trx.insertInto('content_overrides').values({
        collection, record_id: record.id, field, value: JSON.stringify(override.value), sources: JSON.stringify([source]), as_of: input.day, suggestion_id: null, created_at: undefined,
      }).execute()
    }
    await writeAudit(trx, {
      actorId: moderator.id, action: 'check', targetType: 'guide', targetId: `${collection}/${record.id}`,
      details: { field, number, outcome, method, day: input.day, answeredBy, ...(override ? { value: override.value } : {}) },
    })
    await publish(trx, 'content', { type: 'guide-checked', collection, recordId: record.id, field })
  })
  invalidateGuide()
  return { ok: true }
}

/** What waits on the ground for moderators: suggestions needing a look, a call or a visit; facts due for a check; numbers in doubt. */
export async function groundWaiting(lang: Lang): Promise<{ recheck: number; doubted: number }> {
  const items = await recheckItems(lang)
  return { recheck: items.length, doubted: items.filter((item) => item.doubted).length }
}
