/**
 * Everything `npm run pack:check -- <slug>` checks in a content pack (validate.ts prints it; the
 * build runs it for GUIDE_PACK). Each problem names the file, the record (`collection/id`) and
 * the field, and says what to do. docs/packs.md lists the checks; the rule for naming another
 * place is at `otherPlaceProblems` below.
 *
 * The checks run on a pack in memory (`checkPackData`), so the tests need not write into
 * content/; `loadPack` reads one from its folder.
 */
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { checkPack } from './check-pack'
import { COPY_DOMAINS } from './copy-sites'
import { NewsSource } from './news-source'
import type { BilingualText, PackPlace } from './place'
import { describeBounds, insideBounds, PackPlaceSchema } from './place-schema'
import { ContentPack } from './schema'
import { listPacks } from './slug'

/** The file of a pack each collection lives in. */
export const COLLECTION_FILES: Record<string, string> = {
  settings: 'settings.ts',
  facts: 'facts.ts',
  history: 'history.ts',
  geography: 'geography.ts',
  offices: 'administration.ts',
  postOffices: 'administration.ts',
  unions: 'administration.ts',
  healthFacilities: 'health.ts',
  doctors: 'health.ts',
  hotlines: 'emergency.ts',
  banks: 'banks.ts',
  couriers: 'couriers.ts',
  hotels: 'hotels.ts',
  shoppingMalls: 'shopping-malls.ts',
  journalists: 'journalists.ts',
  mediaOrganizations: 'journalists.ts',
  organizations: 'organizations.ts',
  institutions: 'education.ts',
  religiousPlaces: 'religious-places.ts',
  markets: 'markets.ts',
  fairs: 'markets.ts',
  places: 'tourism.ts',
  transport: 'transportation.ts',
  transportOverview: 'transportation.ts',
  train: 'train.ts',
  people: 'people.ts',
  events: 'events.ts',
  conflicts: 'conflicts.ts',
}

/** Every file a pack has (npm run pack:new writes them all). */
export const PACK_FILES: readonly string[] = [
  'index.ts', 'pack-input.ts', 'place.ts', 'news-sources.ts', 'search-aliases.ts', 'assistant-eval.ts',
  ...new Set(Object.values(COLLECTION_FILES)),
  'geo/pois.json', 'geo/README.md', 'geo/source.ts', 'geo/same-as.ts',
]

/** A pack as the checks read it: each file's exports, and the files' text where it was read from disk. */
export interface PackData {
  slug: string
  /** pack-input.ts's `packInput`. */
  packInput: unknown
  /** place.ts's `place`, and its exports the browser's code reads on their own. */
  place: unknown
  placeExports?: { forumSlug?: unknown; guideName?: unknown; searchNamePrefixes?: unknown }
  newsSources?: unknown
  /** assistant-eval.ts's `questions`. */
  questions?: unknown
  /** geo/pois.json, geo/same-as.ts's `sameAs`, geo/source.ts's `pointsSource`. */
  points?: unknown
  sameAs?: unknown
  pointsSource?: unknown
  /** search-aliases.ts's `recordAliases`. */
  recordAliases?: unknown
  /** The folder's files by path ('geo/pois.json'): the required files, and every TODO left in a comment. */
  files?: Record<string, string>
}

/** Another pack's place, whose name this pack's texts must not use by mistake. */
export interface OtherPlace {
  slug: string
  name: BilingualText
}

export interface CheckOptions {
  otherPlaces?: OtherPlace[]
  /** YYYY-MM-DD; a date after it is a mistake. */
  today?: string
}

/** One problem: the pack's file, where in it (a record `collection/id` and its field, a line), and what to do. */
export interface Problem {
  file: string
  where: string
  message: string
}

type Key = string | number

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isText = (value: unknown): value is BilingualText =>
  isObject(value) && Object.keys(value).length === 2 && typeof value.bn === 'string' && typeof value.en === 'string'
const TODO = /\bTODO\b/
const isTodo = (value: unknown) => typeof value === 'string' && TODO.test(value)

/** Calls `visit` on every value in `value`, depth first, with its path. */
function walk(value: unknown, visit: (node: unknown, path: Key[]) => void, path: Key[] = []): void {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, [...path, index]))
  else if (isObject(value)) for (const [key, child] of Object.entries(value)) walk(child, visit, [...path, key])
}

const at = (root: unknown, path: readonly Key[]) => path.reduce<unknown>((node, key) => (isObject(node) ? (node as Record<Key, unknown>)[key] : undefined), root)

/**
 * Where a path runs in a pack's data, as a volunteer finds it: `healthFacilities/upazila-health-complex
 * phones[0].number` (the last record with an id on the way, then the field), or the plain path.
 */
export function describePath(root: unknown, path: readonly Key[]): string {
  const pieces = path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${key}`))
  let node = root
  let record: { collection: string; id: string; rest: number } | undefined
  path.forEach((key, index) => {
    node = isObject(node) ? (node as Record<Key, unknown>)[key] : undefined
    if (isObject(node) && typeof node.id === 'string' && !Array.isArray(node)) {
      const collection = pieces.slice(0, typeof key === 'number' ? index : index + 1).join('')
      record = { collection, id: node.id, rest: index + 1 }
    }
  })
  if (!record) return pieces.join('') || '(the whole file)'
  const rest = pieces.slice(record.rest).join('').replace(/^\./, '')
  return `${record.collection}/${record.id}${rest ? ` ${rest}` : ''}`
}

/** `facts[2].value.bn` → ['facts', 2, 'value', 'bn'] */
function parsePath(text: string): Key[] {
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!))
}

const fileOf = (path: readonly Key[]) => COLLECTION_FILES[String(path[0])] ?? 'pack-input.ts'

/** Every collection of records with ids in the raw pack, with its path. */
function collectionsOf(pack: unknown): [Key[], unknown[]][] {
  if (!isObject(pack)) return []
  const lists: [Key[], unknown[]][] = []
  for (const [name, value] of Object.entries(pack)) if (Array.isArray(value)) lists.push([[name], value])
  if (isObject(pack.train)) {
    for (const name of ['stations', 'timetables', 'services']) {
      const list = pack.train[name]
      if (Array.isArray(list)) lists.push([['train', name], list])
    }
  }
  return lists
}

/**
 * `collection/id` of every record, as the guide's search index names them (app/lib/retrieval/
 * guide-index.ts) and so numberHelp, the evaluation and the aliases: the train's line is
 * `train/line`, its stations `stations/…` and its services `trainServices/…`.
 */
function recordKeys(pack: unknown): Set<string> {
  const keys = new Set<string>()
  const names: Record<string, string> = { 'train.stations': 'stations', 'train.services': 'trainServices' }
  for (const [path, items] of collectionsOf(pack)) {
    const name = names[path.join('.')] ?? path.join('.')
    for (const item of items) if (isObject(item) && typeof item.id === 'string') keys.add(`${name}/${item.id}`)
  }
  if (isObject(pack) && isObject(pack.train) && isObject(pack.train.line)) keys.add('train/line')
  return keys
}

function schemaIssues(issues: readonly z.core.$ZodIssue[], root: unknown, file: (path: readonly Key[]) => string, plain = false): Problem[] {
  const problems: Problem[] = []
  for (const issue of issues) {
    const path = issue.path as Key[]
    // A value still marked TODO is reported as a to-do: the schema's complaint about it would only repeat it.
    if (isTodo(at(root, path))) continue
    let message = issue.message
    if (issue.code === 'unrecognized_keys') message += ': remove or rename it (content/pack/schema.ts lists each record\'s fields)'
    if (issue.code === 'too_small' && issue.origin === 'array' && message.startsWith('Too small')) message = `needs at least ${String(issue.minimum)} ${issue.minimum === 1 ? 'entry' : 'entries'} (${message})`
    problems.push({ file: file(path), where: plain ? path.map(String).join('.') || '(the whole file)' : describePath(root, path), message })
  }
  return problems
}

// Web addresses and e-mail addresses, which any text may keep in Latin letters.
const addressLike = /\S+@\S+|\b[\w-]+(\.[\w-]+)*\.(com|bd|org|net|io|info|edu)\b\S*/g
const BENGALI = /[\u0980-\u09FF]/
const LATIN = /[A-Za-z]/

/** Both languages truly written: the English is not Bengali, the Bengali is not English. */
function languageProblems(text: BilingualText): ['bn' | 'en', string][] {
  const problems: ['bn' | 'en', string][] = []
  if (!isTodo(text.bn) && !BENGALI.test(text.bn) && LATIN.test(text.bn.replace(addressLike, ''))) {
    problems.push(['bn', 'the Bengali text has no Bengali in it: write it in Bengali (a name as it is said: "চুয়েট")'])
  }
  if (!isTodo(text.en) && BENGALI.test(text.en) && !LATIN.test(text.en)) problems.push(['en', 'the English text is written in Bengali: write it in English'])
  return problems
}

const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/
const DATE_KEYS = new Set(['asOf', 'date', 'takenOn', 'featuredDate', 'published', 'dates'])

/** A date later than today, at the date's own precision ("2026-12" is after "2026-11-29"). */
const isFuture = (date: string, today: string) => date > today.slice(0, date.length)

/**
 * Words that tie a place named in a sentence to this one: a direction or a boundary (it lies
 * north of here, beyond the river, on the border) or a way there (a road, a highway, "via",
 * "through"). Bengali words are matched anywhere in a word, for their case endings (পশ্চিমে).
 */
const TIE_WORDS_EN = /\b(north|south|east|west|northern|southern|eastern|western|north-?east|north-?west|south-?east|south-?west|bounded|boundary|boundaries|border|borders|bordering|beyond|neighbou?r|neighbou?rs|neighbou?ring|adjoining|through|via|road|roads|highway|highways|route|routes)\b/i
const TIE_WORDS_BN = new RegExp(['উত্তর', 'দক্ষিণ', 'পূর্ব', 'পশ্চিম', 'সীমানা', 'সীমান্ত', 'ওপার', 'পাশের', 'প্রতিবেশী', 'হয়ে', 'সড়ক', 'রুট'].map((word) => word.normalize('NFC')).join('|'))

/** Fields where a record says what ties it to other places, and the collection that quotes its sources' disagreements. */
const TIE_FIELDS = new Set(['notes', 'connection'])
const QUOTING_COLLECTIONS = new Set(['conflicts'])

const sentences = (text: string) => text.split(/(?<=[.।!?])\s+|[;\n]/)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * "No text naming another place by mistake". A text of this pack may name another pack's place
 * (its place.ts name, in either language) only
 *
 * 1. in a record's `notes`, a person's `connection` or a conflict (conflicts.ts): where a record
 *    says what ties it elsewhere, or quotes what its sources say; or
 * 2. in a sentence that also says how that place lies from here or how one gets there: a
 *    direction or a boundary (north…, bounded, border, beyond, neighbouring; উত্তর…, সীমানা,
 *    ওপারে, পাশের) or a way (through, via, road, highway; হয়ে, সড়ক, রুট).
 *
 * So "bounded by <neighbour> to the west" and "the Chattogram–<neighbour> highway" pass, and a
 * hospital, a bank or a school copied from the other pack ("<neighbour> Upazila Health Complex",
 * "the government hospital of <neighbour>") is reported: it belongs in that pack.
 */
function otherPlaceProblems(root: unknown, otherPlaces: readonly OtherPlace[], file: (path: readonly Key[]) => string): Problem[] {
  const problems: Problem[] = []
  const patterns = otherPlaces.map((other) => ({
    other,
    bn: new RegExp(escapeRegExp(other.name.bn.normalize('NFC'))),
    en: new RegExp(`\\b${escapeRegExp(other.name.en)}`, 'i'),
  }))
  walk(root, (node, path) => {
    if (!isText(node)) return
    const field = [...path].reverse().find((key) => typeof key === 'string')
    if (QUOTING_COLLECTIONS.has(String(path[0])) || (typeof field === 'string' && TIE_FIELDS.has(field))) return
    for (const language of ['bn', 'en'] as const) {
      const text = node[language].normalize('NFC')
      const tie = language === 'bn' ? TIE_WORDS_BN : TIE_WORDS_EN
      for (const pattern of patterns) {
        const name = pattern[language]
        if (!name.test(text)) continue
        if (sentences(text).every((sentence) => !name.test(sentence) || tie.test(sentence))) continue
        problems.push({
          file: file(path),
          where: `${describePath(root, [...path, language])}`,
          message: `names ${pattern.other.name.en} (${pattern.other.name.bn}), the place of the "${pattern.other.slug}" pack, without saying how it lies from here: ` +
            `if the record is ${pattern.other.name.en}'s, it belongs in content/${pattern.other.slug}/; if it is a tie (a border, a river, a road), ` +
            'say so in the same sentence ("to the west", "… road") or move the mention to the record\'s notes',
        })
      }
    }
  })
  return problems
}

/** The name a record goes by, for "the same record twice". */
function recordName(record: Record<string, unknown>): BilingualText | undefined {
  for (const key of ['name', 'title', 'label', 'topic', 'service']) if (isText(record[key])) return record[key]
  return undefined
}

const normalName = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()

/** A comment line's words, without its markers (`//`, `*`, `/**`, `*\/`). */
const commentWords = (line: string) => line.trim().replace(/^(\/\/+|\/\*+|\*+)\s?/, '').replace(/\*\/\s*$/, '').trim()

/**
 * TODO lines a file still has outside its data (comments, the geo README), each with the lines
 * that continue it (up to an empty comment line); the data's own TODOs are reported by field.
 */
function todoLines(files: Record<string, string>): Problem[] {
  const problems: Problem[] = []
  for (const [file, text] of Object.entries(files)) {
    if (file.endsWith('.json')) continue
    const lines = text.split('\n')
    const ts = file.endsWith('.ts')
    const isComment = (line: string) => !ts || /^(\/\/|\/?\*)/.test(line.trim())
    lines.forEach((line, index) => {
      if (!TODO.test(line)) return
      // A TODO in a comment at the end of a line of code stands alone.
      const trailing = ts && !isComment(line) && /(^|\s)\/\/.*\bTODO\b/.test(line)
      if (!isComment(line) && !trailing) return
      const words = [line.slice(line.search(TODO) + 4).replace(/^[:\s]+/, '').replace(/\*\/\s*$/, '').trim()]
      // The sentence goes on in the next comment lines (a whole comment line only).
      for (let next = index + 1; !trailing && next < lines.length; next += 1) {
        const following = lines[next]!
        if (!isComment(following) || TODO.test(following) || /^\s*\*\//.test(following) || !commentWords(following) || /^#|^\|/.test(commentWords(following))) break
        words.push(commentWords(following))
        if (/\*\/\s*$/.test(following)) break
      }
      problems.push({ file, where: `line ${index + 1}`, message: `to do: ${words.join(' ').trim() || line.trim()}` })
    })
  }
  return problems
}

/**
 * The place with its per-key texts and its sample questions as pairs of `{ bn, en }`, so the
 * text checks read them like a record's texts.
 */
function textView(place: unknown): unknown {
  if (!isObject(place)) return place
  const view: Record<string, unknown> = { ...place }
  const { texts, assistant } = place
  if (isObject(texts) && isObject(texts.bn) && isObject(texts.en)) {
    const paired: Record<string, unknown> = {}
    for (const key of Object.keys(texts.bn)) if (typeof texts.bn[key] === 'string' && typeof texts.en[key] === 'string') paired[key] = { bn: texts.bn[key], en: texts.en[key] }
    view.texts = { ...texts, paired }
  }
  if (isObject(assistant) && isObject(assistant.sampleQuestions)) {
    const { bn, en } = assistant.sampleQuestions
    if (Array.isArray(bn) && Array.isArray(en)) {
      view.assistant = { ...assistant, sampleQuestions: { ...assistant.sampleQuestions, paired: bn.map((question: unknown, index) => ({ bn: question, en: en[index] })) } }
    }
  }
  return view
}

/** Every problem of a pack in memory. An empty list: the pack can ship. */
export function checkPackData(data: PackData, options: CheckOptions = {}): Problem[] {
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  const otherPlaces = (options.otherPlaces ?? []).filter((other) => other.slug !== data.slug)
  const problems: Problem[] = []
  const packFile = fileOf
  const { packInput, place } = data
  // The place's per-key texts and sample questions as pairs, for the text checks below.
  const placeView = textView(place)

  // The files, and what is still to do.
  if (data.files) {
    for (const file of PACK_FILES) if (!(file in data.files)) problems.push({ file, where: '(missing)', message: 'every pack has this file: npm run pack:new -- <another slug> writes one to copy from' })
    problems.push(...todoLines(data.files))
  }
  const parts: [string, unknown, (path: readonly Key[]) => string][] = [
    ['pack', packInput, packFile],
    ['place', place, () => 'place.ts'],
    ['newsSources', data.newsSources, () => 'news-sources.ts'],
    ['questions', data.questions, () => 'assistant-eval.ts'],
    ['recordAliases', data.recordAliases, () => 'search-aliases.ts'],
    ['pointsSource', data.pointsSource, () => 'geo/source.ts'],
    ['sameAs', data.sameAs, () => 'geo/same-as.ts'],
    ['points', data.points, () => 'geo/pois.json'],
  ]
  for (const [, root, file] of parts) {
    walk(root, (node, path) => {
      if (isTodo(node)) problems.push({ file: file(path), where: describePath(root, path), message: `to do: ${String(node).replace(/^.*?\bTODO\b[:\s]*/, '')}` })
      if (isObject(node) && !Array.isArray(node)) {
        for (const key of Object.keys(node)) if (TODO.test(key)) problems.push({ file: file(path), where: describePath(root, path), message: `to do: ${key}` })
      }
    })
  }

  // The records' shape (schema.ts), then what the schema cannot say (check-pack.ts).
  const parsed = ContentPack.safeParse(packInput)
  if (!parsed.success) problems.push(...schemaIssues(parsed.error.issues, packInput, packFile))
  try {
    for (const problem of checkPack((parsed.success ? parsed.data : packInput) as ContentPack)) {
      const split = problem.indexOf(': ')
      const path = parsePath(problem.slice(0, split))
      problems.push({ file: path[0] === 'phones' ? '(any file)' : packFile(path), where: path[0] === 'phones' ? 'phones' : describePath(packInput, path), message: problem.slice(split + 2) })
    }
  } catch (error) {
    problems.push({ file: 'pack-input.ts', where: '(the whole pack)', message: `the checks could not run (${error instanceof Error ? error.message : String(error)}): fix the problems above first` })
  }

  // The place (place.ts).
  const placeResult = PackPlaceSchema.safeParse(place)
  if (!placeResult.success) {
    // Numbers still 0 (pack:new writes them so) are reported once per group: "map.bounds is still 0".
    const unset = new Set<string>()
    const issues = placeResult.error.issues.filter((issue) => {
      const path = issue.path as Key[]
      const group = at(place, path) === 0 ? path.slice(0, -1) : isObject(at(place, path)) && Object.values(at(place, path) as object).every((n) => n === 0) ? path : undefined
      if (!group) return true
      unset.add(group.map(String).join('.'))
      return false
    })
    problems.push(...schemaIssues(issues, place, () => 'place.ts', true))
    for (const where of unset) problems.push({ file: 'place.ts', where, message: 'still 0: fill in the numbers (decimal degrees, from the sources its TODO names)' })
  }
  const rawPlace = (isObject(place) ? place : {}) as Partial<PackPlace>
  if (rawPlace.slug !== data.slug) problems.push({ file: 'place.ts', where: 'slug', message: `must be the pack's folder name, "${data.slug}"` })
  if (data.placeExports) {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
    const { forumSlug, guideName, searchNamePrefixes } = data.placeExports
    if (!same(forumSlug, rawPlace.forumSlug)) problems.push({ file: 'place.ts', where: 'export const forumSlug', message: 'export the place\'s forumSlug on its own too (export const forumSlug = …; place: { forumSlug, … })' })
    if (!same(guideName, rawPlace.guideName)) problems.push({ file: 'place.ts', where: 'export const guideName', message: 'export the place\'s guideName on its own too (export const guideName = …; place: { guideName, … })' })
    if (!same(searchNamePrefixes, rawPlace.search?.namePrefixes)) problems.push({ file: 'place.ts', where: 'export const searchNamePrefixes', message: 'export search.namePrefixes on its own too (export const searchNamePrefixes = …)' })
  }
  const bounds = rawPlace.map?.bounds
  const boxUsable = !!bounds && [bounds.minLat, bounds.maxLat, bounds.minLon, bounds.maxLon].every((n) => typeof n === 'number') &&
    bounds.minLat < bounds.maxLat && bounds.minLon < bounds.maxLon
  const placeName = isText(rawPlace.name) && !isTodo(rawPlace.name.en) ? rawPlace.name.en : 'the place'

  // Positions inside the place's box: the records' coordinates and the mapped points.
  if (boxUsable) {
    const box = `the place's box (place.ts map.bounds: ${describeBounds(bounds)})`
    walk(packInput, (node, path) => {
      if (!isObject(node) || !isObject(node.coordinates)) return
      const { lat, lng } = node.coordinates
      if (typeof lat === 'number' && typeof lng === 'number' && !insideBounds(bounds, lat, lng)) {
        problems.push({ file: packFile(path), where: describePath(packInput, [...path, 'coordinates']), message: `${lat}, ${lng} lies outside ${box}: check the numbers (latitude first), or whether the record is in ${placeName} at all` })
      }
    })
  }
  const pointNames = new Set<string>()
  if (data.points !== undefined) {
    if (!Array.isArray(data.points)) {
      problems.push({ file: 'geo/pois.json', where: '(the whole file)', message: 'must be a list of points ([] while there are none)' })
    } else {
      data.points.forEach((point: unknown, index) => {
        const where = `[${index}]${isObject(point) && typeof point.name === 'string' ? ` "${point.name}"` : ''}`
        if (!isObject(point) || typeof point.name !== 'string' || typeof point.lat !== 'number' || typeof point.lon !== 'number') {
          problems.push({ file: 'geo/pois.json', where, message: 'a point needs a name, lat and lon (geo/README.md describes a point)' })
          return
        }
        pointNames.add(point.name)
        if (boxUsable && !insideBounds(bounds, point.lat, point.lon)) {
          problems.push({ file: 'geo/pois.json', where, message: `${point.lat}, ${point.lon} lies outside the place's box (place.ts map.bounds: ${describeBounds(bounds)}): leave out points of the neighbouring places` })
        }
      })
    }
  }

  // References between the files: a record, a point.
  const records = recordKeys(packInput)
  const missingRecord = (key: string) => `there is no record ${key} in the pack: name one that exists (collection/id)`
  for (const [kind, key] of Object.entries(rawPlace.assistant?.numberHelp ?? {})) {
    if (typeof key === 'string' && !isTodo(key) && !records.has(key)) problems.push({ file: 'place.ts', where: `assistant.numberHelp.${kind}`, message: missingRecord(key) })
  }
  rawPlace.map?.nearbyLandmarks?.forEach((landmark, index) => {
    if (landmark.point !== undefined && data.points !== undefined && !pointNames.has(landmark.point)) {
      problems.push({ file: 'place.ts', where: `map.nearbyLandmarks[${index}].point`, message: `no point of geo/pois.json is named "${landmark.point}"` })
    }
  })
  if (isObject(data.sameAs)) {
    for (const [name, link] of Object.entries(data.sameAs)) {
      if (data.points !== undefined && !pointNames.has(name)) problems.push({ file: 'geo/same-as.ts', where: `"${name}"`, message: 'no point of geo/pois.json has this name' })
      if (isObject(link) && !records.has(`${String(link.collection)}/${String(link.id)}`)) problems.push({ file: 'geo/same-as.ts', where: `"${name}"`, message: missingRecord(`${String(link.collection)}/${String(link.id)}`) })
    }
  }
  if (isObject(data.recordAliases)) {
    for (const key of Object.keys(data.recordAliases)) if (!records.has(key)) problems.push({ file: 'search-aliases.ts', where: `'${key}'`, message: missingRecord(key) })
  }
  if (Array.isArray(data.questions)) {
    data.questions.forEach((question: unknown, index) => {
      const gold = isObject(question) && Array.isArray(question.gold) ? question.gold : []
      for (const key of gold) {
        if (typeof key === 'string' && !key.startsWith('page/') && !records.has(key)) problems.push({ file: 'assistant-eval.ts', where: `questions[${index}] gold`, message: missingRecord(key) })
      }
    })
  }
  if (Array.isArray(data.newsSources)) {
    data.newsSources.forEach((source: unknown, index) => {
      const result = NewsSource.strict().safeParse(source)
      if (!result.success) problems.push(...schemaIssues(result.error.issues, source, () => 'news-sources.ts').map((problem) => ({ ...problem, where: `[${index}] ${problem.where}` })))
    })
  }

  // The same record twice.
  for (const [path, items] of collectionsOf(packInput)) {
    const seen = new Map<string, string>()
    for (const item of items) {
      if (!isObject(item) || typeof item.id !== 'string') continue
      const name = recordName(item)
      if (!name) continue
      for (const language of ['bn', 'en'] as const) {
        if (isTodo(name[language])) continue
        const key = `${language}:${normalName(name[language])}`
        const first = seen.get(key)
        if (first !== undefined && first !== item.id) {
          problems.push({ file: packFile(path), where: `${path.join('.')}/${item.id}`, message: `has the same name as ${path.join('.')}/${first} ("${name[language]}"): one thing listed twice? Merge the two (keeping every source), or name each so a reader can tell them apart` })
          break
        }
        seen.set(key, item.id)
      }
    }
  }

  // Copy sites (the schema refuses them as sources; here anywhere else, and in the other files).
  for (const [part, root, file] of parts) {
    walk(root, (node, path) => {
      if (typeof node !== 'string') return
      // A record's sources, website and links: the schema's own message says it there.
      if (part === 'pack' && path.some((key) => key === 'sources' || key === 'website' || key === 'links')) return
      const domain = COPY_DOMAINS.find((copy) => node.toLowerCase().includes(copy))
      if (domain) problems.push({ file: file(path), where: describePath(root, path), message: `names ${domain}, a site that copies other publishers: cite the original page it copies (docs/content.md, rule 2)` })
    })
  }

  // Dates after today.
  walk(packInput, (node, path) => {
    if (!isObject(node) || Array.isArray(node)) return
    for (const [key, value] of Object.entries(node)) {
      if (!DATE_KEYS.has(key)) continue
      for (const date of Array.isArray(value) ? value : [value]) {
        if (typeof date === 'string' && DATE.test(date) && isFuture(date, today)) {
          problems.push({ file: packFile(path), where: describePath(packInput, [...path, key]), message: `${date} is after today (${today}): a date is when a source said it, never a planned or a guessed one` })
        }
      }
    }
  })

  // Both languages, written in their own script.
  walk(packInput, (node, path) => {
    if (isText(node)) for (const [language, message] of languageProblems(node)) problems.push({ file: packFile(path), where: describePath(packInput, [...path, language]), message })
  })
  walk(placeView, (node, path) => {
    if (isText(node)) for (const [language, message] of languageProblems(node)) problems.push({ file: 'place.ts', where: [...path, language].join('.'), message })
  })

  // Another place named by mistake.
  problems.push(...otherPlaceProblems(packInput, otherPlaces, packFile))
  problems.push(...otherPlaceProblems(placeView, otherPlaces, () => 'place.ts'))
  if (isObject(place) && isObject(place.news) && Array.isArray(place.news.localWords)) {
    for (const word of place.news.localWords) {
      const other = otherPlaces.find((o) => typeof word === 'string' && (normalName(word) === normalName(o.name.en) || word.normalize('NFC') === o.name.bn.normalize('NFC')))
      if (other) problems.push({ file: 'place.ts', where: 'news.localWords', message: `"${String(word)}" is the "${other.slug}" pack's place: its news would be taken for this place's` })
    }
  }

  return problems
}

/** A problem as validate.ts prints it under its file. */
export const formatProblem = (problem: Problem) => `${problem.where}: ${problem.message}`

const DEFAULT_CONTENT = new URL('..', import.meta.url)

/** Every text file of a pack's folder, by its path in the folder. */
async function readFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(ts|json|md)$/.test(entry.name)) continue
    const full = `${entry.parentPath}/${entry.name}`
    files[full.slice(dir.length + 1)] = await readFile(full, 'utf8')
  }
  return files
}

/** A pack read from its folder, and what could not be read. */
export async function loadPack(slug: string, contentDir: URL = DEFAULT_CONTENT): Promise<{ data: PackData; problems: Problem[] }> {
  const dir = fileURLToPath(new URL(`${slug}/`, contentDir)).replace(/\/$/, '')
  const problems: Problem[] = []
  const files = await readFiles(dir)
  const load = async <T>(file: string, read: (module: Record<string, unknown>) => T): Promise<T | undefined> => {
    if (!(file in files)) return undefined
    try {
      if (file.endsWith('.json')) return read({ default: JSON.parse(files[file]!) as unknown })
      return read((await import(`${dir}/${file}`)) as Record<string, unknown>)
    } catch (error) {
      problems.push({ file, where: '(the whole file)', message: `could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` })
      return undefined
    }
  }
  const placeModule = await load('place.ts', (module) => module)
  const data: PackData = {
    slug,
    packInput: await load('pack-input.ts', (module) => module.packInput),
    place: placeModule?.place,
    placeExports: placeModule && { forumSlug: placeModule.forumSlug, guideName: placeModule.guideName, searchNamePrefixes: placeModule.searchNamePrefixes },
    newsSources: await load('news-sources.ts', (module) => module.newsSources),
    questions: await load('assistant-eval.ts', (module) => module.questions),
    recordAliases: await load('search-aliases.ts', (module) => module.recordAliases),
    points: await load('geo/pois.json', (module) => module.default),
    sameAs: await load('geo/same-as.ts', (module) => module.sameAs),
    pointsSource: await load('geo/source.ts', (module) => module.pointsSource),
    files,
  }
  return { data, problems }
}

/** The places of the other packs in `contentDir`, by their place.ts. */
export async function otherPlacesThan(slug: string, contentDir: URL = DEFAULT_CONTENT): Promise<OtherPlace[]> {
  const places: OtherPlace[] = []
  for (const other of await listPacks(contentDir)) {
    if (other === slug) continue
    try {
      const { place } = (await import(fileURLToPath(new URL(`${other}/place.ts`, contentDir)))) as { place?: PackPlace }
      if (place && isText(place.name) && !isTodo(place.name.en) && !isTodo(place.name.bn)) places.push({ slug: other, name: place.name })
    } catch {
      // A pack whose place.ts cannot be read is checked on its own.
    }
  }
  return places
}

/** Every problem of the pack `slug` in `contentDir`, read from its folder. */
export async function checkPackFolder(slug: string, contentDir: URL = DEFAULT_CONTENT, options: Omit<CheckOptions, 'otherPlaces'> = {}): Promise<{ data: PackData; problems: Problem[] }> {
  const { data, problems } = await loadPack(slug, contentDir)
  const otherPlaces = await otherPlacesThan(slug, contentDir)
  return { data, problems: [...problems, ...checkPackData(data, { ...options, otherPlaces })] }
}
