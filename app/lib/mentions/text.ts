/*
 * "@name" in a text (issue 44 §1, docs/forum.md "Mentions"). Pure and shared: the server reads
 * who a text mentions with these, and the post page's text links each mention with the same
 * (app/features/forum/components/rich-text.tsx), so what is linked is what was resolved. This file
 * is in the post page's browser code, close to its budget: keep it small.
 *
 * Names are compared by their key: invisible characters removed, every run of spaces one space,
 * trimmed, A-Z in lower case (the same as mention_key() in db/migrations/0031_mentions.sql: keep
 * the two in step). Bengali has no case; other letters are compared as written.
 */

/** Characters that show nothing (format characters, variation selectors, blank fillers). */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{e0001}\u{e0020}-\u{e007f}\u{e0100}-\u{e01ef}]/u
const SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/
/** What may follow a name: the end of the text, a space, punctuation or a symbol. */
const AFTER = /[\s\p{P}\p{S}]/u
/** What may not come just before "@": a letter, a digit or a mark (an address, "karim@example.com"). */
const WORD = /[\p{L}\p{N}\p{M}]/u

/** A web address in a text (linked as such: an "@" in it is no mention). */
export const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g

/** "@" looked at in one text, at most. */
export const MAX_AT_SIGNS = 50

const charAt = (text: string, i: number) => (i < text.length ? String.fromCodePoint(text.codePointAt(i)!) : '')
const lower = (ch: string) => (ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch)

/** A name's key (see above). */
export function mentionKey(name: string): string {
  let key = ''
  for (const ch of name.normalize('NFC')) {
    if (INVISIBLE.test(ch)) continue
    key += SPACE.test(ch) ? (key.endsWith(' ') ? '' : ' ') : lower(ch)
  }
  return key.replace(/^ | $/g, '')
}

/** Where the names after each "@" start (the index after it), at most MAX_AT_SIGNS of them. */
export function mentionStarts(text: string): number[] {
  const starts: number[] = []
  for (let at = text.indexOf('@'); at >= 0 && starts.length < MAX_AT_SIGNS; at = text.indexOf('@', at + 1)) {
    const before = Array.from(text.slice(Math.max(0, at - 2), at)).pop()
    if (!before || !WORD.test(before)) starts.push(at + 1)
  }
  return starts
}

/**
 * Where the name of `key` ends if the text at `from` is that name (invisible characters and
 * extra spaces in the text do not matter), followed by the end, a space or punctuation; else -1.
 * The end is after any invisible characters that follow the name, so that the text from `from`
 * to it, written after "@", is always followed by the end, a space or punctuation.
 */
export function matchAt(text: string, from: number, key: string): number {
  let k = 0
  let i = from
  while (k < key.length) {
    const ch = charAt(text, i)
    if (!ch) return -1
    i += ch.length
    if (INVISIBLE.test(ch)) continue
    if (SPACE.test(ch)) {
      if (key[k - 1] === ' ') continue
      if (key[k] !== ' ') return -1
      k++
    } else if (key.startsWith(lower(ch), k)) k += lower(ch).length
    else return -1
  }
  let ch = charAt(text, i)
  for (; ch && INVISIBLE.test(ch); ch = charAt(text, i)) i += ch.length
  return !ch || AFTER.test(ch) ? i : -1
}

/** Code points of a name, at most (a profile's name is at most 100). */
const NAME_MAX = 100
/** Names tried after one "@", at most: one ending at each space or punctuation, nearest first. */
const NAMES_MAX = 12

/**
 * The keys of every name that could follow the "@" at `from`: the text up to each space,
 * punctuation or the end, nearest first (within one line, NAME_MAX characters, NAMES_MAX names).
 */
export function keysAt(text: string, from: number): string[] {
  const keys: string[] = []
  let key = ''
  let seen = 0
  const add = () => {
    const trimmed = key.replace(/ $/, '')
    if (trimmed && keys.at(-1) !== trimmed) keys.push(trimmed)
  }
  for (let i = from; keys.length < NAMES_MAX; ) {
    const ch = charAt(text, i)
    i += ch.length
    // The end of the text or of the line ends the last name.
    if (!ch || ch === '\n') {
      add()
      break
    }
    if (INVISIBLE.test(ch)) continue
    if (SPACE.test(ch) && !key) break
    if (AFTER.test(ch)) add()
    if (++seen > NAME_MAX) break
    key += SPACE.test(ch) ? (key.endsWith(' ') ? '' : ' ') : lower(ch)
  }
  return keys
}
