/*
 * The matching form of a text for the watched words (issue 43 §3): what a spammer can change
 * cheaply without changing what a reader sees or reads is folded away, on both the text and the
 * patterns, so the two meet. Pure and linear in the text's length: one pass over its code points,
 * and regular expressions that are single character classes (nothing that could backtrack).
 *
 * What is folded (docs/moderation.md, "Watched words"):
 * - invisible characters (zero-width space, joiner and non-joiner, word joiner, BOM, soft hyphen,
 *   bidi marks: every format character, \p{Cf}; variation selectors; blank filler letters):
 *   removed. Bengali needs U+200C/U+200D only for how a conjunct is drawn (র‍্যাব, ক্‌ষ), never for
 *   what it says, so र‍्যাব and র্যাব are one word here.
 * - compatibility forms (NFKD: full-width ｃａｓｉｎｏ, mathematical 𝐜𝐚𝐬𝐢𝐧𝐨, circled ⓒ), Latin case,
 *   and Latin accents (casìno): folded to plain lower-case letters; then NFC again for Bengali.
 * - Bengali digits ০-৯ to 0-9, then the digits and symbols used for letters: 0→o, 3→e, 4→a, 5→s,
 *   7→t, @→a, $→s; and i, l, 1, | and ı all to i (a "1" stands for either; "!" and "|" only
 *   between letters, so "casino!" keeps its word).
 * - Cyrillic and Greek letters that look Latin (а е о р с у х і к м т н в ...): to the Latin ones.
 * - Bengali signs out of place, dropped: a vowel sign, hasanta or nukta with no consonant before it,
 *   a chandrabindu, anusvara or visarga with no letter before it, or a second sign where one is
 *   drawn (ক্্য, সিি). ৎ is written ত্ (as ত্‍ is, once the joiner is gone).
 * - everything else that is not a letter or a digit (spaces, punctuation, symbols, emoji)
 *   separates words.
 */

// Removed before anything else: they show nothing.
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu
// Combining accents for Latin (and symbols) after NFKD: never part of a Bengali word.
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g
const WORD = /[\p{L}\p{N}\p{M}]/u
const SPACE = /[\s\u2800]/u

/** Look-alikes to the Latin letter they pass for (after lower-casing and NFKD). */
const LOOKALIKE: Record<string, string> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', l: 'i',
  // Latin letters NFKD leaves alone.
  ı: 'i', ł: 'i', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't', ß: 'ss', æ: 'ae', œ: 'oe',
  // Cyrillic.
  а: 'a', б: 'b', в: 'b', г: 'r', е: 'e', з: 'e', и: 'u', й: 'u', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', ь: 'b', ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'i', ո: 'n', ս: 'u',
  // Greek.
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ς: 's',
  ɡ: 'g', ɑ: 'a',
}
/** Stand for "i" only between letters; elsewhere they are punctuation. */
const INNER_LOOKALIKE: Record<string, string> = { '!': 'i', '|': 'i' }

// Bengali's block, read without a regular expression (most of a Bengali text): every code point
// is part of a word but the currency signs, ৺, ৻ and the abbreviation sign.
const BENGALI_NOT_WORD = new Set([0x09f2, 0x09f3, 0x09fa, 0x09fb, 0x09fd])
function isWordChar(cp: number, ch: string): boolean {
  if (cp >= 0x0980 && cp <= 0x09ff) return !BENGALI_NOT_WORD.has(cp)
  return cp >= 0x80 && WORD.test(ch)
}

type BengaliKind = 'consonant' | 'vowel' | 'nukta' | 'sign' | 'hasanta' | 'mod'

function bengaliKind(cp: number): BengaliKind | null {
  if ((cp >= 0x0995 && cp <= 0x09b9) || (cp >= 0x09dc && cp <= 0x09df) || cp === 0x09f0 || cp === 0x09f1) return 'consonant'
  if ((cp >= 0x0985 && cp <= 0x0994) || cp === 0x09e0 || cp === 0x09e1) return 'vowel'
  if (cp === 0x09bc) return 'nukta'
  if (cp === 0x09cd) return 'hasanta'
  if (cp >= 0x0981 && cp <= 0x0983) return 'mod'
  if ((cp >= 0x09be && cp <= 0x09cc) || cp === 0x09d7 || cp === 0x09e2 || cp === 0x09e3) return 'sign'
  return null
}

/** Whether a Bengali sign may follow what came before it (null: not a Bengali letter or sign). */
function signFits(kind: BengaliKind, before: BengaliKind | null): boolean {
  switch (kind) {
    case 'nukta':
      return before === 'consonant'
    case 'sign':
    case 'hasanta':
      return before === 'consonant' || before === 'nukta'
    case 'mod':
      return before === 'consonant' || before === 'nukta' || before === 'vowel' || before === 'sign'
    default:
      return true
  }
}

/** A text's words after folding, and what separated each from the next. */
export interface FoldedWords {
  words: string[]
  /** Per word: written in ASCII letters and digits (after folding), so matched with word boundaries. */
  latin: boolean[]
  /** gaps[i]: what stood between words[i] and words[i + 1] held a space or a line break. */
  spaced: boolean[]
}

/** Splits a text into folded words (the folds are in this file's opening comment). */
export function foldWords(text: string): FoldedWords {
  const prepared = text.replace(INVISIBLE, '').normalize('NFKD').toLowerCase().replace(ACCENTS, '').normalize('NFC')
  const words: string[] = []
  const latin: boolean[] = []
  const spaced: boolean[] = []
  let word = ''
  let wordLatin = false
  // What stood since the last word ended: nothing (a change of script), punctuation, or a space.
  let gapSpace = false
  let bengaliBefore: BengaliKind | null = null
  // A "!" or "|" after a letter: a letter if another follows, punctuation if not.
  let pendingInner = ''

  const close = () => {
    if (!word) return
    if (words.length) spaced.push(gapSpace)
    words.push(word)
    latin.push(wordLatin)
    word = ''
    gapSpace = false
  }
  const append = (letters: string, isLatin: boolean) => {
    if (word && isLatin !== wordLatin) close()
    if (!word) wordLatin = isLatin
    word += letters
  }

  for (const original of prepared) {
    let ch = original
    const cp = ch.codePointAt(0)!
    // Bengali digits are digits.
    if (cp >= 0x09e6 && cp <= 0x09ef) ch = String.fromCharCode(0x30 + cp - 0x09e6)
    if (cp === 0x09ce) ch = 'ত্'

    const inner = INNER_LOOKALIKE[ch]
    if (inner !== undefined) {
      if (pendingInner) {
        close()
        pendingInner = ''
      }
      if (word && wordLatin) pendingInner = inner
      else close()
      bengaliBefore = null
      continue
    }

    const folded = LOOKALIKE[ch] ?? ch
    const first = folded.codePointAt(0)!
    const isAscii = (first >= 0x61 && first <= 0x7a) || (first >= 0x30 && first <= 0x39)
    if (isAscii || isWordChar(first, folded)) {
      const kind = isAscii ? null : bengaliKind(first)
      if (kind && kind !== 'consonant' && kind !== 'vowel') {
        // A sign must sit on a letter in the same word; one out of place is dropped, and a
        // pending "!" never joins a sign to a word.
        if (pendingInner || !signFits(kind, bengaliBefore)) continue
      } else if (!isAscii && !kind && /\p{M}/u.test(folded) && (!word || wordLatin)) {
        // Another script's mark with nothing of its script before it.
        continue
      }
      if (pendingInner) {
        if (isAscii) word += pendingInner
        else close()
        pendingInner = ''
      }
      append(folded, isAscii)
      // ৎ was written ত্: what comes next follows a hasanta.
      bengaliBefore = cp === 0x09ce ? 'hasanta' : kind
      continue
    }

    // Not a letter: a separator.
    if (pendingInner) pendingInner = ''
    close()
    if (cp === 0x20 || cp === 0x0a || (cp >= 0x80 && SPACE.test(ch)) || (cp < 0x20 && SPACE.test(ch))) gapSpace = true
    bengaliBefore = null
  }
  close()
  return { words, latin, spaced }
}

/** The text's matching forms. */
export interface FoldedForms {
  /** Words separated by single spaces, with a space at each end: " earn from home ". */
  spaced: string
  /**
   * The same, with obfuscated Latin words joined: words split by punctuation alone ("c.a.s.i.n.o",
   * "ca-si-no") or by spaces between one- and two-letter pieces ("c a s i n o", "ca si no").
   */
  joined: string
  /** Every letter and digit with nothing between: Bengali is matched here, without word boundaries. */
  squeezed: string
}

/** Whether words[i] and words[i + 1] look like one Latin word split to dodge a filter. */
function splitWord(folded: FoldedWords, i: number): boolean {
  const { words, latin, spaced } = folded
  if (!latin[i] || !latin[i + 1]) return false
  if (!spaced[i]) return true
  if (words[i]!.length > 2 || words[i + 1]!.length > 2) return false
  // Letters joined by dots on either side of this space ("D.E.P.O.S.I.T B.O.N.U.S"): the space
  // is between two words.
  const dottedBefore = i > 0 && !spaced[i - 1] && latin[i - 1]
  const dottedAfter = i + 2 < words.length && !spaced[i + 1] && latin[i + 2]
  return !dottedBefore && !dottedAfter
}

export function foldForms(text: string): FoldedForms {
  const folded = foldWords(text)
  const { words } = folded
  let joined = ' '
  for (let i = 0; i < words.length; i++) {
    joined += words[i]
    if (i < words.length - 1 && !splitWord(folded, i)) joined += ' '
  }
  return {
    spaced: words.length ? ` ${words.join(' ')} ` : ' ',
    joined: words.length ? `${joined} ` : ' ',
    squeezed: words.join(''),
  }
}

/** The matching form of a text, as a reader of it: its folded words separated by single spaces. */
export function foldText(text: string): string {
  return foldWords(text).words.join(' ')
}

/** Whether a folded word is written in Latin letters and digits (matched with word boundaries). */
export function isLatinForm(folded: string): boolean {
  for (let i = 0; i < folded.length; i++) {
    const c = folded.charCodeAt(i)
    if (!(c === 0x20 || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39))) return false
  }
  return true
}
