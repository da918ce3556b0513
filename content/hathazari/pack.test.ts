import { describe, expect, it } from 'vitest'
import { checkPack, collectPhoneNumbers, forbiddenNumbers, listCollections, requiredHotlines } from '../pack/check-pack'
import { contentPack } from './index'
import { packInput } from './pack-input'
import { Bank, ContentPack, COPY_DOMAINS, Phone, Sources, SourceUrl, type Source } from '../pack/schema'

/** Every record that carries a `confidence`, with where it sits, for the rules below. */
function sourcedRecords(): { where: string; record: { confidence: string; sources: Source[] } }[] {
  const records: { where: string; record: { confidence: string; sources: Source[] } }[] = []
  for (const [name, items] of listCollections(contentPack)) {
    items.forEach((item, index) => {
      if ('confidence' in item) records.push({ where: `${name}[${index}]`, record: item as never })
    })
  }
  records.push({ where: 'train.line', record: contentPack.train.line })
  return records
}

describe('Hathazari content pack', () => {
  it('matches the schema as a whole', () => {
    const result = ContentPack.safeParse(packInput)
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues.slice(0, 5), null, 2)).toBe(true)
  })

  it('passes the checks the schema cannot express', () => {
    expect(checkPack(contentPack)).toEqual([])
  })

  it('never cites a site that copies another publisher, and refuses one as a source', () => {
    const cited = JSON.stringify(packInput)
    for (const domain of COPY_DOMAINS) expect(cited, domain).not.toContain(domain)
    for (const copy of [
      'http://medbox.iiab.me/kiwix/wikipedia_bn_all_maxi_2020-01/A/মেখল_ইউনিয়ন',
      'https://947631.windlasstrade-hk.tech/economy/agriculture/govt-declares-halda-bangabandhu-fisheries-heritage-175183',
      'https://wikimili.com/en/Faruk-e-Azam',
    ]) {
      const result = SourceUrl.safeParse(copy)
      expect(result.success, copy).toBe(false)
      expect(result.error?.issues[0]?.message).toContain('cite the original')
    }
    expect(SourceUrl.safeParse('https://bn.wikipedia.org/wiki/মেখল_ইউনিয়ন').success).toBe(true)
  })

  it('refuses a record that cites the same address twice, percent-encoded or not', () => {
    const plain = 'https://bn.wikipedia.org/wiki/ধলই_ইউনিয়ন'
    const encoded = 'https://bn.wikipedia.org/wiki/%E0%A6%A7%E0%A6%B2%E0%A6%87_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'
    for (const twice of [[encoded, plain], [plain, plain], [encoded, encoded.toLowerCase().replace('https://bn.wikipedia.org', 'https://BN.wikipedia.org')]]) {
      const result = Sources.safeParse(['https://dainikazadi.net/x', ...twice])
      expect(result.success, twice.join(' ')).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({ path: [2], message: expect.stringContaining('the same source as sources[1]') })
    }
    expect(Sources.safeParse([encoded, 'https://bn.wikipedia.org/wiki/মেখল_ইউনিয়ন']).success).toBe(true)
    // In a whole pack, as the build's validator reads it.
    const dhalai = packInput.unions.find((union) => union.id === 'dhalai')!
    const pack = { ...packInput, unions: packInput.unions.map((union) => (union === dhalai ? { ...dhalai, sources: [...dhalai.sources, plain] } : union)) }
    const result = ContentPack.safeParse(pack)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.slice(0, 3).join('.'))).toContain(`unions.${packInput.unions.indexOf(dhalai)}.sources`)
  })

  it('rejects a record without a source', () => {
    const nationalBank = contentPack.banks.find((bank) => bank.id === 'national-bank-hathazari')
    expect(nationalBank).toBeDefined()
    const unsourced = { ...nationalBank, sources: [] }
    expect(Bank.safeParse(unsourced).success).toBe(false)
    const pack = { ...packInput, banks: [unsourced, ...packInput.banks.slice(1)] }
    expect(ContentPack.safeParse(pack).success).toBe(false)
  })

  it('rejects a phone number without a source', () => {
    expect(Phone.safeParse({ number: '0173-0318854', sources: [], asOf: '2014-11' }).success).toBe(false)
    const nationalBank = contentPack.banks.find((bank) => bank.id === 'national-bank-hathazari')!
    const phones = nationalBank.phones!.map((phone) => ({ ...phone, sources: [] }))
    expect(Bank.safeParse({ ...nationalBank, phones }).success).toBe(false)
  })

  it('gives every phone number in the pack at least one source', () => {
    const numbers = collectPhoneNumbers(contentPack)
    for (const [number, sources] of numbers) {
      expect(sources.length, `phone ${number}`).toBeGreaterThan(0)
      for (const source of sources) expect(source).toMatch(/^https?:\/\//)
    }
    // The hotlines and the one sourced local number (National Bank's 2014 listing).
    expect([...numbers.keys()].sort()).toEqual([...requiredHotlines, '01730318854'].sort())
  })

  it('lists the sourced fire service and railway numbers, never the spec\'s', () => {
    const byId = new Map(contentPack.hotlines.map((hotline) => [hotline.id, hotline.number]))
    expect(byId.get('fire-service')).toBe('102')
    expect(byId.get('railway')).toBe('131')
    expect(byId.get('national-emergency')).toBe('999')
    const numbers = collectPhoneNumbers(contentPack)
    for (const number of [...forbiddenNumbers, '106']) expect(numbers.has(number)).toBe(false)
    const urgent = contentPack.hotlines.filter((hotline) => hotline.urgent).map((hotline) => hotline.number)
    expect(urgent.sort()).toEqual(['102', '16263', '999'])
  })

  it('marks uncertain records low so the app labels them "unverified"', () => {
    const confidenceOf = (collection: string, id: string) =>
      listCollections(contentPack)
        .find(([name]) => name === collection)?.[1]
        .find((item) => item.id === id) as { confidence?: string } | undefined
    // Records the research flags as uncertain or known only from blogs and aggregators.
    const uncertain: [string, string][] = [
      ['facts', 'population-2022'],
      ['healthFacilities', 'alif-hospital'],
      ['healthFacilities', 'gonoshasthaya-goriber-hospital'],
      ['banks', 'janata-sarkarhat'],
      ['banks', 'standard-bank-langolmora'],
      ['transport', 'cu-shuttle-train'],
      ['transport', 'city-bus-3-to-cu'],
      ['places', 'liberation-war-sites'],
      ['religiousPlaces', 'alaol-mosque'],
      ['organizations', 'asa-hathazari-1'],
    ]
    for (const [collection, id] of uncertain) {
      expect(confidenceOf(collection, id)?.confidence, `${collection}/${id}`).toBe('low')
    }

    // A record whose every source is a blog or an aggregator cannot claim more than 'low'.
    const lowAuthority = /blogspot\.com|hellobangladesh\.biz|banglavibe\.com|bdlove24\.com|itihass71tv\.com|newscatbd\.com/
    for (const { where, record } of sourcedRecords()) {
      if (record.sources.every((source) => typeof source === 'string' && lowAuthority.test(source))) expect(record.confidence, where).toBe('low')
    }

    // And 'low' only ever appears as that exact value, which is what the app keys the label on.
    for (const { record } of sourcedRecords()) expect(['high', 'medium', 'low']).toContain(record.confidence)
  })

  it('keeps the 2022 population uncertain and the 2011 census as the shown figure', () => {
    const byId = new Map(contentPack.facts.map((fact) => [fact.id, fact]))
    expect(byId.get('population-2011')?.value.en).toContain('431,748')
    expect(byId.get('population-2022')?.confidence).toBe('low')
    expect(byId.get('area')?.value.en).toBe('246.32 km²')
  })

  describe('as-of dates are the dates of the sources', () => {
    /** Every object in the pack that carries an as-of date, with where it sits. */
    function dated(): { where: string; id?: string; asOf: string; phones?: { asOf: string }[] }[] {
      const found: { where: string; id?: string; asOf: string; phones?: { asOf: string }[] }[] = []
      const walk = (value: unknown, where: string) => {
        if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`))
        if (!value || typeof value !== 'object') return
        const record = value as Record<string, unknown>
        if (typeof record.asOf === 'string') found.push({ where, ...(record as { id?: string; asOf: string }) })
        for (const [key, inner] of Object.entries(record)) walk(inner, `${where}.${key}`)
      }
      walk(contentPack, 'pack')
      return found
    }
    /** Compares two as-of dates at the precision of the coarser one ('2014-11' vs '2024-03-24'). */
    const notAfter = (a: string, b: string) => {
      const length = Math.min(a.length, b.length)
      return a.slice(0, length) <= b.slice(0, length)
    }

    it('dates no record by the event it tells: none is older than the web, except census figures', () => {
      const found = dated()
      expect(found.length).toBeGreaterThan(150)
      for (const { where, id, asOf } of found) {
        // A census figure's source is the census itself (population-2011 is "as of 2011").
        const censusYear = id?.match(/-(\d{4})$/)?.[1]
        if (censusYear === asOf) continue
        expect(asOf >= '1995', `${where} (${id ?? ''}) as of ${asOf}: the date of an event, not of a source`).toBe(true)
      }
    })

    it('makes a record as old as the oldest detail it shows (a 2014 phone means the record is not "as of 2024")', () => {
      for (const { where, asOf, phones } of dated()) {
        for (const phone of phones ?? []) expect(notAfter(asOf, phone.asOf), `${where}: as of ${asOf}, phone as of ${phone.asOf}`).toBe(true)
      }
    })

    it('dates National Bank\'s Hathazari branch by its 2014 listing and names the routing number\'s 2024 date', () => {
      const nationalBank = contentPack.banks.find((bank) => bank.id === 'national-bank-hathazari')!
      expect(nationalBank.asOf).toBe('2014-11')
      expect(nationalBank.notes?.en).toMatch(/November 2014/)
      expect(nationalBank.notes?.en).toMatch(/March 2024/)
    })

    it('never dates a record after the research was compiled', () => {
      for (const { where, asOf } of dated()) expect(asOf <= '2026-11-30', where).toBe(true)
    })
  })
})

