import type { ContentPack, GroundSource, Phone, PhoneStatus } from '#content/pack/schema'
import { isCollection } from './correctable'
import { phoneDigits } from './phone-number'
import { mergeSources, packEditor, type Row } from './overrides'

/**
 * A moderator's check of a fact, as `guide_checks` stores it (issue 42). `right` confirms the
 * fact (a call or a visit becomes one of its sources); `changed` came with an accepted override,
 * so it is history only; `no-answer` three times on three different days marks a number
 * unreachable; `wrong` withdraws it. A later successful call clears either.
 */
export interface Check {
  collection: string
  recordId: string
  field: 'phone' | 'address' | 'hours'
  number: string | null
  outcome: 'right' | 'changed' | 'no-answer' | 'wrong'
  method: 'call' | 'visit'
  answeredBy: string | null
  /** YYYY-MM-DD. */
  day: string
  /** The moderator's account id. */
  by: string
}

/** Calls that went unanswered on this many different days mark a number unreachable. */
export const NO_ANSWER_DAYS = 3


/** The ground source a confirming check adds. */
function checkSource(check: Check): GroundSource | null {
  const base = { date: check.day, by: check.by, confirms: [check.field] }
  if (check.method === 'visit') return { kind: 'visit', ...base }
  const role = check.answeredBy
  if (role !== 'duty-desk' && role !== 'reception' && role !== 'owner' && role !== 'manager' && role !== 'staff' && role !== 'office') return null
  return { kind: 'call', ...base, answeredBy: role }
}

/**
 * The pack with moderators' checks laid over it, oldest first. Pure; only the lists and records
 * a check touches are copied. A check whose record or number is gone is skipped.
 */
export function applyChecks(pack: ContentPack, checks: readonly Check[], onSkip: (check: Check, why: string) => void = () => {}): ContentPack {
  const usable = checks.filter((check) => check.outcome !== 'changed')
  if (usable.length === 0) return pack
  const { out, listOf } = packEditor(pack)
  // Per phone (list, record, number): the days it went unanswered since it last answered.
  const misses = new Map<string, Set<string>>()
  for (const check of [...usable].sort((a, b) => a.day.localeCompare(b.day))) {
    if (!isCollection(check.collection)) {
      onSkip(check, 'unknown collection')
      continue
    }
    const list = listOf(check.collection)
    const index = list.findIndex((record) => record.id === check.recordId)
    if (index === -1) {
      onSkip(check, 'record not in the guide')
      continue
    }
    const record: Row = { ...list[index]! }
    list[index] = record
    const source = check.outcome === 'right' ? checkSource(check) : null
    if (check.outcome === 'right' && !source) {
      onSkip(check, 'a call without who answered')
      continue
    }

    if (check.field !== 'phone') {
      if (source) record.sources = mergeSources([source], record.sources)
      continue
    }
    const phones = (record.phones as Phone[] | undefined) ?? []
    const at = check.number ? phones.findIndex((phone) => phoneDigits(phone.number) === phoneDigits(check.number!)) : -1
    if (at === -1) {
      onSkip(check, 'number not in the record')
      continue
    }
    const key = `${check.collection}/${check.recordId}/${phoneDigits(check.number!)}`
    const phone: Phone = { ...phones[at]! }
    let status: PhoneStatus | undefined = phone.status
    if (check.outcome === 'right') {
      phone.sources = mergeSources([source!], phone.sources)
      misses.delete(key)
      status = undefined
    } else if (check.outcome === 'wrong') {
      status = { kind: 'wrong', date: check.day }
    } else {
      const days = misses.get(key) ?? new Set<string>()
      days.add(check.day)
      misses.set(key, days)
      if (days.size >= NO_ANSWER_DAYS && status?.kind !== 'wrong') status = { kind: 'unreachable', dates: [...days].sort() }
    }
    if (status) phone.status = status
    else delete phone.status
    record.phones = phones.map((p, i) => (i === at ? phone : p))
  }
  return out
}
