/**
 * The shape of a pack's place.ts (PackPlace, place.ts beside this file), as zod, for the pack's
 * check (`npm run pack:check -- <slug>`): both languages written, the forum's address a URL
 * segment, a sane box with the centre, the landmark and the example location inside it, four
 * sample questions in each language. Kept apart from place.ts: the browser's code reads the
 * place, and must not carry zod.
 */
import { z } from 'zod'
import type { PackPlace } from './place'

/** Bangladesh's extent, rounded outwards: a place's box lies inside it. */
export const BANGLADESH = { minLat: 20.5, maxLat: 26.7, minLon: 88, maxLon: 92.7 } as const

/** The widest box an upazila needs (the largest are about 0.6° across). */
const MAX_BOX_DEGREES = 1.5

/** The forum's address segments the app already uses for itself (app/routes.ts). */
const RESERVED_FORUM_SLUGS = ['community-forum', 'forum', 'en']

const written = (language: string) => z.string().trim().min(1, `write it in ${language}`)

const Bilingual = z.object({ bn: written('Bengali'), en: written('English') }).strict()

const Latitude = z.number().min(BANGLADESH.minLat, 'not a latitude in Bangladesh (20.5–26.7)').max(BANGLADESH.maxLat, 'not a latitude in Bangladesh (20.5–26.7)')
const Longitude = z.number().min(BANGLADESH.minLon, 'not a longitude in Bangladesh (88–92.7)').max(BANGLADESH.maxLon, 'not a longitude in Bangladesh (88–92.7)')

type Bounds = PackPlace['map']['bounds']

/** Whether a point lies in the box (edges included). */
export function insideBounds(bounds: Bounds, lat: number, lon: number): boolean {
  return lat >= bounds.minLat && lat <= bounds.maxLat && lon >= bounds.minLon && lon <= bounds.maxLon
}

/** The box as a volunteer reads it: "22.416–22.667 N, 91.85–91.984 E". */
export const describeBounds = (bounds: Bounds) => `${bounds.minLat}–${bounds.maxLat} N, ${bounds.minLon}–${bounds.maxLon} E`

const Bounds = z
  .object({ minLat: Latitude, maxLat: Latitude, minLon: Longitude, maxLon: Longitude })
  .strict()
  .superRefine((bounds, context) => {
    if (bounds.minLat >= bounds.maxLat) context.addIssue({ code: 'custom', path: ['minLat'], message: 'minLat must be below maxLat (south edge first)' })
    if (bounds.minLon >= bounds.maxLon) context.addIssue({ code: 'custom', path: ['minLon'], message: 'minLon must be below maxLon (west edge first)' })
    if (bounds.maxLat - bounds.minLat > MAX_BOX_DEGREES || bounds.maxLon - bounds.minLon > MAX_BOX_DEGREES) {
      context.addIssue({ code: 'custom', message: `the box is more than ${MAX_BOX_DEGREES}° across: an upazila is smaller (take its extent from Banglapedia)` })
    }
  })

const NearbyLandmark = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase-with-dashes'),
    name: Bilingual,
    point: z.string().min(1).optional(),
    lat: Latitude.optional(),
    lon: Longitude.optional(),
    approximate: z.boolean(),
  })
  .strict()
  .refine((landmark) => landmark.point !== undefined || (landmark.lat !== undefined && landmark.lon !== undefined), {
    message: 'give the name of a point of geo/pois.json (point), or lat and lon',
  })

const Question = written('the language of its list')
const Questions = z.tuple([Question, Question, Question, Question], { error: 'give exactly four questions' })

export const PackPlaceSchema = z
  .object({
    slug: z.string(),
    name: Bilingual,
    nameOf: Bilingual,
    nameIn: Bilingual,
    fullName: Bilingual,
    district: Bilingual,
    districtOf: Bilingual,
    guideName: Bilingual,
    shortName: Bilingual,
    iconLetter: Bilingual,
    forumSlug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the forum\'s address is one URL segment: lower-case letters, digits and single hyphens ("seeking-raozan")')
      .refine((slug) => !RESERVED_FORUM_SLUGS.includes(slug), `the app already uses this address (${RESERVED_FORUM_SLUGS.join(', ')}): use "seeking-<place>"`),
    map: z
      .object({
        centre: z.object({ lat: Latitude, lon: Longitude }).strict(),
        bounds: Bounds,
        zoom: z.number().int().min(8, 'a zoom between 8 and 16 (11 shows an upazila)').max(16, 'a zoom between 8 and 16 (11 shows an upazila)'),
        landmark: z.object({ id: NearbyLandmark.shape.id, name: Bilingual, lat: Latitude, lon: Longitude }).strict(),
        nearbyLandmarks: z.array(NearbyLandmark),
        exampleLocation: z.string().regex(/^\d{1,2}\.\d+, \d{2,3}\.\d+$/, 'write "latitude, longitude" with decimals ("22.52613, 91.92041")'),
        farKm: z.number().positive().max(100),
      })
      .strict()
      .superRefine((map, context) => {
        const { bounds } = map
        if (bounds.minLat >= bounds.maxLat || bounds.minLon >= bounds.maxLon) return
        const outside = `lies outside the box (map.bounds: ${describeBounds(bounds)}): check the numbers, or the box`
        if (!insideBounds(bounds, map.centre.lat, map.centre.lon)) context.addIssue({ code: 'custom', path: ['centre'], message: `the centre ${outside}` })
        if (!insideBounds(bounds, map.landmark.lat, map.landmark.lon)) context.addIssue({ code: 'custom', path: ['landmark'], message: `the landmark ${outside}` })
        map.nearbyLandmarks.forEach((landmark, index) => {
          if (landmark.lat !== undefined && landmark.lon !== undefined && !insideBounds(bounds, landmark.lat, landmark.lon)) {
            context.addIssue({ code: 'custom', path: ['nearbyLandmarks', index], message: `the landmark "${landmark.name.en}" ${outside}` })
          }
        })
        const [lat, lon] = map.exampleLocation.split(',').map(Number)
        if (lat !== undefined && lon !== undefined && !Number.isNaN(lat) && !Number.isNaN(lon) && !insideBounds(bounds, lat, lon)) {
          context.addIssue({ code: 'custom', path: ['exampleLocation'], message: `the example location ${outside}` })
        }
      }),
    news: z.object({ localWords: z.array(z.string().trim().min(1)).min(1, 'give at least the place\'s name, in both languages'), regionWords: z.array(z.string().trim().min(1)) }).strict(),
    search: z.object({ namePrefixes: z.array(z.string().trim().min(1)).min(1, 'give the place\'s name as search folds it, in both languages') }).strict(),
    trainEnds: z.object({ up: z.array(z.string().min(1)), down: z.array(z.string().min(1)) }).strict(),
    texts: z
      .object({ bn: z.record(z.string(), written('Bengali')), en: z.record(z.string(), written('English')) })
      .strict()
      .superRefine((texts, context) => {
        for (const key of Object.keys(texts.bn)) if (!(key in texts.en)) context.addIssue({ code: 'custom', path: ['en', key], message: 'the Bengali text has no English: write it' })
        for (const key of Object.keys(texts.en)) if (!(key in texts.bn)) context.addIssue({ code: 'custom', path: ['bn', key], message: 'the English text has no Bengali: write it' })
      }),
    assistant: z
      .object({
        numberHelp: z.object({ health: z.string().optional(), police: z.string().optional(), fire: z.string().optional() }).strict(),
        sampleQuestions: z.object({ bn: Questions, en: Questions }).strict(),
      })
      .strict(),
  })
  .strict()

// The schema and the type describe the same thing: a change to one without the other fails here.
type Parsed = z.infer<typeof PackPlaceSchema>
export const placeSchemaMatchesType: [Parsed extends PackPlace ? true : false, PackPlace extends Parsed ? true : false] = [true, true]
