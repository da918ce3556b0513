/**
 * Bangladeshi mobile numbers (issue 34, ADR 030): read as people write them, kept as E.164.
 * Plain code, shared by the server and (if a form wants instant feedback) the browser.
 */

/** Bengali digits ০-৯ as ASCII. */
const toAsciiDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))

export type PhoneProblem = 'required' | 'foreign' | 'invalid'

/**
 * `01XXXXXXXXX` (11 digits, operator prefixes 013-019), with or without +880 / 880 / 00880,
 * spaces, dashes, dots and brackets allowed, Bengali digits accepted: `+8801XXXXXXXXX`, or why not.
 */
export function normalizePhone(raw: string): { ok: true; phone: string } | { ok: false; problem: PhoneProblem } {
  const text = toAsciiDigits(String(raw ?? '')).trim()
  if (!text) return { ok: false, problem: 'required' }
  if (text.length > 40 || !/^\+?[\d\s().-]+$/.test(text)) return { ok: false, problem: 'invalid' }
  let digits = text.replace(/[\s().-]/g, '')
  const plus = digits.startsWith('+')
  if (plus) digits = digits.slice(1)
  else if (digits.startsWith('00')) digits = digits.slice(2)
  let national: string
  if (digits.startsWith('880')) national = digits.slice(3)
  else if (plus || (digits.length > 11 && !digits.startsWith('0'))) return { ok: false, problem: 'foreign' }
  else national = digits
  // +880 1XXXXXXXXX: the trunk 0 is dropped after the country code; tolerate it written too.
  if (national.length === 10 && national.startsWith('1')) national = `0${national}`
  if (!/^01[3-9]\d{8}$/.test(national)) return { ok: false, problem: 'invalid' }
  return { ok: true, phone: `+88${national}` }
}

/** A number for logs and screens that must not give it away whole: +88017•••••123. */
export function maskPhone(phone: string): string {
  if (phone.length < 9) return '•••'
  return `${phone.slice(0, 6)}${'•'.repeat(Math.max(0, phone.length - 9))}${phone.slice(-3)}`
}

/** The number as Bangladeshis write it: 01XXX-XXXXXX. */
export function localPhone(phone: string): string {
  const national = phone.startsWith('+880') ? `0${phone.slice(4)}` : phone
  return national.length === 11 ? `${national.slice(0, 5)}-${national.slice(5)}` : national
}

/**
 * Accounts made with a phone number alone still need an e-mail in better-auth's user table
 * (unique, required). They get one on the reserved `.invalid` TLD (RFC 2606), which never
 * delivers: sendMail refuses it, and the app shows it as "no e-mail".
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'phone.invalid'

export function placeholderEmail(userId: string): string {
  return `${userId.toLowerCase()}@${PLACEHOLDER_EMAIL_DOMAIN}`
}

/** Whether an address is a stand-in that must never be mailed or shown (any `.invalid` one). */
export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return !!email && /\.invalid$/i.test(email.trim())
}
