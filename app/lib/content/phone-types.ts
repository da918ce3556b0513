import type { PhoneStatus } from '#content/pack/schema'
import type { PublicSource } from './sources'

export interface PhoneView {
  /** Empty when moderators found it unreachable or wrong (`status`). */
  number: string
  note?: string
  /** The phone's own date (of the web page that prints it, or of its first call). */
  asOf: string
  /** What the number rests on, newest first: a call, or the web page as of `asOf`. */
  basis: PublicSource
  /** The last day it was checked. */
  checked: string
  /** Months since it was checked, once past the pack's age; otherwise null. */
  staleMonths: number | null
  /** Moderators found it unreachable or wrong: shown as text, never as a call. */
  status: PhoneStatus | null
  /** Residents reported it may have changed (the day), until a moderator checks it again. */
  reportedWrong: string | null
  /** Residents who got through this month, when at least five did. */
  gotThrough: number | null
  /**
   * The lines a page shows under the number, in the reader's language, made on the server (the
   * assistant and search say the same, app/lib/content/phone-words.ts): what it rests on, how long
   * since it was checked, what residents said; or, with `status`, only what moderators found.
   */
  words: PhoneWords
  /** The record it belongs to, for "did the call go through?" (absent: no prompt, e.g. national hotlines). */
  ask?: { collection: string; recordId: string }
}

export interface PhoneWords {
  /** "Listed November 2014: confirm before relying on it", or the call that checked it. */
  basis: string
  stale: string | null
  doubted: string | null
  gotThrough: string | null
  /** "The number listed here could not be reached on …": shown instead of the number. */
  status: string | null
}
