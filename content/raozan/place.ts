import type { PackPlace } from '../pack/place'

/**
 * Raozan as the guide's texts, maps, news and search name it (content/pack/place.ts says what
 * each field is for).
 *
 * - Centre: English Wikipedia's point for the upazila, 22°32′N 91°56′E (facts: coordinates).
 * - Bounds: Banglapedia's extent of the upazila, 22°25′–22°40′ N and 91°51′–91°59′ E
 *   (22.4167–22.6667 N, 91.85–91.9833 E; facts: extent), rounded outwards to 0.001°. The box's
 *   western edge (91.85 E) lies east of the neighbouring upazila's centre (22.5083 N, 91.8083 E),
 *   so that point falls outside it.
 * - Landmark: Raozan town, the upazila headquarters, at Bengali Wikipedia's point (facts:
 *   town-coordinates).
 * - exampleLocation: a made-up point inside the box, near the town.
 */
// What the browser's code reads is exported on its own too (content/hathazari/place.ts says why).
export const forumSlug = 'seeking-raozan'
export const guideName = { bn: 'রাউজান গাইড', en: 'Raozan Guide' }
export const numberHelp: PackPlace['assistant']['numberHelp'] = { health: 'healthFacilities/upazila-health-complex', police: 'offices/raozan-thana', fire: 'offices/fire-station' }
export const searchNamePrefixes = ['রাউজান', 'raozan']

export const place: PackPlace = {
  slug: 'raozan',
  name: { bn: 'রাউজান', en: 'Raozan' },
  nameOf: { bn: 'রাউজানের', en: 'of Raozan' },
  nameIn: { bn: 'রাউজানে', en: 'in Raozan' },
  fullName: { bn: 'রাউজান উপজেলা', en: 'Raozan Upazila' },
  district: { bn: 'চট্টগ্রাম', en: 'Chattogram' },
  districtOf: { bn: 'চট্টগ্রামের', en: 'of Chattogram' },
  guideName,
  shortName: { bn: 'রাউজান', en: 'Raozan' },
  iconLetter: { bn: 'রা', en: 'R' },
  forumSlug,
  map: {
    centre: { lat: 22.533, lon: 91.933 },
    bounds: { minLat: 22.416, maxLat: 22.667, minLon: 91.85, maxLon: 91.984 },
    zoom: 11,
    landmark: { id: 'raozan-sadar', name: { bn: 'রাউজান সদর (উপজেলা সদর)', en: 'Raozan town (upazila headquarters)' }, lat: 22.525045, lon: 91.919695 },
    // CUET's campus, a point of geo/pois.json.
    nearbyLandmarks: [{ id: 'cuet', name: { bn: 'চুয়েট', en: 'CUET' }, point: 'CUET', approximate: true }],
    exampleLocation: '22.52613, 91.92041',
    farKm: 25,
  },
  news: {
    localWords: [
      'রাউজান', 'raozan', 'raojan', 'rawjan', 'চুয়েট', 'cuet', 'হালদা', 'halda',
      'নোয়াপাড়া', 'noapara', 'গহিরা', 'gohira', 'gahira', 'জলিলনগর', 'jalil nagar',
      'মহামুনি', 'mahamuni', 'কুণ্ডেশ্বরী', 'kundeshwari', 'রাউজান পৌরসভা', 'raozan paurashava', 'raozan municipality',
    ],
    regionWords: ['চট্টগ্রাম', 'চট্রগ্রাম', 'chattogram', 'chittagong', 'ctg'],
  },
  search: { namePrefixes: searchNamePrefixes },
  // No railway runs through Raozan (train.ts: a line is only proposed).
  trainEnds: { up: [], down: [] },
  texts: { bn: {}, en: {} },
  assistant: {
    numberHelp,
    sampleQuestions: {
      bn: ['ফায়ার সার্ভিসের নম্বর কত?', 'রাউজানে কয়টি ইউনিয়ন আছে?', 'চুয়েট কোথায়?', 'মহামুনি মেলা কখন হয়?'],
      en: ['What is the fire service number?', 'How many unions does Raozan have?', 'Where is CUET?', 'When is the Mahamuni fair?'],
    },
  },
}
