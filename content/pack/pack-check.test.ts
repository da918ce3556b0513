import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPack, newPackSlugProblem } from './new-pack'
import { checkPackData, checkPackFolder, loadPack, type OtherPlace, type PackData, type Problem } from './pack-check'
import type { PackPlace } from './place'

/**
 * `npm run pack:check` (validate.ts → pack-check.ts) and `npm run pack:new` (new-pack.ts). The
 * checks run on packs in memory; the new pack is written into a folder of its own under the
 * system's temporary directory, never into content/ (listPacks() reads content/, and other tests
 * run at the same time).
 */

const content = new URL('../', import.meta.url)
const today = '2026-11-29'

let raozan: PackData
let hathazari: PackData
let others: OtherPlace[]

beforeAll(async () => {
  raozan = (await loadPack('raozan')).data
  hathazari = (await loadPack('hathazari')).data
  others = [{ slug: 'hathazari', name: (hathazari.place as PackPlace).name }]
})

/** Raozan's pack with `change` made to a copy of its records (and place). */
function raozanWith(change: (pack: Record<string, unknown[]> & { train: unknown }, place: PackPlace) => void): Problem[] {
  const packInput = structuredClone(raozan.packInput) as Record<string, unknown[]> & { train: unknown }
  const place = structuredClone(raozan.place) as PackPlace
  change(packInput, place)
  return checkPackData({ ...raozan, packInput, place }, { otherPlaces: others, today })
}

type Listing = { id: string; name: { bn: string; en: string }; details?: { bn: string; en: string }; coordinates?: { lat: number; lng: number }; asOf: string; notes?: { bn: string; en: string } }
const records = (pack: Record<string, unknown[]>, collection: string) => pack[collection] as Listing[]

describe('the shipped packs', () => {
  it.each(['hathazari', 'raozan'])('%s passes every check of npm run pack:check', async (slug) => {
    const { problems } = await checkPackFolder(slug)
    expect(problems).toEqual([])
  })

  it('lets Raozan name its neighbour where it says how it lies (boundaries, the Halda, Gohira union)', () => {
    const { packInput } = raozan
    const text = JSON.stringify(packInput)
    expect(text).toContain('Hathazari Upazila beyond')
    expect(checkPackData(raozan, { otherPlaces: others, today })).toEqual([])
  })
})

describe('a pack made by npm run pack:new', () => {
  let dir: string
  let tmpContent: URL

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pack-new-'))
    await mkdir(join(dir, 'content'))
    // The new pack imports ../pack/schema, as in content/.
    await symlink(fileURLToPath(new URL('pack', content)), join(dir, 'content', 'pack'))
    tmpContent = pathToFileURL(join(dir, 'content') + '/')
    await createPack('newplace', { contentDir: tmpContent, templateDir: content })
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('refuses a bad name, "pack" and a folder that exists, saying why', async () => {
    expect(await newPackSlugProblem('New Place')).toMatch(/cannot name a pack: use 2 to 40 lower-case/)
    expect(await newPackSlugProblem('pack')).toMatch(/cannot name a pack/)
    expect(await newPackSlugProblem(undefined)).toMatch(/npm run pack:new -- <slug>/)
    expect(await newPackSlugProblem('raozan')).toMatch(/content\/raozan\/ already exists: nothing was written/)
    await expect(createPack('newplace', { contentDir: tmpContent, templateDir: content })).rejects.toThrow(/already exists/)
  })

  it('has every file, the nine national hotlines with their sources, and fails the check with its TODOs', async () => {
    const { data, problems } = await checkPackFolder('newplace', tmpContent, { today })
    expect(problems.filter((problem) => problem.where === '(missing)')).toEqual([])
    const todos = problems.filter((problem) => problem.message.startsWith('to do:'))
    expect(todos.length).toBeGreaterThan(40)
    expect(todos).toContainEqual({ file: 'place.ts', where: 'name.en', message: 'to do: the name in English, on its own' })
    expect(todos).toContainEqual(expect.objectContaining({ file: 'facts.ts', where: 'line 4', message: expect.stringContaining('Banglapedia') }))
    expect(problems).toContainEqual({ file: 'place.ts', where: 'map.bounds', message: expect.stringContaining('still 0') })
    // The hotlines are complete: nothing but the TODO line about local numbers is reported there.
    expect(problems.filter((problem) => problem.file === 'emergency.ts')).toEqual([
      { file: 'emergency.ts', where: expect.stringMatching(/^line \d+$/), message: expect.stringMatching(/^to do: a local number/) },
    ])
    expect((data.packInput as { hotlines: { number: string; sources: string[] }[] }).hotlines.map((hotline) => hotline.number))
      .toEqual(['999', '102', '16263', '109', '1098', '333', '131', '1090', '16430'])
    expect(await readFile(join(dir, 'content', 'newplace', 'place.ts'), 'utf8')).toContain('forumSlug = \'seeking-newplace\'')
  })
})

describe('each check catches its bad case', () => {
  it('a record\'s coordinates outside the place\'s box', () => {
    const problems = raozanWith((pack) => {
      records(pack, 'healthFacilities')[0]!.coordinates = { lat: 22.9, lng: 91.5 }
    })
    expect(problems).toEqual([{
      file: 'health.ts',
      where: 'healthFacilities/upazila-health-complex coordinates',
      message: expect.stringMatching(/^22.9, 91.5 lies outside the place's box \(place.ts map.bounds: 22.416–22.667 N, 91.85–91.984 E\)/),
    }])
  })

  it('a mapped point outside the box', () => {
    const points = structuredClone(raozan.points) as { name: string; lat: number }[]
    points[0]!.lat = 22.3
    const problems = checkPackData({ ...raozan, points }, { otherPlaces: others, today })
    expect(problems).toEqual([{ file: 'geo/pois.json', where: `[0] "${points[0]!.name}"`, message: expect.stringContaining('lies outside the place\'s box') }])
  })

  it('a Raozan record with a Hathazari hospital\'s text', () => {
    const copied = (hathazari.packInput as Record<string, Listing[]>).healthFacilities!.find((record) => record.id === 'upazila-health-complex')!
    const problems = raozanWith((pack) => {
      records(pack, 'healthFacilities').push({ ...structuredClone(copied), id: 'copied-health-complex' })
      records(pack, 'healthFacilities')[0]!.details = { bn: 'হাটহাজারীর ৫০ শয্যার সরকারি হাসপাতাল।', en: 'The 50-bed government hospital of Hathazari.' }
    })
    const named = problems.filter((problem) => problem.message.startsWith('names Hathazari'))
    expect(named.map((problem) => problem.where)).toEqual([
      'healthFacilities/upazila-health-complex details.bn',
      'healthFacilities/upazila-health-complex details.en',
      'healthFacilities/copied-health-complex name.bn',
      'healthFacilities/copied-health-complex name.en',
      'healthFacilities/copied-health-complex address.bn',
      'healthFacilities/copied-health-complex address.en',
    ])
    expect(named[0]!.message).toContain('it belongs in content/hathazari/')
    // The same words in the record's notes, or with the tie said, pass.
    expect(raozanWith((pack) => {
      records(pack, 'healthFacilities')[0]!.notes = { bn: 'হাটহাজারীর হাসপাতালের সঙ্গে মিলিয়ে দেখা।', en: 'Compared with the hospital of Hathazari.' }
      records(pack, 'healthFacilities')[1]!.details = { bn: 'পশ্চিমে হালদার ওপারে হাটহাজারী।', en: 'Hathazari lies west, beyond the Halda.' }
    })).toEqual([])
  })

  it('a text without its English, or with Bengali for English', () => {
    const problems = raozanWith((pack) => {
      records(pack, 'banks')[0]!.name.en = ''
      records(pack, 'banks')[1]!.name.en = records(pack, 'banks')[1]!.name.bn
    })
    expect(problems).toEqual([
      { file: 'banks.ts', where: 'banks/agrani-raozan name.en', message: 'the English text is empty: write it' },
      { file: 'banks.ts', where: 'banks/ucb-raozan-sme name.en', message: 'the English text is written in Bengali: write it in English' },
    ])
  })

  it('a date after today', () => {
    const problems = raozanWith((pack) => {
      records(pack, 'markets')[0]!.asOf = '2027-03'
    })
    expect(problems).toEqual([{ file: 'markets.ts', where: 'markets/noapara-pather-hat asOf', message: expect.stringMatching(/^2027-03 is after today \(2026-11-29\)/) }])
  })

  it('the same record twice under two ids', () => {
    const problems = raozanWith((pack) => {
      const unions = records(pack, 'unions')
      unions.push({ ...structuredClone(unions[0]!), id: 'haldia-again' })
    })
    expect(problems).toEqual([{ file: 'administration.ts', where: 'unions/haldia-again', message: expect.stringMatching(/^has the same name as unions\/haldia/) }])
  })

  it('a copy site, in a text or as a source', () => {
    const problems = raozanWith((pack) => {
      records(pack, 'markets')[0]!.notes = { bn: 'wikimili.com-এ পড়া।', en: 'Read on wikimili.com.' }
      ;(records(pack, 'markets')[1] as unknown as { sources: string[] }).sources.push('https://wikimili.com/en/Raozan_Upazila')
    })
    expect(problems.map((problem) => `${problem.where}: ${problem.message.split(':')[0]}`)).toEqual([
      expect.stringMatching(/^markets\/jalil-nagar sources\[\d+\]: a copy of another site is never a source$/),
      'markets/noapara-pather-hat notes.bn: names wikimili.com, a site that copies other publishers',
      'markets/noapara-pather-hat notes.en: names wikimili.com, a site that copies other publishers',
    ])
  })

  it('a place.ts out of shape: another slug, a centre outside its box, three questions, a bad forum address, a TODO', () => {
    const problems = raozanWith((_pack, place) => {
      place.slug = 'rauzan'
      place.map.centre = { lat: 22.3, lon: 91.93 }
      place.forumSlug = 'Seeking Raozan'
      ;(place.assistant.sampleQuestions.en as string[]).pop()
      place.name.en = 'TODO: the name in English'
    })
    expect(problems.filter((problem) => problem.file === 'place.ts').map((problem) => `${problem.where}: ${problem.message}`)).toEqual([
      'name.en: to do: the name in English',
      'forumSlug: the forum\'s address is one URL segment: lower-case letters, digits and single hyphens ("seeking-raozan")',
      'map.centre: the centre lies outside the box (map.bounds: 22.416–22.667 N, 91.85–91.984 E): check the numbers, or the box',
      'assistant.sampleQuestions.en: give exactly four questions',
      'slug: must be the pack\'s folder name, "raozan"',
      // place.ts's own export of the forum's address no longer matches.
      'export const forumSlug: export the place\'s forumSlug on its own too (export const forumSlug = …; place: { forumSlug, … })',
    ])
  })

  it('a record of the evaluation, the aliases or the mapped points that is not in the pack', () => {
    const problems = checkPackData({ ...raozan, questions: [{ lang: 'en', q: 'x', gold: ['offices/nowhere', 'page/emergency'] }], recordAliases: { 'banks/none': 'x' } }, { otherPlaces: others, today })
    expect(problems.map((problem) => `${problem.file} ${problem.where}`)).toEqual(['search-aliases.ts \'banks/none\'', 'assistant-eval.ts questions[0] gold'])
  })
})
