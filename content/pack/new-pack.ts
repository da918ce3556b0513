/**
 * Starts the content pack of a new place (docs/packs.md):
 *
 *   npm run pack:new -- <slug>
 *
 * Writes content/<slug>/ with every file a pack has: the nine national hotlines and the national
 * news feeds copied with their sources from a pack already here (they are national), the
 * settings' defaults, and everything that is the place's own marked TODO, with where its sources
 * usually are. The new pack type-checks; `npm run pack:check -- <slug>` lists each TODO until it
 * is done. Refuses a slug that is not a pack name, and a folder that already exists.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { requiredHotlines } from './check-pack'
import type { EvalQuestion } from './eval-question'
import type { NewsSource } from './news-source'
import { ContentPack, type Hotline } from './schema'
import { listPacks, PACK_SLUG } from './slug'

const DEFAULT_CONTENT = new URL('..', import.meta.url)

/** Why a new pack cannot be called `slug` in `contentDir`, in words a volunteer can act on; null when it can. */
export async function newPackSlugProblem(slug: string | undefined, contentDir: URL = DEFAULT_CONTENT): Promise<string | null> {
  if (!slug) return 'Name the pack: npm run pack:new -- <slug> (the place\'s name in lower-case Latin letters, for example raozan).'
  if (!PACK_SLUG.test(slug) || slug === 'pack') {
    return `"${slug}" cannot name a pack: use 2 to 40 lower-case Latin letters, digits and hyphens, starting with a letter (for example raozan or fatikchhari), and not "pack".`
  }
  const existing = await stat(new URL(`${slug}/`, contentDir)).catch(() => null)
  if (existing) return `content/${slug}/ already exists: nothing was written. Check that pack with npm run pack:check -- ${slug}, or choose another name.`
  return null
}

/** What a new pack copies from one already here: the national hotlines and news feeds. */
export interface NationalRecords {
  from: string
  hotlines: Hotline[]
  newsSources: NewsSource[]
}

/** The national records of the first pack here that has all nine hotlines and passes its schema. */
export async function nationalRecords(contentDir: URL = DEFAULT_CONTENT): Promise<NationalRecords> {
  for (const slug of await listPacks(contentDir)) {
    try {
      const { packInput } = (await import(fileURLToPath(new URL(`${slug}/pack-input.ts`, contentDir)))) as { packInput: unknown }
      const parsed = ContentPack.safeParse(packInput)
      if (!parsed.success) continue
      const hotlines = requiredHotlines.map((number) => parsed.data.hotlines.find((hotline) => hotline.number === number))
      if (hotlines.some((hotline) => !hotline)) continue
      const { newsSources } = (await import(fileURLToPath(new URL(`${slug}/news-sources.ts`, contentDir)))) as { newsSources: NewsSource[] }
      return { from: slug, hotlines: hotlines as Hotline[], newsSources: newsSources.filter((source) => source.scope === 'national') }
    } catch {
      // Not a usable pack: try the next.
    }
  }
  throw new Error('No pack in content/ has the nine national hotlines with their sources to copy.')
}

/** A value as TypeScript source, in the packs' style (single quotes, two-space indent, trailing commas). */
export function literal(value: unknown, indent = ''): string {
  const inner = `${indent}  `
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, '\\\'').replace(/\n/g, '\\n')}'`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const items = value.map((item) => literal(item, inner))
    if (items.every((item) => !item.includes('\n')) && items.join(', ').length + indent.length < 100) return `[${items.join(', ')}]`
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    if (entries.length === 0) return '{}'
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name))
    const items = entries.map(([name, item]) => `${key(name)}: ${literal(item, inner)}`)
    if (items.every((item) => !item.includes('\n')) && items.join(', ').length + indent.length < 100) return `{ ${items.join(', ')} }`
    return `{\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}}`
  }
  throw new Error(`cannot write ${String(value)} as a literal`)
}

/** A collection's file: its type, an empty list and where its sources usually are. */
interface CollectionFile {
  file: string
  type: string
  lists: string[]
  /** What to research and where (the TODO), without the place's name. */
  todo: string
}

const COLLECTION_FILES: CollectionFile[] = [
  { file: 'facts.ts', type: 'Fact', lists: ['facts'], todo: 'the upazila at a glance: its name, division and district, area, extent (Banglapedia), coordinates (Wikipedia, both languages), boundaries, unions and paurashava, population and literacy (the 2011 and 2022 censuses, BBS), postcode, parliamentary seat, the official website (<upazila>.<district>.gov.bd).' },
  { file: 'history.ts', type: 'Section', lists: ['history'], todo: 'the name\'s origin and the history: Banglapedia, Wikipedia in both languages, the upazila portal\'s history page, and the national dailies for events (each section with its own sources).' },
  { file: 'geography.ts', type: 'Section', lists: ['geography'], todo: 'location, boundaries, rivers, unions: Banglapedia and Wikipedia in both languages, the upazila portal.' },
  { file: 'administration.ts', type: 'Office, Union', lists: ['offices:Office', 'postOffices:Office', 'unions:Union'], todo: 'the offices (UNO, police station, fire station, land, health...), the post offices and the unions: the upazila portal (<upazila>.<district>.gov.bd) and each union\'s portal (<union>up.<district>.gov.bd), Bangladesh Post\'s list of post offices and postcodes, Wikipedia\'s union articles, the national dailies for office holders (each holder dated).' },
  { file: 'health.ts', type: 'Doctor, HealthFacility', lists: ['healthFacilities:HealthFacility', 'doctors:Doctor'], todo: 'the Upazila Health Complex, union health centres, hospitals and clinics: the upazila portal\'s health page, the DGHS facility registry (dghs.gov.bd), the national dailies. Doctors: government postings only.' },
  { file: 'banks.ts', type: 'Bank', lists: ['banks'], todo: 'bank branches: each bank\'s own branch locator and Bangladesh Bank\'s list of routing numbers.' },
  { file: 'couriers.ts', type: 'ServiceProvider', lists: ['couriers'], todo: 'courier branches: the couriers\' own branch locators. If none names a branch here, leave the list empty and say so in this comment: the page says plainly that no verified listing exists.' },
  { file: 'hotels.ts', type: 'ServiceProvider', lists: ['hotels'], todo: 'hotels and guest houses: the upazila portal, the national dailies. Often none is sourced: then leave the list empty and say so in this comment.' },
  { file: 'shopping-malls.ts', type: 'ServiceProvider', lists: ['shoppingMalls'], todo: 'shopping malls: the national dailies, the upazila portal. Often none is sourced: then leave the list empty and say so in this comment.' },
  { file: 'journalists.ts', type: 'Journalist, MediaOrganization', lists: ['journalists:Journalist', 'mediaOrganizations:MediaOrganization'], todo: 'the press club and local correspondents: the press club\'s own pages and the national dailies that name them (office-holders only; no private numbers).' },
  { file: 'organizations.ts', type: 'Organization', lists: ['organizations'], todo: 'NGOs and local organisations: the organisations\' own branch lists, the upazila portal.' },
  { file: 'education.ts', type: 'Institution', lists: ['institutions'], todo: 'universities, colleges, schools, madrasas: BANBEIS (the EIIN), the education board, the upazila portal\'s education page, Wikipedia.' },
  { file: 'religious-places.ts', type: 'ReligiousPlace', lists: ['religiousPlaces'], todo: 'mosques, temples, viharas, shrines, churches: Banglapedia, the upazila portal\'s heritage page, Wikipedia.' },
  { file: 'markets.ts', type: 'Fair, Market', lists: ['markets:Market', 'fairs:Fair'], todo: 'markets (hat days) and fairs: the upazila portal\'s hat-bazar and heritage pages, Banglapedia.' },
  { file: 'tourism.ts', type: 'Place', lists: ['places'], todo: 'places to visit: the upazila portal\'s tourist spots, Banglapedia, Wikipedia and Wikivoyage.' },
  { file: 'transportation.ts', type: 'Section, TransportItem', lists: ['transport:TransportItem', 'transportOverview:Section'], todo: 'roads, bus routes, rail and water: the upazila portal ("how to get there"), Wikipedia, the national dailies.' },
  { file: 'people.ts', type: 'Person', lists: ['people'], todo: 'notable people with a sourced tie to the place (`connection`): Wikipedia and Banglapedia.' },
  { file: 'events.ts', type: 'Event', lists: ['events'], todo: 'fairs, festivals and seasons through the year: the upazila portal\'s heritage page, the national dailies.' },
]

const header = (type: string) => `import type { ${type} } from '../pack/schema'\n`
/** Words wrapped into comment lines of at most `width` characters. */
function wrap(text: string, width = 100): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && ` * ${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line]
}

const todoComment = (todo: string) => `/**\n * ${wrap(`TODO: ${todo}`).join('\n * ')}\n *\n * Every record with its sources, asOf and confidence (docs/content.md). When done, replace this\n * comment with what the list holds and where it comes from.\n */\n`

function collectionFile({ type, lists, todo }: CollectionFile): string {
  const exports = lists.map((entry) => {
    const [name, listType] = entry.includes(':') ? entry.split(':') as [string, string] : [entry, type]
    return `export const ${name}: ${listType}[] = []\n`
  })
  return `${header(type)}\n${todoComment(todo)}${exports.join('')}`
}

/** The hotline questions every pack can ask (their records are the national hotlines). */
const hotlineQuestions: EvalQuestion[] = [
  { lang: 'bn', q: 'জরুরি নম্বর কত?', gold: ['hotlines/national-emergency', 'page/emergency'] },
  { lang: 'bn', q: 'স্বাস্থ্য বাতায়নের নম্বর', gold: ['hotlines/shasthyo-batayon'] },
  { lang: 'en', q: 'What is the emergency number?', gold: ['hotlines/national-emergency', 'page/emergency'] },
  { lang: 'en', q: 'child helpline number', gold: ['hotlines/child-helpline'] },
]

/** The files of a new pack `slug`, by their path in its folder. */
export function newPackFiles(slug: string, national: NationalRecords): Record<string, string> {
  const files: Record<string, string> = {}

  files['index.ts'] = `import { ContentPack as ContentPackSchema, type ContentPack } from '../pack/schema'
import { packInput } from './pack-input'

/**
 * The "${slug}" content pack, validated when this module is imported: a record or a phone number
 * without a source, a malformed date or an unknown field throws here, so neither the server nor
 * the build can start with it. Run \`npm run pack:check -- ${slug}\` to see every problem at once.
 * See docs/content.md and docs/packs.md.
 */
export const contentPack: ContentPack = ContentPackSchema.parse(packInput)
`

  const imports: [string, string][] = [
    ['offices, postOffices, unions', './administration'], ['banks', './banks'], ['conflicts', './conflicts'], ['couriers', './couriers'],
    ['institutions', './education'], ['hotlines', './emergency'], ['events', './events'], ['facts', './facts'], ['geography', './geography'],
    ['doctors, healthFacilities', './health'], ['history', './history'], ['hotels', './hotels'], ['journalists, mediaOrganizations', './journalists'],
    ['fairs, markets', './markets'], ['organizations', './organizations'], ['people', './people'], ['religiousPlaces', './religious-places'],
    ['settings', './settings'], ['shoppingMalls', './shopping-malls'], ['places', './tourism'], ['train', './train'],
    ['transport, transportOverview', './transportation'],
  ]
  const collections = ['settings', 'facts', 'history', 'geography', 'offices', 'postOffices', 'unions', 'healthFacilities', 'doctors', 'hotlines',
    'banks', 'couriers', 'hotels', 'shoppingMalls', 'journalists', 'mediaOrganizations', 'organizations', 'institutions', 'religiousPlaces',
    'markets', 'fairs', 'places', 'transport', 'transportOverview', 'train', 'people', 'events', 'conflicts']
  files['pack-input.ts'] = `import type { ContentPack } from '../pack/schema'
${imports.map(([names, from]) => `import { ${names} } from '${from}'`).join('\n')}

/**
 * Every collection, assembled but not yet validated. index.ts parses it on import (so the app
 * and the build fail on a bad record); npm run pack:check checks it with safeParse so it can
 * report every problem instead of stopping at the first.
 */
export const packInput = {
${collections.map((name) => `  ${name},`).join('\n')}
} satisfies ContentPack
`

  files['settings.ts'] = `import type { PackSettings } from '../pack/schema'

/**
 * How long a fact stays fresh here before the guide says when it was last checked and asks a
 * moderator to check it again (issue 42; docs/content.md, "Facts from the ground"): the defaults
 * of every pack, to change only for a reason.
 */
export const settings: PackSettings = {
  freshness: { phoneMonths: 12, addressMonths: 24, hoursMonths: 12 },
}
`

  const todo = (what: string) => `TODO: ${what}`
  files['place.ts'] = `import type { PackPlace } from '../pack/place'

/**
 * The place as the guide's texts, maps, news and search name it (content/pack/place.ts says what
 * each field is for; content/<another pack>/place.ts shows one filled in). Say here where the
 * centre, the box and the landmark come from.
 *
 * TODO: fill in every field marked TODO (the numbers are 0 until then): the names from Banglapedia
 * and Wikipedia in both languages, the centre from Wikipedia, the box from Banglapedia's extent
 * (rounded outwards to 0.001°), the landmark (the upazila headquarters) from a sourced point.
 */
// What the browser's code reads is exported on its own too (the forum's address, the guide's
// name, search's place names, the assistant's number help), so a bundle takes only that much of the pack.
export const forumSlug = ${literal(`seeking-${slug}`)}
// TODO: the records to offer when a number is asked for that the guide does not have, as
// collection/id (healthFacilities/…, offices/… for the police and fire stations), once they exist.
export const numberHelp: PackPlace['assistant']['numberHelp'] = {}
export const guideName = ${literal({ bn: todo('the guide\'s name in Bengali ("<নাম> গাইড")'), en: todo('the guide\'s name in English ("<Name> Guide")') })}
export const searchNamePrefixes = ${literal([todo('the Bengali name as search folds it'), todo('the English name in lower case')])}

export const place: PackPlace = {
  slug: ${literal(slug)},
  name: ${literal({ bn: todo('the name in Bengali, on its own'), en: todo('the name in English, on its own') })},
  nameOf: ${literal({ bn: todo('the Bengali "of" form of the name (…র, …এর)'), en: todo('"of <Name>"') })},
  nameIn: ${literal({ bn: todo('the Bengali "in" form of the name (…এ, …তে)'), en: todo('"in <Name>"') })},
  fullName: ${literal({ bn: todo('"<নাম> উপজেলা"'), en: todo('"<Name> Upazila"') })},
  district: ${literal({ bn: todo('the district in Bengali'), en: todo('the district in English') })},
  districtOf: ${literal({ bn: todo('the district\'s Bengali "of" form'), en: todo('"of <District>"') })},
  guideName,
  shortName: ${literal({ bn: todo('the installed app\'s short name (12 characters or fewer)'), en: todo('the installed app\'s short name') }, '  ')},
  iconLetter: ${literal({ bn: todo('the icon\'s first letter in Bengali'), en: todo('the icon\'s first letter') })},
  forumSlug,
  map: {
    centre: { lat: 0, lon: 0 }, // TODO: the upazila's point (Wikipedia), in decimal degrees
    bounds: { minLat: 0, maxLat: 0, minLon: 0, maxLon: 0 }, // TODO: Banglapedia's extent, rounded outwards
    zoom: 11,
    // TODO: the upazila headquarters (its bazar or town) at a sourced point
    landmark: { id: 'upazila-headquarters', name: ${literal({ bn: todo('the landmark in Bengali'), en: todo('the landmark in English') })}, lat: 0, lon: 0 },
    // More places to measure "near you" from: points of geo/pois.json by name, or sourced positions.
    nearbyLandmarks: [],
    exampleLocation: ${literal(todo('a made-up "latitude, longitude" inside the box, such as "23.12345, 90.12345"'))},
    farKm: 25,
  },
  news: {
    localWords: ${literal([todo('the place\'s name in both languages and its spellings, its landmarks')])},
    regionWords: ${literal([todo('the district\'s names in both languages and their spellings')])},
  },
  search: { namePrefixes: searchNamePrefixes },
  // The railway's ends by their English names as timetables write them; empty where no train runs.
  trainEnds: { up: [], down: [] },
  texts: { bn: {}, en: {} },
  assistant: {
    numberHelp,
    sampleQuestions: {
      bn: ${literal([1, 2, 3, 4].map((n) => todo(`question ${n} in Bengali, answered by a record of this pack`)), '      ')},
      en: ${literal([1, 2, 3, 4].map((n) => todo(`question ${n} in English, answered by a record of this pack`)), '      ')},
    },
  },
}
`

  files['news-sources.ts'] = `import type { NewsSource } from '../pack/news-source'

/**
 * Where the place's news comes from (docs/news.md). The national feeds are copied from the
 * "${national.from}" pack: national outlets keep only items that name the place or a place in it.
 *
 * TODO: add the region's dailies (scope 'local'), each with the feed's URL as the outlet publishes
 * it, and check each feed answers.
 */
export const newsSources: NewsSource[] = ${literal(national.newsSources)}
`

  files['search-aliases.ts'] = `/**
 * Words residents use for one of the place's records that its own text does not contain, by record
 * (\`collection/id\`). Only words that truly name the thing: an alias never adds a fact. Add them
 * as the records come.
 */
export const recordAliases: Record<string, string> = {}
`

  files['assistant-eval.ts'] = `import type { EvalQuestion } from '../pack/eval-question'

/**
 * The place's evaluation questions for \`npm run bench:assistant-eval\` (content/pack/eval-question.ts).
 *
 * TODO: add questions residents ask about this place (half in Bengali, half in English, some with
 * typos marked variant), each with the records that answer it; the hotline questions below hold
 * in every pack.
 */
export const questions: EvalQuestion[] = ${literal(hotlineQuestions)}
`

  for (const collection of COLLECTION_FILES) files[collection.file] = collectionFile(collection)

  files['emergency.ts'] = `${header('Hotline')}
/**
 * National hotlines, copied unchanged (numbers, texts and sources) from the "${national.from}" pack:
 * they are national and valid in every upazila. The fire service is 102 and the railway 131; the
 * spec's 16555 and 16017 are not sourced and must never appear (npm run pack:check refuses them).
 *
 * TODO: a local number (the police station, the fire station, the health complex) goes on its
 * office's record in administration.ts or health.ts, only from a page that prints it, with that
 * page as its source (docs/content.md, rule 5).
 *
 * Once the offices are researched, say here which local numbers were found and which were not.
 */
export const hotlines: Hotline[] = ${literal(national.hotlines)}
`

  files['conflicts.ts'] = `${header('Conflict')}
/**
 * Known disagreements between sources, shown where the fact appears: when two sources disagree,
 * show the better-sourced value, keep the other in the record's notes, and add an entry here
 * (docs/content.md, rule 6).
 */
export const conflicts: Conflict[] = []
`

  files['train.ts'] = `${header('Train')}
/**
 * TODO: the railway through the place, if one runs: Bangladesh Railway's pages, Wikipedia, the
 * national dailies (each timetable dated as its source published it). The pack's shape asks for a
 * line and two stations; where no train runs, describe that honestly (the line's text says so)
 * with the sources that say it.
 *
 * When done, replace this comment with what runs and where the facts come from.
 */
export const train: Train = {
  line: {
    id: 'railway',
    title: ${literal({ bn: todo('the railway\'s name in Bengali'), en: todo('the railway\'s name in English') }, '    ')},
    body: ${literal({ bn: todo('what runs (or that nothing runs) in Bengali'), en: todo('what runs (or that nothing runs) in English') }, '    ')},
    sources: [${literal(todo('the pages that say it'))}],
    asOf: ${literal(todo('the sources\' date, YYYY-MM'))},
    confidence: 'low',
  },
  stations: [],
  stationsSources: [],
  timetables: [],
  services: [],
}
`

  files['geo/pois.json'] = '[]\n'
  files['geo/source.ts'] = `import type { PointsSource } from '../../pack/geo'

/** Where geo/pois.json's points come from (README.md here): shown beside every list and map. */
export const pointsSource: PointsSource = {
  asOf: ${literal(todo('the extract\'s month, YYYY-MM'))},
  attribution: '© OpenStreetMap contributors',
  copyright: 'https://www.openstreetmap.org/copyright',
  dataset: ${literal(todo('the extract\'s address (Geofabrik\'s Bangladesh extract, or the file it was cut from)'))},
}
`
  files['geo/same-as.ts'] = `import type { SameAs } from '../../pack/geo'

/**
 * The place's records that are the same places as mapped points (geo/pois.json), by the point's
 * name: the point takes the record's name and links to its page. Check name and position first.
 */
export const sameAs: Record<string, SameAs> = {}
`
  files['geo/README.md'] = `# Mapped places (OpenStreetMap)

\`pois.json\`: the points of interest inside the place's box (\`place.ts\`, \`map.bounds\`) that "near
you" lists: hospitals and clinics, pharmacies, police, fire stations, banks and ATMs, bus stops and
railway stations. Empty until an extract is brought in.

TODO: bring in an OpenStreetMap extract (below), then replace this paragraph with the table filled in
(dataset, source, licence, as of) and say which points were left out and why.

| dataset | source | licence | as of |
|---|---|---|---|

## Licence and attribution

- The points are © OpenStreetMap contributors, under the Open Database License (ODbL 1.0). Every
  page that shows them or a map says "© OpenStreetMap contributors" with a link to
  https://www.openstreetmap.org/copyright (\`source.ts\`).
- ODbL is share-alike for the database: the points stay in this file, apart from the guide's own
  pack, and anyone may have this file under the same licence.

## Bringing in an OpenStreetMap extract

1. Download \`bangladesh-latest.osm.pbf\` from Geofabrik (download.geofabrik.de/asia/bangladesh.html).
2. Cut the box and the tags used, e.g. with osmium (the box as \`minLon,minLat,maxLon,maxLat\`):
   \`osmium extract -b <minLon>,<minLat>,<maxLon>,<maxLat> bangladesh-latest.osm.pbf -o place.osm.pbf\`, then
   \`osmium tags-filter place.osm.pbf n/amenity=hospital,clinic,pharmacy,police,fire_station,bank,atm n/highway=bus_stop n/railway=station,halt -o places.osm.pbf\`
   and \`osmium export places.osm.pbf -f geojson\`.
3. Drop the points outside the upazila (the box also takes in edges of the neighbouring upazilas)
   and write each feature as a record: \`name\` (Latin), \`name_bn\` (the \`name:bn\` tag), \`category\`
   (hospital, clinic, pharmacy, police, fire_station, bank, atm, bus_stop, railway_station), \`lat\`,
   \`lon\`, \`osm_id\`, \`license\`, \`as_of\` (the extract's date) and \`source\`.
4. Set \`source.ts\` to the extract, link the points that are the guide's records in \`same-as.ts\`,
   and run \`npm run pack:check -- <slug>\`: it refuses a point outside the box.
`
  return files
}

/** Writes the new pack `slug` into `contentDir`; returns the files written. */
export async function createPack(slug: string, options: { contentDir?: URL; templateDir?: URL } = {}): Promise<string[]> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT
  const problem = await newPackSlugProblem(slug, contentDir)
  if (problem) throw new Error(problem)
  const files = newPackFiles(slug, await nationalRecords(options.templateDir ?? contentDir))
  const dir = new URL(`${slug}/`, contentDir)
  await mkdir(new URL('geo/', dir), { recursive: true })
  for (const [file, text] of Object.entries(files)) await writeFile(new URL(file, dir), text, { flag: 'wx' })
  return Object.keys(files)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const slug = process.argv[2]
  const problem = await newPackSlugProblem(slug)
  if (problem || !slug) {
    console.error(problem)
    process.exit(1)
  }
  const files = await createPack(slug)
  console.log(`Wrote content/${slug}/ (${files.length} files). Every place-specific field says TODO, with where its sources usually are.`)
  console.log('Next (docs/packs.md):')
  console.log(`  npm run pack:check -- ${slug}          lists what is still to do; fix until it passes`)
  console.log(`  GUIDE_PACK=${slug} npm start           builds and serves the new place's guide`)
}
