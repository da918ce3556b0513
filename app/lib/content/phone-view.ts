/**
 * A phone number as every page shows it (issue 42): the number, what it rests on (a web page as
 * of a date, or a moderator's call on a day), when it was last checked and whether that is long
 * ago, whether moderators found it unreachable or wrong (then it is not offered as a call), and
 * what residents said after calling it. The same value feeds the directories, the emergency page,
 * search, the assistant and JSON-LD. Plain data: no server code.
 */
import type { PackSettings, Phone, PhoneStatus } from '#content/pack/schema'
import type { Lang } from '#app/i18n/i18n'
import { firstDayOf, lastChecked, staleMonths } from './freshness'
import { groundSources } from './sources'
import { publicSource } from './source-words'
import { phoneDigits } from './phone-number'
import { phoneWords } from './phone-words'
import { pick } from './text'

/** What residents said after calling a number (counts only: nothing about who). */
export interface PhoneSignals {
  /** The days of "wrong number" answers in the last 30 days, one per device, oldest first. */
  wrongReports: string[]
  /** "Yes, it went through" answers this month (shown from 5). */
  gotThroughThisMonth: number
}

/** "Wrong number" answers from this many devices within 30 days, none of them answered by a moderator's check yet, put a number in doubt. */
export const WRONG_REPORTS_TO_DOUBT = 3

/**
 * The day residents put a number in doubt: the third "wrong number" answer (from different
 * devices, within 30 days) since it was last checked. Null when they have not. A moderator's
 * check deletes the reports before it (app/features/ground/recheck.server.ts), so answers of the
 * same day after a check count; here the date only sets aside reports older than the number's
 * source (a month-precise date counts from its first day).
 */
export function doubtedOn(signals: PhoneSignals | undefined, checked: string): string | null {
  const since = firstDayOf(checked)
  const after = (signals?.wrongReports ?? []).filter((day) => day >= since)
  return after.length >= WRONG_REPORTS_TO_DOUBT ? after[WRONG_REPORTS_TO_DOUBT - 1]! : null
}

export type { PhoneView, PhoneWords } from './phone-types'
import type { PhoneView } from './phone-types'

/** The fewest "got through" answers a month before a page shows their count. */
export const GOT_THROUGH_SHOWN_FROM = 5

/** The key residents' answers are counted under: the record and the number's digits. */
export const phoneKey = (collection: string, recordId: string, number: string) => `${collection}/${recordId}/${phoneDigits(number)}`

export interface PhoneContext {
  lang: Lang
  settings: PackSettings
  /** Today in Bangladesh, YYYY-MM-DD. */
  today: string
  /** The list and record the phone belongs to (none: no prompt, no residents' counts). */
  collection?: string
  recordId?: string
  signals?: (key: string) => PhoneSignals | undefined
}

/** A phone of the guide as pages show it. */
export function phoneView(phone: Phone, context: PhoneContext): PhoneView {
  const call = groundSources(phone.sources).find((source) => source.kind === 'call')
  const checked = lastChecked('phone', phone.asOf, phone.sources)
  const key = context.collection && context.recordId ? phoneKey(context.collection, context.recordId, phone.number) : null
  const signals = key ? context.signals?.(key) : undefined
  // A moderator's check after the residents' reports settles them.
  const reportedWrong = doubtedOn(signals, checked)
  const view: Omit<PhoneView, 'words'> = {
    // A number moderators found unreachable or wrong stays with them: pages get only the mark.
    number: phone.status ? '' : phone.number,
    ...(phone.note ? { note: pick(context.lang, phone.note) } : {}),
    asOf: phone.asOf,
    basis: call ? publicSource(call, context.lang) : phone.sources.find((source) => typeof source === 'string') ?? publicSource(phone.sources[0]!, context.lang),
    checked,
    staleMonths: staleMonths(context.settings, 'phone', checked, context.today),
    status: phone.status ?? null,
    reportedWrong: phone.status ? null : reportedWrong,
    gotThrough: signals && signals.gotThroughThisMonth >= GOT_THROUGH_SHOWN_FROM ? signals.gotThroughThisMonth : null,
    ...(key && context.collection !== 'hotlines' ? { ask: { collection: context.collection!, recordId: context.recordId! } } : {}),
  }
  return { ...view, words: phoneWords(view, context.lang) }
}

/** A number a reader may be offered to call: not found unreachable or wrong by moderators. */
export const isCallable = (phone: { status?: PhoneStatus | null }) => !phone.status
