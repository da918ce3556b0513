/**
 * The number guard (issue 12; ARCHITECTURE principle 2, "never an invented phone number"): a
 * phone-like number in an answer reaches the reader only when a record cited in the same
 * sentence (or earlier in the answer) gives it, or it is a national hotline of the guide.
 * Anything else is replaced by a note before it is shown.
 *
 * It streams: text without digits passes at once; from a sentence's first digit the rest of the
 * sentence is held until the sentence ends, because its citation `[n]` comes after the number.
 */

/** Digits only, Bengali digits as Latin, without Bangladesh's country code. */
export function digitsOf(text: string): string {
  const digits = text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/\D/g, '')
  return digits.replace(/^(?:00)?880(?=1\d{9}$)/, '0').replace(/^(?:00)?88(?=0\d{6,10}$)/, '')
}

const DIGIT = '[0-9০-৯]'
/** A run of digits with the separators phone numbers are written with. */
const NUMBER_RUN = new RegExp(`\\+?${DIGIT}(?:[\\s-]?${DIGIT})*`, 'g')
const CALL_WORDS = /(?:call|dial|phone|number|hotline|helpline|tel|mobile|ফোন|কল|নম্বর|নাম্বার|হটলাইন|হেল্পলাইন|মোবাইল|যোগাযোগ)[^.।!?\n]{0,24}$/i
const SENTENCE_END = /[.।!?\n](?=\s|$)|\n/

/** Whether a run of digits, in its sentence, reads as a phone number. */
export function isPhoneLike(run: string, before: string): boolean {
  const digits = digitsOf(run)
  if (/^(?:\+|00)?880?1\d{9}$/.test(run.replace(/[\s-]/g, '')) || /^01\d{9}$/.test(digits)) return true // mobile
  if (/^0\d{6,10}$/.test(digits)) return true // landline, with or without an area code
  if (/^1\d{4}$/.test(digits)) return true // national short codes (16263, 16430)
  if (digits.length >= 7) return true // any other long number: only the guide may give it
  if (/^\d{3,4}$/.test(digits) && CALL_WORDS.test(before)) return true // 999, 102, 333 when called
  return false
}

export interface NumberGuardOptions {
  /** Numbers each source gives (digitsOf), by source number 1..n. */
  sourceNumbers: Map<number, Set<string>>
  /** The national hotlines (digitsOf). */
  hotlines: Set<string>
  /** The note put in place of a removed number, in the reader's language. */
  note: string
}

export class NumberGuard {
  private held = ''
  private readonly citedSoFar = new Set<number>()
  caught: string[] = []

  constructor(private readonly options: NumberGuardOptions) {}

  push(text: string): string {
    this.held += text
    let out = ''
    for (;;) {
      const end = this.held.search(SENTENCE_END)
      if (end < 0) break
      const sentence = this.held.slice(0, end + 1)
      this.held = this.held.slice(end + 1)
      out += this.checkSentence(sentence)
    }
    // An unfinished sentence: show it up to its first digit (or "+"), hold the rest.
    const firstDigit = this.held.search(/[0-9০-৯+]/)
    if (firstDigit < 0) {
      out += this.held
      this.held = ''
    } else if (firstDigit > 0) {
      const shown = this.held.slice(0, firstDigit)
      this.noteCitations(shown)
      out += shown
      this.held = this.held.slice(firstDigit)
    }
    return out
  }

  end(): string {
    const rest = this.checkSentence(this.held)
    this.held = ''
    return rest
  }

  private noteCitations(text: string) {
    for (const m of text.matchAll(/\[(\d{1,3})\]/g)) this.citedSoFar.add(Number(m[1]))
  }

  private checkSentence(sentence: string): string {
    // Citations count for the whole sentence, wherever they stand in it.
    this.noteCitations(sentence)
    const allowed = new Set(this.options.hotlines)
    for (const n of this.citedSoFar) for (const d of this.options.sourceNumbers.get(n) ?? []) allowed.add(d)
    return sentence.replace(NUMBER_RUN, (run, offset: number) => {
      // A citation marker's number is not a phone number.
      if (sentence[offset - 1] === '[' && sentence[offset + run.length] === ']') return run
      const trimmed = run.replace(/[\s-]+$/, '')
      const trailing = run.slice(trimmed.length)
      if (!isPhoneLike(trimmed, sentence.slice(0, offset))) return run
      if (allowed.has(digitsOf(trimmed))) return run
      this.caught.push(trimmed)
      return `${this.options.note}${trailing}`
    })
  }
}

/** Every number a text gives (digit runs, Bengali digits as Latin), for `sourceNumbers`. */
export function numbersIn(texts: readonly string[]): Set<string> {
  const out = new Set<string>()
  for (const text of texts) for (const m of text.matchAll(NUMBER_RUN)) out.add(digitsOf(m[0]))
  return out
}
