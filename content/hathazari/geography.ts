import type { Section } from '../pack/schema'

/** Geography sections: location, boundaries, rivers, wetlands and terrain, only as sourced. */

const banglapedia2023 = 'http://bn.banglapedia.org/index.php?direction=next&oldid=19592&title=হাটহাজারী_উপজেলা'
const dssPortal = 'http://dss.hathazari.chittagong.gov.bd/bn/site/page/gKsL-এক-নজরে'
const portalGeography = 'https://hathazari.chittagong.gov.bd/bn/site/page/C4cr-ভৌগোলিক-পরিচিতি'
const haldaWiki2020 = 'https://en.wikipedia.org/wiki/Halda_River'
const haldaRiverOrg = 'http://haldariver.org/about%20halda.html'

export const geography: Section[] = [
  {
    id: 'location',
    title: { bn: 'অবস্থান', en: 'Location' },
    body: {
      bn: 'হাটহাজারী চট্টগ্রাম বিভাগের চট্টগ্রাম জেলার একটি উপজেলা, জেলা সদর থেকে ২০ কিলোমিটার দূরে। উপজেলাটি ২২°২৪′ থেকে ২২°৩৮′ উত্তর অক্ষাংশ এবং ৯১°৪১′ থেকে ৯১°৫৪′ পূর্ব দ্রাঘিমাংশের মধ্যে অবস্থিত; উইকিপিডিয়ায় এর স্থানাঙ্ক ২২°৩০′৩০″ উত্তর, ৯১°৪৮′৩০″ পূর্ব (২২.৫০৮৩, ৯১.৮০৮৩)। আয়তন ২৪৬.৩২ বর্গকিলোমিটার।',
      en: 'Hathazari is an upazila of Chattogram District in Chattogram Division, 20 km from the district headquarters. It lies between 22°24′ and 22°38′ N and between 91°41′ and 91°54′ E; Wikipedia gives its coordinates as 22°30′30″N 91°48′30″E (22.5083, 91.8083). Its area is 246.32 km².',
    },
    sources: [banglapedia2023, dssPortal, 'https://bn.wikipedia.org/wiki/হাটহাজারী_উপজেলা', 'https://en.wikipedia.org/wiki/Hathazari_Upazila'],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'অন্য সূত্রে স্থানাঙ্ক ২২.৫০০, ৯১.৮০০ বা ২২.৫১৭, ৯১.৮০০; পুরোনো সূত্রে আয়তন ২৫১.২৮ বর্গকিলোমিটার।',
      en: 'Other sources give the coordinates as 22.500, 91.800 or 22.517, 91.800; older sources give the area as 251.28 km².',
    },
  },
  {
    id: 'boundaries',
    title: { bn: 'সীমানা', en: 'Boundaries' },
    body: {
      bn: 'হাটহাজারীর উত্তরে ফটিকছড়ি উপজেলা, পূর্বে হালদা নদী ও রাউজান উপজেলা, দক্ষিণে চট্টগ্রাম শহরের চান্দগাঁও ও পাঁচলাইশ থানা এবং পশ্চিমে সীতাকুণ্ড উপজেলার চন্দ্রশেখর ও জালালাবাদ পাহাড়।',
      en: 'Hathazari is bounded by Fatikchhari Upazila to the north, the Halda River and Raozan Upazila to the east, the Chandgaon and Panchlaish thanas of Chattogram City to the south, and the Chandrashekhar and Jalalabad hills of Sitakunda Upazila to the west.',
    },
    sources: [portalGeography, banglapedia2023],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'administrative-units',
    title: { bn: 'ইউনিয়ন, মৌজা ও গ্রাম', en: 'Unions, mauzas and villages' },
    body: {
      bn: 'উপজেলায় ১৪টি ইউনিয়ন, ১টি পৌরসভা, ৪৮টি মৌজা ও ৫৯টি গ্রাম আছে। সবচেয়ে বড় ইউনিয়ন ফরহাদাবাদ (৫০.১৩ বর্গকিলোমিটার)। হাটহাজারী পৌরসভার আয়তন ২৪.১৩ বর্গকিলোমিটার।',
      en: 'The upazila has 14 unions, 1 paurashava (municipality), 48 mauzas and 59 villages. The largest union is Farhadabad (50.13 km²). Hathazari Paurashava covers 24.13 km².',
    },
    sources: [dssPortal, 'https://bn.wikipedia.org/wiki/%E0%A6%AB%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%A6%E0%A6%BE%E0%A6%AC%E0%A6%BE%E0%A6%A6', 'https://bn.wikipedia.org/wiki/ফরহাদাবাদ_ইউনিয়ন', 'https://bn.wikipedia.org/wiki/হাটহাজারী_ইউনিয়ন'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'halda-river',
    title: { bn: 'হালদা নদী', en: 'The Halda River' },
    body: {
      bn: 'হালদা নদী খাগড়াছড়ির রামগড় থেকে উৎপন্ন হয়ে ফটিকছড়ি, হাটহাজারী, রাউজান ও চান্দগাঁও হয়ে কর্ণফুলী নদীতে মিশেছে; এটি হাটহাজারীর পূর্ব সীমানা। হালদাকে বাংলাদেশে বিশুদ্ধ ভারতীয় কার্প (রুই জাতীয়) মাছের একমাত্র প্রাকৃতিক প্রজননক্ষেত্র বলা হয়; এপ্রিল থেকে জুনে এখানে মাছের ডিম সংগ্রহ করা হয়। উইকিপিডিয়ার ২০২০ সালের অনুলিপি অনুযায়ী নদীর দৈর্ঘ্য ৮১ কিলোমিটার।',
      en: 'The Halda rises in Ramgarh (Khagrachhari) and flows through Fatikchhari, Hathazari, Raozan and Chandgaon into the Karnaphuli; it forms Hathazari\'s eastern boundary. It is described as the only natural breeding ground of pure Indian carp in Bangladesh; fish eggs are collected here from April to June. A 2020 copy of Wikipedia gives its length as 81 km.',
    },
    sources: [haldaRiverOrg, haldaWiki2020, 'https://bangladeshpost.net/posts/all-out-measures-taken-to-preserve-halda-50447', portalGeography],
    asOf: '2020-12',
    confidence: 'high',
    notes: {
      bn: 'দৈর্ঘ্য নিয়ে সূত্রভেদ: haldariver.org-এ ৯৮ কিলোমিটার, দ্য বিজনেস স্ট্যান্ডার্ডে ৯৪ কিলোমিটার।',
      en: 'Sources differ on the length: 98 km on haldariver.org and 94 km in The Business Standard.',
    },
  },
  {
    id: 'beels',
    title: { bn: 'বিল ও জলাশয়', en: 'Beels and water bodies' },
    body: {
      bn: 'বাংলাপিডিয়া অনুযায়ী উপজেলার উল্লেখযোগ্য জলাশয় হালদা নদী, আলাওল বিল ও মোহসোনিয়া বিল।',
      en: 'According to Banglapedia, the notable water bodies of the upazila are the Halda River and the Alaol and Mohsonia beels (wetlands).',
    },
    sources: [banglapedia2023],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'terrain',
    title: { bn: 'ভূপ্রকৃতি', en: 'Terrain' },
    body: {
      bn: 'উপজেলার পশ্চিম দিকে সীতাকুণ্ডের চন্দ্রশেখর ও জালালাবাদ পাহাড়। চট্টগ্রাম বিশ্ববিদ্যালয়ের ক্যাম্পাস পাহাড়ি; সেখানে হ্রদ ও বনাচ্ছাদিত পাহাড় আছে।',
      en: 'To the west lie the Chandrashekhar and Jalalabad hills of Sitakunda. The University of Chittagong campus is hilly, with lakes and forested hills.',
    },
    sources: [portalGeography, 'https://cu.ac.bd/content/index.php?menumapno=230'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]
