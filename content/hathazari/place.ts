import type { PackPlace } from '../pack/place'

/**
 * Hathazari as the guide's texts, maps, news and search name it (content/pack/place.ts says what
 * each field is for). The centre is Banglapedia's and Wikipedia's point (facts: coordinates); the
 * bazar is the research's reference point. The box is Banglapedia's extent of the upazila,
 * 22°24′–22°38′ N and 91°41′–91°54′ E (22.4–22.6333 N, 91.6833–91.9 E; facts: bounding-box),
 * rounded outwards to 0.001°: every union's point lies in it. The mapped points (geo/README.md)
 * were gathered in a smaller box inside it (22.45–22.62 N, 91.72–91.85 E).
 */
// What the browser's code reads is exported on its own too, so a bundle takes only that much of
// the pack (the forum's address, the guide's name for a page without data, search's place names).
export const forumSlug = 'seeking-hathazari'
export const guideName = { bn: 'হাটহাজারী গাইড', en: 'Hathazari Guide' }
export const numberHelp: PackPlace['assistant']['numberHelp'] = { health: 'healthFacilities/upazila-health-complex', police: 'offices/hathazari-model-thana', fire: 'offices/fire-station' }
export const searchNamePrefixes = ['হাটহাজারি', 'hathazari']

export const place: PackPlace = {
  slug: 'hathazari',
  name: { bn: 'হাটহাজারী', en: 'Hathazari' },
  nameOf: { bn: 'হাটহাজারীর', en: 'of Hathazari' },
  nameIn: { bn: 'হাটহাজারীতে', en: 'in Hathazari' },
  fullName: { bn: 'হাটহাজারী উপজেলা', en: 'Hathazari Upazila' },
  district: { bn: 'চট্টগ্রাম', en: 'Chattogram' },
  districtOf: { bn: 'চট্টগ্রামের', en: 'of Chattogram' },
  guideName,
  shortName: { bn: 'হাটহাজারী', en: 'Hathazari' },
  iconLetter: { bn: 'হা', en: 'H' },
  forumSlug,
  map: {
    centre: { lat: 22.5083, lon: 91.8083 },
    bounds: { minLat: 22.4, maxLat: 22.634, minLon: 91.683, maxLon: 91.9 },
    zoom: 11,
    landmark: { id: 'hathazari-bazar', name: { bn: 'হাটহাজারী বাজার (উপজেলা সদর)', en: 'Hathazari Bazar (upazila centre)' }, lat: 22.505, lon: 91.808 },
    nearbyLandmarks: [
      { id: 'health-complex', name: { bn: 'উপজেলা স্বাস্থ্য কমপ্লেক্স', en: 'Upazila Health Complex' }, point: 'Hathazari Upazila Health Complex', approximate: false },
      { id: 'university', name: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়', en: 'University of Chittagong' }, point: 'Chittagong University Railway Station', approximate: true },
      { id: 'katirhat', name: { bn: 'কাটিরহাট', en: 'Katirhat' }, point: 'কাটিরহাট', approximate: true },
    ],
    exampleLocation: '22.50123, 91.80812',
    farKm: 25,
  },
  news: {
    localWords: [
      'হাটহাজারী', 'hathazari', 'হালদা', 'halda', 'চট্টগ্রাম বিশ্ববিদ্যালয়', 'চবি', 'university of chittagong', 'chittagong university',
      'কাটিরহাট', 'katirhat', 'নাজিরহাট', 'nazirhat', 'সরকারহাট', 'sarkarhat', 'ফতেয়াবাদ', 'fatehabad', 'জোবরা', 'jobra',
    ],
    regionWords: ['চট্টগ্রাম', 'চট্রগ্রাম', 'chattogram', 'chittagong', 'ctg'],
  },
  search: { namePrefixes: searchNamePrefixes },
  trainEnds: { up: ['Nazirhat'], down: ['Chattogram', 'Chittagong', 'Sholashahar'] },
  texts: {
    bn: {
      'dir.hotels.tips.1': 'প্রায় ২০ কিমি দূরের চট্টগ্রাম শহর নিকটতম বড় শহর; সেখানে থাকার জায়গা বেশি পেতে পারেন।',
      'info.train.dir.up': 'আপ: নাজিরহাটের দিকে',
      'info.train.dir.down': 'ডাউন: চট্টগ্রামের দিকে',
    },
    en: {
      'dir.hotels.tips.1': 'Chattogram city, about 20 km away, is the nearest large city; you may find more places to stay there.',
      'info.train.dir.up': 'Up: towards Nazirhat',
      'info.train.dir.down': 'Down: towards Chattogram',
    },
  },
  assistant: {
    numberHelp,
    sampleQuestions: {
      bn: ['ফায়ার সার্ভিসের নম্বর কত?', 'উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়?', 'হাটহাজারীতে কয়টি ইউনিয়ন আছে?', 'নাজিরহাটে কোন ট্রেন যায়?'],
      en: ['What is the fire service number?', 'Where is the Upazila Health Complex?', 'How many unions does Hathazari have?', 'Which train goes to Nazirhat?'],
    },
  },
}
