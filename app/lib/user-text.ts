/*
 * Text people type, made safe to validate and store. Shared by the browser (instant feedback) and
 * the server (the check that counts), so both measure the same string.
 */

// C0 controls but tab, line feed and carriage return; DEL; C1 controls. PostgreSQL cannot store
// U+0000 at all, and none of these has a place in a title, a comment or a name.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

/**
 * The text as it will be stored: Unicode NFC (so `ড়` typed either way is the same string and is
 * counted as the database counts it), line breaks as \n, control characters removed.
 * Validate what this returns, then store exactly that.
 */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL, '')
}

// What shows nothing on screen: spaces and line breaks, the zero-width and joiner characters,
// other format characters (\p{Cf}: soft hyphen, bidi marks, word joiner, BOM), and the blank
// "filler" letters used to fake an empty name (Hangul fillers, braille blank).
const INVISIBLE = /^[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180b-\u180f\ufe00-\ufe0f]*$/u

/** True when nothing visible is left: empty, or only spaces and invisible characters. */
export function isBlank(value: string): boolean {
  return INVISIBLE.test(value)
}

/** The text as stored for a field: cleaned, then trimmed. Validate this, and store exactly this. */
export function tidy(value: string): string {
  return cleanText(value).trim()
}

/** Length as the database counts it (code points: an emoji is one, not two). */
export function charCount(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}
