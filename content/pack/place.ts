/**
 * What makes a pack's place itself, beyond its records: its names as the texts use them, its
 * forum's address, its map, the words that find it in the news and the questions the assistant
 * offers. Plain data (no zod): the browser's code reads it, and validate.ts checks it
 * (PackPlaceSchema in place-schema.ts). ADR 037 draws the boundary.
 */
import type { NearbyLandmark } from './geo'

export interface BilingualText {
  bn: string
  en: string
}

export interface PackPlace {
  /** The pack's folder in content/ and its GUIDE_PACK value. */
  slug: string
  /** The place on its own ("রাউজান", "Raozan"). */
  name: BilingualText
  /**
   * Bengali's case forms, which a template cannot make from the name: "রাউজানের" (of) and
   * "রাউজানে" (in). English needs none ("of Raozan", "in Raozan").
   */
  nameOf: BilingualText
  nameIn: BilingualText
  /** "রাউজান উপজেলা", "Raozan Upazila". */
  fullName: BilingualText
  /** The district, as the texts name the region ("চট্টগ্রাম", "Chattogram"), and its "of" form. */
  district: BilingualText
  districtOf: BilingualText
  /** The guide's own name: the header, titles, e-mails, SMS and the installed app. */
  guideName: BilingualText
  /** The installed app's short name under its icon (12 characters or fewer read best). */
  shortName: BilingualText
  /** The first letter of the app icon (drawn from the name). */
  iconLetter: BilingualText
  /** The forum's address, after the language prefix ("seeking-raozan"). */
  forumSlug: string
  map: {
    /** The upazila's point as its sources give it: the map of the upazila is centred on it. */
    centre: { lat: number; lon: number }
    /** The box a place of this upazila lies in: a location outside it is a typo. */
    bounds: { minLat: number; maxLat: number; minLon: number; maxLon: number }
    /** The map tiles' zoom for the whole upazila. */
    zoom: number
    /**
     * The upazila's centre as a place people know (its bazar): the nearby list measures from it
     * when the reader's location is not known, and the "far away" check from it.
     */
    landmark: { id: string; name: BilingualText; lat: number; lon: number }
    /** More places to measure "near you" from (the unions' centres come from the records). */
    nearbyLandmarks: NearbyLandmark[]
    /** A made-up location inside the bounds, for the "latitude, longitude" hint. */
    exampleLocation: string
    /** The distance (km) from the centre beyond which a reader is "far from" the place. */
    farKm: number
  }
  news: {
    /** Words that make a story local: the place, its landmarks (the unions are added from the pack). */
    localWords: string[]
    /** Words of the wider region: kept from the region's dailies, not from national feeds. */
    regionWords: string[]
  }
  search: {
    /** The place's name as search folds it (a prefix): scored, but not a word an answer must match. */
    namePrefixes: string[]
  }
  /**
   * The ends of the railway line through the place, by their English names as timetables write
   * them: a trip towards `up` is an up train (spec 2 §2's tabs). Empty where no train runs.
   */
  trainEnds: { up: string[]; down: string[] }
  /**
   * The texts that are this place's own (a tip about where to stay, the train's directions, a
   * landmark's name), by message key: they replace the catalog's general words for this place.
   * The catalogs' test checks every key exists.
   */
  texts: { bn: Record<string, string>; en: Record<string, string> }
  assistant: {
    /**
     * The records to offer when a number is asked for that the guide does not have (the upazila's
     * hospital, its police station, its fire station), as `collection/id`; a kind the pack has no
     * record of is left out. `health` is also the hospital /emergency and /hospitals name.
     */
    numberHelp: { health?: string; police?: string; fire?: string }
    /** The questions the assistant's panel offers (four, each answerable from the pack). */
    sampleQuestions: { bn: [string, string, string, string]; en: [string, string, string, string] }
  }
}
