import type { Fact } from '../pack/schema'

/**
 * Upazila-level facts (research: facts.md, part 1). Census figures carry the census year as
 * `asOf`; figures from an undated page carry '2026-11', the month the research was compiled.
 * Where sources disagree, the better-sourced value is shown and the other stays in `notes`.
 */

const banglapedia2023 = 'http://bn.banglapedia.org/index.php?direction=next&oldid=19592&title=হাটহাজারী_উপজেলা'
const dssPortal = 'http://dss.hathazari.chittagong.gov.bd/bn/site/page/gKsL-এক-নজরে'
const portalGeography = 'https://hathazari.chittagong.gov.bd/bn/site/page/C4cr-ভৌগোলিক-পরিচিতি'
const paurashavaFactSheet = 'http://www.hathazari.chittagong.gov.bd/bn/site/page/OuuJ-এক-নজরে'
const enWikiUpazila = 'https://en.wikipedia.org/wiki/Hathazari_Upazila'
const enWikiTown = 'https://en.wikipedia.org./wiki/Hathazari'
const bnWikiUpazila = 'https://bn.wikipedia.org/wiki/হাটহাজারী_উপজেলা'
const bnWikiPaurashava = 'https://bn.wikipedia.org/wiki/হাটহাজারী_পৌরসভা'
const bnWikivoyage = 'https://bn.wikivoyage.org/wiki/হাটহাজারী_উপজেলা'
const bnWikiTown = 'https://bn.wikipedia.org/wiki/হাটহাজারী'

export const facts: Fact[] = [
  {
    id: 'name',
    label: { bn: 'নাম', en: 'Name' },
    value: { bn: 'হাটহাজারী উপজেলা', en: 'Hathazari Upazila' },
    sources: [enWikiUpazila, bnWikiUpazila],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'former-name',
    label: { bn: 'পূর্বনাম', en: 'Former name' },
    value: { bn: 'আওরঙ্গবাদ', en: 'Aurangabad' },
    sources: [bnWikivoyage, bnWikiTown],
    asOf: '2026-11',
    // Wikivoyage and Bengali Wikipedia only (read through a copy): no official source for the former name.
    confidence: 'medium',
  },
  {
    id: 'division-district',
    label: { bn: 'বিভাগ ও জেলা', en: 'Division and district' },
    value: { bn: 'চট্টগ্রাম বিভাগ, চট্টগ্রাম জেলা', en: 'Chattogram (Chittagong) Division, Chattogram District' },
    sources: [enWikiUpazila],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'area',
    label: { bn: 'আয়তন', en: 'Area' },
    value: { bn: '২৪৬.৩২ বর্গকিলোমিটার', en: '246.32 km²' },
    sources: [banglapedia2023, dssPortal, enWikiUpazila],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'পুরোনো সূত্রে (২০১৫ সালের উইকিপিডিয়া অনুলিপি, ১৯৯১ সালের তথ্যসহ) আয়তন ২৫১.২৮ বর্গকিলোমিটার লেখা আছে।',
      en: 'Older sources (a 2015 Wikipedia copy with 1991-era data) give 251.28 km².',
    },
  },
  {
    id: 'bounding-box',
    label: { bn: 'অবস্থান (অক্ষাংশ ও দ্রাঘিমাংশ)', en: 'Extent (latitude and longitude)' },
    value: {
      bn: '২২°২৪′ থেকে ২২°৩৮′ উত্তর অক্ষাংশ এবং ৯১°৪১′ থেকে ৯১°৫৪′ পূর্ব দ্রাঘিমাংশ',
      en: '22°24′ to 22°38′ N and 91°41′ to 91°54′ E',
    },
    sources: [banglapedia2023],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'coordinates',
    label: { bn: 'স্থানাঙ্ক', en: 'Coordinates' },
    value: { bn: '২২°৩০′৩০″ উত্তর, ৯১°৪৮′৩০″ পূর্ব (২২.৫০৮৩, ৯১.৮০৮৩)', en: '22°30′30″N 91°48′30″E (22.5083, 91.8083)' },
    sources: [bnWikiUpazila, enWikiUpazila],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'অন্য মান: ইংরেজি উইকিপিডিয়ার ইনফোবক্সে ২২.৫০০, ৯১.৮০০; বাংলা উইকিপিডিয়ার আরেক সংস্করণে ২২.৫১৭, ৯১.৮০০। উপজেলার ওয়েবসাইটে "২২°৫০৮৩\' ও ৯১°৮০৮৩\'" লেখা আছে, যা আসলে দশমিক ডিগ্রি, ভুল করে মিনিট হিসেবে লেখা।',
      en: 'Other values: 22.500, 91.800 in the English Wikipedia infobox; 22.517, 91.800 in another Bengali Wikipedia revision. The upazila website prints "22°5083\' and 91°8083\'", which are decimal degrees written as if they were minutes.',
    },
  },
  {
    id: 'town-coordinates',
    label: { bn: 'হাটহাজারী সদর (পৌরসভা) স্থানাঙ্ক', en: 'Hathazari town (paurashava) coordinates' },
    value: { bn: '২২.৫০৮৫, ৯১.৮০৭৫', en: '22.5085, 91.8075' },
    sources: [bnWikiTown],
    asOf: '2026-11',
    // Bengali Wikipedia only (read through a copy).
    confidence: 'medium',
  },
  {
    id: 'boundaries',
    label: { bn: 'সীমানা', en: 'Boundaries' },
    value: {
      bn: 'উত্তরে ফটিকছড়ি; পূর্বে হালদা নদী ও রাউজান; দক্ষিণে চট্টগ্রাম শহরের চান্দগাঁও ও পাঁচলাইশ থানা; পশ্চিমে সীতাকুণ্ড (চন্দ্রশেখর ও জালালাবাদ পাহাড়)',
      en: 'North: Fatikchhari; east: the Halda River and Raozan; south: Chandgaon and Panchlaish thanas of Chattogram City; west: Sitakunda (the Chandrashekhar and Jalalabad hills)',
    },
    sources: [portalGeography, banglapedia2023],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'distance-from-district-hq',
    label: { bn: 'জেলা সদর থেকে দূরত্ব', en: 'Distance from the district headquarters' },
    value: {
      bn: '২০ কিলোমিটার (সমাজসেবা অফিসের ওয়েবসাইট); পৌরসভার তথ্যপাতা অনুযায়ী পৌরসভা জেলা শহর থেকে ১৫ কিলোমিটার দূরে',
      en: '20 km (Upazila Social Services portal); the paurashava fact sheet puts the paurashava 15 km from the district town',
    },
    sources: [dssPortal, paurashavaFactSheet],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'thana-established',
    label: { bn: 'থানা গঠন', en: 'Thana established' },
    value: { bn: '১৯২৯', en: '1929' },
    sources: [banglapedia2023, bnWikivoyage],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'upazila-established',
    label: { bn: 'উপজেলায় উন্নীত', en: 'Upgraded to upazila' },
    value: { bn: '১৯৮৩', en: '1983' },
    sources: [banglapedia2023, bnWikivoyage],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'parliamentary-seat',
    label: { bn: 'সংসদীয় আসন', en: 'Parliamentary constituency' },
    value: { bn: '২৮২ চট্টগ্রাম-৫', en: '282 Chattogram-5' },
    sources: [dssPortal, bnWikiPaurashava],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'postal-code',
    label: { bn: 'পোস্ট কোড (সদর)', en: 'Postal code (headquarters)' },
    value: { bn: '৪৩৩০', en: '4330' },
    sources: [enWikiTown],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'area-code',
    label: { bn: 'টেলিফোন এরিয়া কোড', en: 'Telephone area code' },
    value: { bn: '০৩০২৩', en: '03023' },
    sources: [enWikiTown],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'official-website',
    label: { bn: 'সরকারি ওয়েবসাইট', en: 'Official website' },
    value: { bn: 'hathazari.chittagong.gov.bd', en: 'hathazari.chittagong.gov.bd' },
    sources: [portalGeography, enWikiUpazila],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'ইংরেজি উইকিপিডিয়ার ইনফোবক্সে hathazari.ctg.gov.bd ঠিকানাটিও দেখা যায়।',
      en: 'The English Wikipedia infobox also shows hathazari.ctg.gov.bd.',
    },
  },
  {
    id: 'population-2011',
    label: { bn: 'জনসংখ্যা (২০১১ আদমশুমারি)', en: 'Population (2011 census)' },
    value: { bn: '৪,৩১,৭৪৮ (পুরুষ ২,১৫,২০১; নারী ২,১৬,৫৪৭)', en: '431,748 (male 215,201; female 216,547)' },
    sources: [banglapedia2023, dssPortal, enWikiUpazila],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'households-2011',
    label: { bn: 'খানা (২০১১)', en: 'Households (2011)' },
    value: { bn: '৮১,২৯২', en: '81,292' },
    sources: [banglapedia2023, dssPortal, enWikiUpazila],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'density-2011',
    label: { bn: 'জনঘনত্ব (২০১১)', en: 'Population density (2011)' },
    value: { bn: 'প্রতি বর্গকিলোমিটারে প্রায় ১,৭৫৩ জন', en: 'About 1,753 people per km²' },
    sources: [banglapedia2023, dssPortal, enWikiUpazila],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'population-2022',
    label: { bn: 'জনসংখ্যা (২০২২)', en: 'Population (2022)' },
    value: { bn: '৪,৯৮,১৮২', en: '498,182' },
    sources: [enWikiUpazila],
    asOf: '2022',
    // The stored excerpt does not show the census year and no BBS 2022 report confirms it.
    confidence: 'low',
    notes: {
      bn: 'অনিশ্চিত: ইংরেজি উইকিপিডিয়ার ইনফোবক্সে সংখ্যাটি আছে (ঘনত্ব প্রতি বর্গকিলোমিটারে প্রায় ২,০০০), কিন্তু সংরক্ষিত অংশে আদমশুমারির বছর দেখা যায়নি এবং চট্টগ্রামের ২০২২ সালের বিবিএস জেলা প্রতিবেদনে তা মিলিয়ে দেখা যায়নি।',
      en: 'Uncertain: the English Wikipedia infobox gives this figure (density about 2,000/km²), but the stored excerpt does not show the census year and no BBS 2022 district report for Chattogram was found to confirm it.',
    },
  },
  {
    id: 'population-1991',
    label: { bn: 'জনসংখ্যা (১৯৯১)', en: 'Population (1991)' },
    value: { bn: '৩,২১,০০৪ (পুরুষ ৫১.৬২%)', en: '321,004 (51.62% male)' },
    sources: [enWikiUpazila],
    asOf: '1991',
    // Read in a 2015 snapshot of English Wikipedia's article (cited at the original), not in the census report itself.
    confidence: 'medium',
  },
  {
    id: 'literacy-2011',
    label: { bn: 'সাক্ষরতার হার (২০১১)', en: 'Literacy rate (2011)' },
    value: { bn: '৬৩.৫%', en: '63.5%' },
    sources: [bnWikiUpazila],
    asOf: '2011',
    confidence: 'high',
    notes: {
      bn: '২০২২ সালের উপজেলাভিত্তিক সাক্ষরতার হার পাওয়া যায়নি।',
      en: 'The 2022 literacy rate for the upazila was not found.',
    },
  },
  {
    id: 'literacy-paurashava',
    label: { bn: 'সাক্ষরতার হার (হাটহাজারী পৌরসভা)', en: 'Literacy rate (Hathazari Paurashava)' },
    value: { bn: '৬০.৩%', en: '60.3%' },
    sources: [bnWikiPaurashava],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'একই নিবন্ধের ২০২০ সালের অনুলিপিতে ৮৭% লেখা আছে।',
      en: 'A 2020 snapshot of the same article gives 87%.',
    },
  },
  {
    id: 'religion-2011',
    label: { bn: 'ধর্মভিত্তিক জনসংখ্যা (২০১১)', en: 'Population by religion (2011)' },
    value: {
      bn: 'মুসলিম ৩,৯০,০৫৮; হিন্দু ৩৬,২১২; বৌদ্ধ ৪,৯৪৯; খ্রিস্টান ১৪৪; অন্যান্য ৩৮৫',
      en: 'Muslim 390,058; Hindu 36,212; Buddhist 4,949; Christian 144; other 385',
    },
    sources: [banglapedia2023],
    asOf: '2011',
    confidence: 'high',
  },
  {
    id: 'unions',
    label: { bn: 'ইউনিয়ন ও পৌরসভা', en: 'Unions and municipality' },
    value: { bn: '১৪টি ইউনিয়ন ও ১টি পৌরসভা', en: '14 unions and 1 paurashava (municipality)' },
    sources: [dssPortal, bnWikivoyage],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'উইকিভ্রমণ জানায়, চট্টগ্রাম সিটি কর্পোরেশনের ১ নম্বর ওয়ার্ডও এই উপজেলার মধ্যে পড়ে। পুরোনো উইকিপিডিয়া অনুলিপিতে ১৫টি বা "১৬টি ইউনিয়ন/ওয়ার্ড" লেখা আছে; হাটহাজারী ইউনিয়ন ২০১২ সালে পৌরসভা হয়েছে।',
      en: 'Wikivoyage adds that ward 1 of Chattogram City Corporation also falls inside the upazila. Older Wikipedia copies say 15 unions or "16 Unions/Wards"; Hathazari union became the paurashava in 2012.',
    },
  },
  {
    id: 'villages',
    label: { bn: 'গ্রাম', en: 'Villages' },
    value: { bn: '৫৯টি', en: '59' },
    sources: [dssPortal],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'mauzas',
    label: { bn: 'মৌজা', en: 'Mauzas' },
    value: { bn: '৪৮টি', en: '48' },
    sources: [dssPortal],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'mosques',
    label: { bn: 'মসজিদ', en: 'Mosques' },
    value: { bn: '৩৭০টি', en: '370' },
    sources: [dssPortal],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'temples',
    label: { bn: 'মন্দির', en: 'Temples' },
    value: { bn: '১১০টি', en: '110' },
    sources: [dssPortal],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'buddhist-viharas',
    label: { bn: 'বৌদ্ধ বিহার', en: 'Buddhist viharas' },
    value: { bn: '৭টি', en: '7' },
    sources: [dssPortal],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'government-orphanage',
    label: { bn: 'সরকারি এতিমখানা', en: 'Government orphanage' },
    value: { bn: '১টি', en: '1' },
    sources: [dssPortal],
    asOf: '2026-11',
    confidence: 'high',
  },
]
