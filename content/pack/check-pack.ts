import { sourceIdentity, type ContentPack, type Source } from './schema'

/**
 * Checks the schema cannot express: unique ids, the set of national hotlines, the spec's
 * invented numbers, and the text conventions (NFC, Bengali digits in Bengali text). Shared by
 * pack-check.ts (npm run pack:check) and pack.test.ts.
 */

/** The national hotlines facts.md confirms with a source; all must be present. */
export const requiredHotlines = ['999', '102', '16263', '109', '1098', '333', '131', '1090', '16430'] as const

/** Numbers from the spec that no source confirms (fire 16555, railway 16017): never shipped. */
// The spec's unsourced numbers, and the fire service's earlier hotline (a note only since 102).
export const forbiddenNumbers = ['16555', '16017', '16163'] as const

type Identified = { id: string }

/** Every list of records with ids, named as validate.ts reports them. */
export function listCollections(pack: ContentPack): [string, readonly Identified[]][] {
  const lists: [string, readonly Identified[]][] = []
  for (const [name, value] of Object.entries(pack)) {
    if (Array.isArray(value)) lists.push([name, value as Identified[]])
  }
  lists.push(['train.stations', pack.train.stations])
  lists.push(['train.timetables', pack.train.timetables])
  lists.push(['train.services', pack.train.services])
  return lists
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Calls `visit` on every object and array in the pack, depth first, with its path. */
function walk(value: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, `${path}[${index}]`))
  } else if (isObject(value)) {
    visit(value, path)
    for (const [key, child] of Object.entries(value)) walk(child, visit, path ? `${path}.${key}` : key)
  }
}

const digitsOnly = (phone: string) => phone.replace(/\D/g, '')

/**
 * Every phone number in the pack (hotlines and every `phones[]` entry, wherever it sits), as
 * digits only, mapped to the sources that print it. The app uses it to prove that every tel:
 * link it renders is sourced.
 */
export function collectPhoneNumbers(pack: ContentPack): Map<string, Source[]> {
  const numbers = new Map<string, Source[]>()
  const add = (number: string, sources: readonly Source[]) => {
    const key = digitsOnly(number)
    const known = numbers.get(key) ?? []
    const seen = new Set(known.map(sourceIdentity))
    numbers.set(key, [...known, ...sources.filter((source) => !seen.has(sourceIdentity(source)))])
  }
  for (const hotline of pack.hotlines) add(hotline.number, hotline.sources)
  walk(pack, (node) => {
    if (!Array.isArray(node.phones)) return
    for (const phone of node.phones as { number: string; sources: Source[] }[]) add(phone.number, phone.sources)
  })
  return numbers
}

// Web addresses and e-mail addresses may keep ASCII digits inside Bengali text.
const addressLike = /\S+@\S+|\b[\w-]+(\.[\w-]+)*\.(com|bd|org|net|io|info|edu)\b\S*/g

export function checkPack(pack: ContentPack): string[] {
  const problems: string[] = []

  for (const [name, items] of listCollections(pack)) {
    const seen = new Set<string>()
    for (const item of items) {
      if (seen.has(item.id)) problems.push(`${name}: duplicate id "${item.id}"`)
      seen.add(item.id)
    }
  }

  const hotlineNumbers = pack.hotlines.map((hotline) => hotline.number)
  const repeated = hotlineNumbers.filter((number, index) => hotlineNumbers.indexOf(number) !== index)
  for (const number of new Set(repeated)) problems.push(`hotlines: number ${number} is listed more than once`)
  for (const number of requiredHotlines) {
    if (!hotlineNumbers.includes(number)) problems.push(`hotlines: the sourced national number ${number} is missing`)
  }

  const allNumbers = collectPhoneNumbers(pack)
  for (const number of forbiddenNumbers) {
    if (allNumbers.has(number)) problems.push(`phones: ${number} must not ship as a number (unsourced in the spec, or no longer in service)`)
  }
  for (const [number, sources] of allNumbers) {
    if (sources.length === 0) problems.push(`phones: ${number} has no source`)
  }

  walk(pack, (node, path) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && value !== value.normalize('NFC')) problems.push(`${path}.${key}: text is not in Unicode NFC`)
    }
    const keys = Object.keys(node)
    const isText = keys.length === 2 && typeof node.bn === 'string' && typeof node.en === 'string'
    if (isText && /[0-9]/.test((node.bn as string).replace(addressLike, ''))) {
      problems.push(`${path}.bn: write digits in Bengali text as Bengali digits (০-৯)`)
    }
  })

  return problems
}
