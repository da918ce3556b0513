import type { Fact } from '../pack/schema'

/**
 * Upazila-level facts. Census figures carry the census year as `asOf`; figures from an undated
 * page carry '2026-11', the month the research was checked. Where sources disagree, the
 * better-sourced value is shown, the other stays in `notes` and conflicts.ts has an entry.
 */

// Banglapedia (English), revision of 27 October 2023: area, extent, 2011 census tables.
const banglapediaEn = 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'
// Banglapedia (Bengali): the revision comparison that shows the area corrected from 246.58 to 246.59 km².
const banglapediaBn = 'http://bn.banglapedia.org/index.php?diff=21575&oldid=559&title=%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'
// The official upazila portal's "Upazila administration" page (geography, background, the 14 unions).
const portal = 'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766'
const enWiki = 'https://en.wikipedia.org/wiki/Raozan_Upazila'
// The English article as revised on 14 October 2016 (read through a copy; cited at the original).
const enWiki2016 = 'https://en.wikipedia.org/w/index.php?oldid=744327620&title=Raozan_Upazila'
const bnWiki = 'https://bn.m.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'
// Bengali Wikipedia's articles on Raozan town and Raozan Paurashava (read through copies; cited at the originals).
const bnWikiTown = 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8'
const bnWikiPaurashava = 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE'
const postcodeDataset = 'https://github.com/TanjidulIslamToha/bangladesh-postal-codes-database/blob/5a75bf50d0d771ce821bfa82cb6c3c203f090ccd/variations/districts/chittagong/district-chittagong.csv'
const raozanInfo = 'https://raozan.info'

export const facts: Fact[] = [
  {
    id: 'name',
    label: { bn: 'নাম', en: 'Name' },
    value: { bn: 'রাউজান উপজেলা', en: 'Raozan Upazila' },
    sources: [enWiki, bnWiki],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'ইংরেজিতে বানানভেদ: Rawjan (বাংলাপিডিয়া), Raojan।',
      en: 'Spelling variants in English: Rawjan (Banglapedia), Raojan.',
    },
  },
  {
    id: 'division-district',
    label: { bn: 'বিভাগ ও জেলা', en: 'Division and district' },
    value: { bn: 'চট্টগ্রাম বিভাগ, চট্টগ্রাম জেলা', en: 'Chattogram (Chittagong) Division, Chattogram District' },
    sources: [enWiki, bnWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'area',
    label: { bn: 'আয়তন', en: 'Area' },
    value: { bn: '২৪৬.৫৯ বর্গকিলোমিটার (প্রায় ২৪৬.৬)', en: '246.59 km² (about 246.6)' },
    sources: [banglapediaEn, banglapediaBn],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'উপজেলার ওয়েবসাইট, উইকিপিডিয়া ও বাংলাপিডিয়ার আগের সংস্করণে ২৪৬.৫৮ বর্গকিলোমিটার লেখা আছে।',
      en: 'The upazila website, Wikipedia and an earlier Banglapedia revision give 246.58 km².',
    },
  },
  {
    id: 'extent',
    label: { bn: 'অবস্থান (অক্ষাংশ ও দ্রাঘিমাংশ)', en: 'Extent (latitude and longitude)' },
    value: {
      bn: '২২°২৫′ থেকে ২২°৪০′ উত্তর অক্ষাংশ এবং ৯১°৫১′ থেকে ৯১°৫৯′ পূর্ব দ্রাঘিমাংশ',
      en: '22°25′ to 22°40′ N and 91°51′ to 91°59′ E',
    },
    sources: [banglapediaEn, banglapediaBn],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'coordinates',
    label: { bn: 'স্থানাঙ্ক', en: 'Coordinates' },
    value: { bn: '২২°৩২′ উত্তর, ৯১°৫৬′ পূর্ব (২২.৫৩৩, ৯১.৯৩৩)', en: '22°32′N 91°56′E (22.533, 91.933)' },
    sources: [enWiki],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'বাংলা উইকিপিডিয়ায় ২২°৩২′৩″ উত্তর, ৯১°৫৬′১১″ পূর্ব (২২.৫৩৪১৭, ৯১.৯৩৬৩৯)।',
      en: 'Bengali Wikipedia gives 22°32′3″N 91°56′11″E (22.53417, 91.93639).',
    },
  },
  {
    id: 'town-coordinates',
    label: { bn: 'রাউজান শহরের (উপজেলা সদর) স্থানাঙ্ক', en: 'Raozan town (upazila headquarters) coordinates' },
    value: { bn: '২২°৩১′৩০″ উত্তর, ৯১°৫৫′১১″ পূর্ব (২২.৫২৫০৪৫, ৯১.৯১৯৬৯৫)', en: '22°31′30″N 91°55′11″E (22.525045, 91.919695)' },
    sources: [bnWikiTown],
    asOf: '2026-11',
    // Bengali Wikipedia only, read through a copy.
    confidence: 'medium',
  },
  {
    id: 'boundaries',
    label: { bn: 'সীমানা', en: 'Boundaries' },
    value: {
      bn: 'উত্তরে ফটিকছড়ি ও কাউখালী; দক্ষিণে বোয়ালখালী উপজেলা ও কর্ণফুলী নদী; পূর্বে রাঙ্গুনিয়া ও কাউখালী উপজেলা (রাঙ্গামাটি); পশ্চিমে হাটহাজারী ও ফটিকছড়ি উপজেলা',
      en: 'North: Fatikchhari and Kawkhali; south: Boalkhali Upazila and the Karnaphuli River; east: Rangunia and Kawkhali (Rangamati) upazilas; west: Hathazari and Fatikchhari upazilas',
    },
    sources: [banglapediaBn, banglapediaEn, portal],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'ইংরেজি বাংলাপিডিয়া উত্তরে কেবল ফটিকছড়ির নাম দেয়; উপজেলার ওয়েবসাইট পশ্চিমে কেবল হাটহাজারীর নাম দেয়।',
      en: 'English Banglapedia names only Fatikchhari to the north; the upazila website names only Hathazari to the west.',
    },
  },
  {
    id: 'thana-established',
    label: { bn: 'থানা গঠন', en: 'Thana established' },
    value: { bn: 'আগস্ট ১৯৪৭', en: 'August 1947' },
    sources: [portal, banglapediaEn, enWiki],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'upazila-established',
    label: { bn: 'উপজেলায় উন্নীত', en: 'Upgraded to upazila' },
    value: { bn: '১৯৮৪', en: '1984' },
    sources: [banglapediaEn, bnWiki],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'উপজেলার ওয়েবসাইটে লেখা "৯০ এর দশকে এটি উপজেলা"; বাংলা উইকিপিডিয়ার রাউজান শহর নিবন্ধে উপজেলা শহর ১৯৮৩।',
      en: 'The upazila website says it became an upazila "in the 90s"; Bengali Wikipedia\'s article on Raozan town gives 1983 for the upazila town.',
    },
  },
  {
    id: 'paurashava',
    label: { bn: 'পৌরসভা', en: 'Municipality (paurashava)' },
    value: {
      bn: 'রাউজান পৌরসভা: ২০০০ সালে ঘোষিত (উপজেলার ওয়েবসাইট); আয়তন ২৭.১৫ বর্গকিলোমিটার, ৯টি ওয়ার্ড, ১৭টি মহল্লা',
      en: 'Raozan Paurashava: declared in 2000 (upazila website); 27.15 km², 9 wards, 17 mahallas',
    },
    sources: [portal, banglapediaEn, bnWikiPaurashava],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'বাংলা উইকিপিডিয়ায় পৌরসভার প্রতিষ্ঠাকাল ১৯৯৮।',
      en: 'Bengali Wikipedia gives 1998 as the year the paurashava was founded.',
    },
  },
  {
    id: 'unions',
    label: { bn: 'ইউনিয়ন ও পৌরসভা', en: 'Unions and municipality' },
    value: { bn: '১৪টি ইউনিয়ন ও ১টি পৌরসভা', en: '14 unions and 1 paurashava (municipality)' },
    sources: [portal, banglapediaEn],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'উইকিপিডিয়ার ২০১৬ সালের একটি সংস্করণে "১৫টি ইউনিয়ন/ওয়ার্ড" লেখা (পৌরসভাসহ গোনা বলে মনে হয়)।',
      en: 'A 2016 revision of Wikipedia says "15 Unions/Wards" (apparently counting the paurashava).',
    },
  },
  {
    id: 'mauzas-villages-2011',
    label: { bn: 'মৌজা ও গ্রাম', en: 'Mauzas and villages' },
    value: { bn: '৫৬টি মৌজা ও ৬৬টি গ্রাম', en: '56 mauzas and 66 villages' },
    sources: [banglapediaEn],
    asOf: '2011',
    confidence: 'high',
    notes: {
      bn: 'উইকিপিডিয়ার ২০১৬ সালের সংস্করণে ৬৮টি মৌজা/মহল্লা ও ৭৬টি গ্রাম।',
      en: 'A 2016 Wikipedia revision gives 68 mauzas/mahallas and 76 villages.',
    },
  },
  {
    id: 'parliamentary-seat',
    label: { bn: 'সংসদীয় আসন', en: 'Parliamentary constituency' },
    value: { bn: '২৮৩ চট্টগ্রাম-৬', en: '283 Chattogram-6' },
    sources: [bnWiki, enWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'postal-code',
    label: { bn: 'পোস্ট কোড (সদর)', en: 'Postal code (headquarters)' },
    value: { bn: '৪৩৪০', en: '4340' },
    sources: [enWiki, bnWiki, postcodeDataset],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'area-code',
    label: { bn: 'টেলিফোন এরিয়া কোড', en: 'Telephone area code' },
    value: { bn: '০৩০২৬', en: '03026' },
    sources: [enWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'geo-code',
    label: { bn: 'প্রশাসনিক বিভাগের কোড', en: 'Administrative (geo) code' },
    value: { bn: '২০ ১৫ ৭৪', en: '20 15 74' },
    sources: [bnWiki],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'official-website',
    label: { bn: 'সরকারি ওয়েবসাইট', en: 'Official website' },
    value: { bn: 'raozan.chittagong.gov.bd', en: 'raozan.chittagong.gov.bd' },
    sources: [portal, enWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'population-2011',
    label: { bn: 'জনসংখ্যা (২০১১ আদমশুমারি)', en: 'Population (2011 census)' },
    value: { bn: '৩,২২,৮৪০ (পুরুষ ১,৫৬,২৫৫; নারী ১,৬৬,৫৮৫)', en: '322,840 (male 156,255; female 166,585)' },
    sources: [banglapediaEn, bnWiki],
    asOf: '2011',
    confidence: 'high',
    notes: {
      bn: 'ইংরেজি উইকিপিডিয়ার ২০২২ সালের একটি সংস্করণে ২০১১ সালের জনসংখ্যা ৩,২৫,৩৮৯ লেখা; বাংলাপিডিয়ার পুরোনো লেখায় এই সংখ্যাটি ২০০১ সালের আদমশুমারির।',
      en: 'A 2022 revision of English Wikipedia gives 325,389 for 2011; older Banglapedia text gives that figure for the 2001 census.',
    },
  },
  {
    id: 'urban-rural-2011',
    label: { bn: 'শহর ও গ্রামের জনসংখ্যা (২০১১)', en: 'Urban and rural population (2011)' },
    value: { bn: 'শহর ৫৯,১৪৮; গ্রাম ২,৬৩,৬৯২', en: 'Urban 59,148; rural 263,692' },
    sources: [banglapediaEn],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'density-2011',
    label: { bn: 'জনঘনত্ব (২০১১)', en: 'Population density (2011)' },
    value: { bn: 'প্রতি বর্গকিলোমিটারে ১,৩০৯ জন', en: '1,309 people per km²' },
    sources: [banglapediaEn],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'religion-2011',
    label: { bn: 'ধর্মভিত্তিক জনসংখ্যা (২০১১)', en: 'Population by religion (2011)' },
    value: {
      bn: 'মুসলিম ২,৪৭,২৪৮; হিন্দু ৫৪,৪০৮; বৌদ্ধ ২১,০৯৫; খ্রিস্টান ৩২; অন্যান্য ৫৭',
      en: 'Muslim 247,248; Hindu 54,408; Buddhist 21,095; Christian 32; other 57',
    },
    sources: [banglapediaEn],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'indigenous-communities',
    label: { bn: 'আদিবাসী জনগোষ্ঠী', en: 'Indigenous communities' },
    value: { bn: 'মারমা, ত্রিপুরা ও মগ', en: 'Marma, Tripura and Magh' },
    sources: [banglapediaEn],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'literacy-2011',
    label: { bn: 'সাক্ষরতার হার (২০১১)', en: 'Literacy rate (2011)' },
    value: { bn: 'শহরে ৬৩.৩%, গ্রামে ৬২.১%', en: '63.3% urban, 62.1% rural' },
    sources: [banglapediaEn],
    asOf: '2011',
    confidence: 'high',
    notes: {
      bn: 'বাংলা উইকিপিডিয়ার তথ্যছকে সাক্ষরতার হার ৬৮.১৪%।',
      en: 'The Bengali Wikipedia infobox gives a literacy rate of 68.14%.',
    },
  },
  {
    id: 'population-2022',
    label: { bn: 'জনসংখ্যা (২০২২ জনশুমারি)', en: 'Population (2022 census)' },
    value: { bn: '৩,৯৬,৩৫৮', en: '396,358' },
    sources: [enWiki],
    asOf: '2022',
    // English Wikipedia citing the 2022 census; the BBS report itself was not read.
    confidence: 'medium',
    notes: {
      bn: 'ইংরেজি উইকিপিডিয়া অনুযায়ী (২০২২ সালের জনশুমারি উদ্ধৃত করে); জনঘনত্ব প্রতি বর্গকিলোমিটারে প্রায় ১,৬০০। বিবিএসের প্রতিবেদনে মিলিয়ে দেখা যায়নি।',
      en: 'According to English Wikipedia (citing the 2022 census); density about 1,600 per km². Not checked against the BBS report.',
    },
  },
  {
    id: 'religion-2022',
    label: { bn: 'ধর্মভিত্তিক জনসংখ্যা (২০২২)', en: 'Population by religion (2022)' },
    value: {
      bn: 'ইসলাম ৭৬.৩৫%; হিন্দু ১৬.৯০%; বৌদ্ধ ৬.৭১%; অন্যান্য বা উল্লেখ নেই ০.০৪%',
      en: 'Islam 76.35%; Hinduism 16.90%; Buddhism 6.71%; other or not stated 0.04%',
    },
    sources: [enWiki],
    asOf: '2022',
    confidence: 'medium',
  },
  {
    id: 'population-1991',
    label: { bn: 'জনসংখ্যা (১৯৯১)', en: 'Population (1991)' },
    value: { bn: '২,৭৪,৩৪৪ (পুরুষ ৫০.৫৮%)', en: '274,344 (50.58% male)' },
    sources: [enWiki, enWiki2016],
    asOf: '1991',
    confidence: 'medium',
  },
  {
    id: 'distance-from-city',
    label: { bn: 'চট্টগ্রাম শহর থেকে দূরত্ব', en: 'Distance from Chattogram city' },
    value: {
      bn: 'অক্সিজেন মোড় থেকে উপজেলা সদর ৫০ কিলোমিটার (একটি স্থানীয় তথ্য-ওয়েবসাইট); বাংলা উইকিপিডিয়া অনুযায়ী রাউজান শহর চট্টগ্রাম থেকে ৩৭.২ কিলোমিটার',
      en: '50 km from Oxygen Mor to the upazila headquarters (a local information website); Bengali Wikipedia puts Raozan town 37.2 km from Chattogram',
    },
    sources: [raozanInfo, bnWikiTown],
    asOf: '2026-11',
    // A local website and a Wikipedia article read through a copy; the two figures disagree.
    confidence: 'low',
  },
]
