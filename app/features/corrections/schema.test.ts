import { describe, expect, it } from 'vitest'
import { fieldsOf } from '#app/lib/content/correctable'
import { dhakaDate } from './moderate.server'
import { isSourceUrl, normalizePhone, validateFinalValue, validateReason, validateSuggestion, type SuggestionInput } from './schema'

const correction = (over: Partial<SuggestionInput> = {}): SuggestionInput => ({
  kind: 'correction', collection: 'banks', recordId: 'national-bank-hathazari', field: 'address',
  value: 'কাচারি রোড, হাটহাজারী', sourceUrl: 'https://www.nblbd.com/branches', note: '', ...over,
})
const listing = (over: Partial<SuggestionInput> = {}): SuggestionInput => ({
  kind: 'listing', collection: 'hotels', name: 'হোটেল উদাহরণ', address: 'হাটহাজারী বাজার', sourceUrl: 'https://example.org/hotel', ...over,
})

describe('validateSuggestion', () => {
  it('accepts a correction with a source link, and cleans the value', () => {
    const result = validateSuggestion(correction({ value: '  কাচারি   রোড,\nহাটহাজারী  ' }))
    expect(result).toEqual({
      ok: true,
      suggestion: { kind: 'correction', collection: 'banks', recordId: 'national-bank-hathazari', field: 'address', value: 'কাচারি রোড, হাটহাজারী', sourceUrl: 'https://www.nblbd.com/branches', note: null },
    })
  })

  it('refuses a site that copies other publishers as the source, naming the original to give', () => {
    for (const url of ['http://medbox.iiab.me/kiwix/wikipedia_bn_all_maxi_2020-01/A/মেখল_ইউনিয়ন', 'https://947631.windlasstrade-hk.tech/economy/x']) {
      expect(validateSuggestion(correction({ sourceUrl: url }))).toMatchObject({ ok: false, errors: { sourceUrl: { message: 'corrections.error.sourceCopy' } } })
    }
    expect(validateSuggestion(correction({ sourceUrl: 'https://bn.wikipedia.org/wiki/মেখল_ইউনিয়ন' })).ok).toBe(true)
  })

  it('accepts a note instead of a source, except for a phone number', () => {
    expect(validateSuggestion(correction({ sourceUrl: '', note: 'আমি মার্চে গিয়ে সাইনবোর্ড দেখেছি।' })).ok).toBe(true)
    const phone = validateSuggestion(correction({ field: 'phone', value: '01711-000000', sourceUrl: '', note: 'সবাই জানে' }))
    expect(phone).toMatchObject({ ok: false, errors: { sourceUrl: { message: 'corrections.error.phoneNeedsSource' } } })
  })

  it('needs a source or a note', () => {
    expect(validateSuggestion(correction({ sourceUrl: '', note: '  ' }))).toMatchObject({ ok: false, errors: { sourceUrl: { message: 'corrections.error.sourceOrNote' } } })
  })

  it('takes only http(s) sources', () => {
    for (const url of ['ftp://example.org/x', 'javascript:alert(1)', 'https://exa mple.org', 'example.org', `https://example.org/${'a'.repeat(600)}`]) {
      expect(validateSuggestion(correction({ sourceUrl: url })), url).toMatchObject({ ok: false, errors: { sourceUrl: { message: 'corrections.error.sourceUrl' } } })
    }
    expect(isSourceUrl('http://hathazari.chittagong.gov.bd/bn/site/page/x')).toBe(true)
  })

  it('checks a phone number and writes Bengali digits as ASCII', () => {
    const ok = validateSuggestion(correction({ field: 'phone', value: '০১৭১১-০০০ ০০০' }))
    expect(ok).toMatchObject({ ok: true, suggestion: { field: 'phone', value: '01711-000000' } })
    expect(validateSuggestion(correction({ field: 'phone', value: 'call me' }))).toMatchObject({ ok: false, errors: { value: { message: 'corrections.error.phoneFormat' } } })
    expect(normalizePhone(' +৮৮০ ১৮ ')).toBe('+88018')
  })

  it('refuses unknown lists, fields a list does not take, and over-long text', () => {
    expect(validateSuggestion(correction({ collection: 'secrets' }))).toMatchObject({ ok: false, message: 'corrections.error.collection' })
    // A bank's card shows its bank and branch, so its name is not offered.
    expect(fieldsOf('banks')).toEqual(['address', 'phone', 'details'])
    expect(validateSuggestion(correction({ field: 'name' }))).toMatchObject({ ok: false, errors: { field: { message: 'corrections.error.field' } } })
    expect(validateSuggestion(correction({ recordId: '../x' }))).toMatchObject({ ok: false, message: 'corrections.error.notFound' })
    expect(validateSuggestion(correction({ value: '' }))).toMatchObject({ ok: false, errors: { value: { message: 'corrections.error.valueRequired' } } })
    expect(validateSuggestion(correction({ value: 'ক'.repeat(201) }))).toMatchObject({ ok: false, errors: { value: { message: 'corrections.error.tooLong', vars: { max: 200 } } } })
    expect(validateSuggestion(correction({ field: 'details', value: 'ক'.repeat(900) })).ok).toBe(true)
    expect(validateSuggestion(correction({ note: 'ক'.repeat(1001) }))).toMatchObject({ ok: false, errors: { note: { message: 'corrections.error.tooLong' } } })
  })

  it('takes new listings on directory pages only, with a name', () => {
    expect(validateSuggestion(listing())).toMatchObject({ ok: true, suggestion: { kind: 'listing', collection: 'hotels', name: 'হোটেল উদাহরণ', phone: null, details: null } })
    expect(validateSuggestion(listing({ name: ' ' }))).toMatchObject({ ok: false, errors: { name: { message: 'corrections.error.nameRequired' } } })
    expect(validateSuggestion(listing({ phone: '01711-000000', sourceUrl: '', note: 'দেখেছি' }))).toMatchObject({ ok: false, errors: { sourceUrl: { message: 'corrections.error.phoneNeedsSource' } } })
    expect(validateSuggestion(listing({ collection: 'people' }))).toMatchObject({ ok: false, message: 'corrections.error.collection' })
  })
})

describe('a moderator’s decision', () => {
  it('needs the final value in both languages; a phone is one number', () => {
    expect(validateFinalValue('address', { bn: 'ঠিকানা', en: ' ' })).toEqual({ ok: false, message: 'corrections.error.valueBoth' })
    expect(validateFinalValue('address', { bn: ' ঠিকানা ', en: 'Address' })).toEqual({ ok: true, value: { bn: 'ঠিকানা', en: 'Address' } })
    expect(validateFinalValue('phone', { bn: '০১৭১১-০০০০০০', en: '01711-000000' })).toEqual({ ok: true, value: { number: '01711-000000' } })
    expect(validateFinalValue('phone', { bn: '01711-000000', en: '01711-000001' })).toEqual({ ok: false, message: 'corrections.error.phoneMismatch' })
    expect(validateFinalValue('phone', { bn: 'x', en: 'x' })).toEqual({ ok: false, message: 'corrections.error.phoneFormat' })
  })

  it('needs a reason to decline', () => {
    expect(validateReason('  ')).toBe('corrections.error.reasonRequired')
    expect(validateReason('x'.repeat(501))).toBe('corrections.error.reasonLong')
    expect(validateReason('সূত্রে এই ঠিকানা নেই')).toBeNull()
  })

  it('dates an accepted correction by the day in Bangladesh', () => {
    // 20:30 UTC on 31 Dec is already 1 Jan in Dhaka (UTC+6).
    expect(dhakaDate(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01')
    expect(dhakaDate(new Date('2026-12-31T17:00:00Z'))).toBe('2026-12-31')
  })
})
