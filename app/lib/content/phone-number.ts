/**
 * A phone number of the guide as readers and moderators type it ("০১৮-১২৩ ৪৫৬", "+880 18…"): the
 * suggestion form, the moderators' call and check forms. (A member's own number for signing in
 * is app/lib/phone.ts.)
 */

/** Bengali digits to ASCII, spaces dropped. */
export function normalizePhone(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/\s+/g, '').trim()
}

/** The pack's phone rule: digits, an optional leading +, dashes; at least three digits. */
export const isPhoneNumber = (text: string) => /^\+?\d[\d-]{1,19}$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 3

/** The digits (and a leading +) that tell two spellings of a number apart: "031-71234" is "03171234". */
export const phoneDigits = (number: string) => number.replace(/[^\d+]/g, '')
