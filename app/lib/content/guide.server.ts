import { sql } from 'kysely'
import { contentPack } from '#pack/index'
import type { ContentPack } from '#content/pack/schema'
import { getDatabase, type AppDatabase } from '../db/database.server'
import { subscribe } from '../events.server'
import { logger } from '../logger.server'
import { correctable, type CollectionName } from './correctable'
import { MAP_POINTS, parseLocation, type MapOverride } from './map-points'
import { setMovedPins } from './mapped-places'
import { applyChecks, type Check } from './checks'
import { applyOverrides, type Override } from './overrides'
import { phoneKey, type PhoneSignals } from './phone-view'
import { webSources } from './sources'
import { dhakaDay } from '../dhaka-day'

/**
 * The guide's content: the shipped pack (validated at build) with the accepted community
 * corrections of `content_overrides` laid over it (docs/decisions/008-guide-corrections.md).
 * Every page reads through getGuide(). The overlaid pack is kept in memory and rebuilt after a
 * 'content' event (an accepted correction, in any process) or when it is a minute old.
 */
export async function getGuide(): Promise<ContentPack> {
  let database: AppDatabase
  try {
    database = getDatabase()
  } catch {
    // No database in this process (a script, a unit test of a view): the shipped pack.
    return indexed(contentPack)
  }
  watch(database)
  if (cache && cache.database === database && cache.generation === generation && Date.now() - cache.loadedAt < MAX_AGE_MS) {
    return cache.pack
  }
  if (loading && loading.database === database && loading.generation === generation) return loading.promise
  const started = { database, generation }
  const load = ++loads
  const promise = Promise.all([loadOverrides(database), loadChecks(database), loadPhoneSignals(database)])
    .then(([overrides, checks, signals]) => {
      // The map's corrections are laid over the mapped points, not the pack (mapOverridesOf).
      const packOverrides = overrides.filter((o): o is Override => o.collection !== MAP_POINTS)
      const corrected = applyOverrides(contentPack, packOverrides, (override, why) =>
        logger.warn({ collection: override.collection, recordId: override.recordId, field: override.field, why }, 'content override skipped'))
      const pack = indexed(applyChecks(corrected, checks, (check, why) =>
        logger.warn({ collection: check.collection, recordId: check.recordId, field: check.field, why }, 'guide check skipped')))
      // The newest load's answers, even if the guide was invalidated meanwhile (then this pack is
      // not kept, but the request that asked for it shows it, with these answers).
      if (load > signalsLoad) {
        latestSignals = signals
        signalsLoad = load
      }
      const forMap = overrides.flatMap((o): MapOverride[] =>
        o.collection === MAP_POINTS && (o.field === 'location' || o.field === 'record') ? [{ recordId: o.recordId, field: o.field, value: o.value, sources: webSources(o.sources), asOf: o.asOf }] : [])
      mapOverrides.set(pack, forMap)
      // Guide records that borrow a point's position follow its moved pin too.
      setMovedPins(new Map(forMap.flatMap((o) => (o.field === 'location' && isLatLon(o.value) ? [[o.recordId, o.value] as const] : []))))
      if (started.generation === generation) cache = { ...started, pack, loadedAt: Date.now() }
      return pack
    })
    .catch((error: unknown) => {
      // Better the shipped facts than no page: the next request tries again.
      logger.error({ err: error }, 'could not load content overrides')
      return cache?.database === database ? cache.pack : indexed(contentPack)
    })
    .finally(() => {
      if (loading?.promise === promise) loading = undefined
    })
  loading = { ...started, promise }
  return promise
}

/** Forgets the overlaid pack: the next getGuide() reads the overrides again. */
export function invalidateGuide() {
  generation++
  cache = undefined
}

/**
 * The collection a record of the current pack belongs to, so a card can link to "Suggest a
 * correction" without every page naming it. Undefined for anything else (a copy, a view).
 */
export function collectionOf(record: object): CollectionName | undefined {
  return collections.get(record)
}

const mapOverrides = new WeakMap<ContentPack, MapOverride[]>()
let latestSignals = new Map<string, PhoneSignals>()
let loads = 0
let signalsLoad = 0

/**
 * What residents said after calling the guide's numbers (issue 42), by `phoneKey`, loaded with the
 * latest guide: at most a minute old, and at once when a number is put in doubt (a 'content'
 * event). Empty without a database.
 */
export function phoneSignals(key: string): PhoneSignals | undefined {
  return latestSignals.get(key)
}

/** Every moderator's check of the guide's facts, oldest first (issue 42). */
export async function loadChecks(database: AppDatabase = getDatabase()): Promise<Check[]> {
  const rows = await database.db
    .selectFrom('guide_checks')
    .select(['collection', 'record_id', 'field', 'number', 'outcome', 'method', 'answered_by', 'recorded_by', sql<string>`to_char(checked_on, 'YYYY-MM-DD')`.as('day')])
    .orderBy('checked_on')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    collection: row.collection, recordId: row.record_id, field: row.field, number: row.number, outcome: row.outcome,
    method: row.method, answeredBy: row.answered_by, day: row.day, by: row.recorded_by,
  }))
}

/**
 * Residents' answers that pages show: the "wrong number" days of the last 30 days (one per
 * device) and this month's "got through" count, per number.
 */
export async function loadPhoneSignals(database: AppDatabase = getDatabase(), today = dhakaDay()): Promise<Map<string, PhoneSignals>> {
  const [wrong, yes] = await Promise.all([
    database.db
      .selectFrom('wrong_number_reports')
      .select(['collection', 'record_id', 'number', sql<string>`to_char(reported_on, 'YYYY-MM-DD')`.as('day')])
      .where('reported_on', '>', sql<Date>`${today}::date - 30`)
      .orderBy('reported_on')
      .execute(),
    database.db
      .selectFrom('call_feedback')
      .select(['collection', 'record_id', 'number', sql<number>`sum(count)::int`.as('count')])
      .where('answer', '=', 'yes')
      .where('day', '>=', sql<Date>`date_trunc('month', ${today}::date)::date`)
      .groupBy(['collection', 'record_id', 'number'])
      .execute(),
  ])
  const signals = new Map<string, PhoneSignals>()
  const of = (row: { collection: string; record_id: string; number: string }) => {
    const key = phoneKey(row.collection, row.record_id, row.number)
    let entry = signals.get(key)
    if (!entry) signals.set(key, (entry = { wrongReports: [], gotThroughThisMonth: 0 }))
    return entry
  }
  for (const row of wrong) of(row).wrongReports.push(row.day)
  for (const row of yes) of(row).gotThroughThisMonth = Number(row.count)
  return signals
}

/** The accepted corrections to the map's places that came with this version of the guide. */
export function mapOverridesOf(guide: ContentPack): MapOverride[] {
  return mapOverrides.get(guide) ?? []
}

/** Accepted overrides, oldest first (the order they were accepted in); the map's included. */
export async function loadOverrides(database: AppDatabase = getDatabase()): Promise<Array<Omit<Override, 'field'> & { field: Override['field'] | 'location' }>> {
  const rows = await database.db
    .selectFrom('content_overrides')
    .select(['collection', 'record_id', 'field', 'value', 'sources', sql<string>`to_char(as_of, 'YYYY-MM-DD')`.as('as_of')])
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    collection: row.collection,
    recordId: row.record_id,
    field: row.field,
    value: row.value,
    sources: row.sources as Override['sources'],
    asOf: row.as_of,
  }))
}

const MAX_AGE_MS = 60_000

let cache: { database: AppDatabase; generation: number; pack: ContentPack; loadedAt: number } | undefined
let loading: { database: AppDatabase; generation: number; promise: Promise<ContentPack> } | undefined
let generation = 0
let watching: AppDatabase | undefined

/** Listens for 'content' events once per database: another process accepted a correction. */
function watch(database: AppDatabase) {
  if (watching === database) return
  watching = database
  subscribe('content', () => invalidateGuide()).catch((error: unknown) => {
    if (watching === database) watching = undefined
    logger.error({ err: error }, 'could not listen for content events; corrections show within a minute')
  })
}

const collections = new WeakMap<object, CollectionName>()
const seen = new WeakSet<ContentPack>()

function indexed(pack: ContentPack): ContentPack {
  if (seen.has(pack)) return pack
  for (const name of Object.keys(correctable) as CollectionName[]) {
    let list: unknown = pack
    for (const key of correctable[name].path) list = (list as Record<string, unknown>)[key]
    for (const record of list as object[]) collections.set(record, name)
  }
  seen.add(pack)
  return pack
}

const isLatLon = (value: unknown): value is { lat: number; lon: number } => {
  const v = value as { lat?: unknown; lon?: unknown } | null
  return !!v && typeof v.lat === 'number' && typeof v.lon === 'number' && parseLocation(`${v.lat}, ${v.lon}`) !== null
}
