import type { PackPlace } from '../pack/place'

/**
 * Hathazari as the guide's texts, maps, news and search name it (content/pack/place.ts says what
 * each field is for). The centre is Banglapedia's and Wikipedia's point (facts: coordinates); the
 * bazar is the research's reference point; the box is the mapped data's (content/geo/README.md).
 */
/** The forum's address segment, on its own so the browser's code takes only this (app/lib/forum-path.ts). */
export const forumSlug = 'seeking-hathazari'

export const place: PackPlace = {
  slug: 'hathazari',
  name: { bn: 'হাটহাজারী', en: 'Hathazari' },
  nameOf: { bn: 'হাটহাজারীর', en: 'of Hathazari' },
  nameIn: { bn: 'হাটহাজারীতে', en: 'in Hathazari' },
  fullName: { bn: 'হাটহাজারী উপজেলা', en: 'Hathazari Upazila' },
  district: { bn: 'চট্টগ্রাম', en: 'Chattogram' },
  districtOf: { bn: 'চট্টগ্রামের', en: 'of Chattogram' },
  guideName: { bn: 'হাটহাজারী গাইড', en: 'Hathazari Guide' },
  shortName: { bn: 'হাটহাজারী', en: 'Hathazari' },
  iconLetter: { bn: 'হা', en: 'H' },
  forumSlug,
  map: {
    centre: { lat: 22.5083, lon: 91.8083 },
    bounds: { minLat: 22.45, maxLat: 22.62, minLon: 91.72, maxLon: 91.85 },
    zoom: 11,
    landmark: { id: 'hathazari-bazar', name: { bn: 'হাটহাজারী বাজার (উপজেলা সদর)', en: 'Hathazari Bazar (upazila centre)' }, lat: 22.505, lon: 91.808 },
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
  search: { namePrefixes: ['হাটহাজারি', 'hathazari'] },
  texts: { bn: {}, en: {} },
  assistant: {
    sampleQuestions: {
      bn: ['ফায়ার সার্ভিসের নম্বর কত?', 'উপজেলা স্বাস্থ্য কমপ্লেক্স কোথায়?', 'হাটহাজারীতে কয়টি ইউনিয়ন আছে?', 'নাজিরহাটে কোন ট্রেন যায়?'],
      en: ['What is the fire service number?', 'Where is the Upazila Health Complex?', 'How many unions does Hathazari have?', 'Which train goes to Nazirhat?'],
    },
  },
}
