import type { Section } from '../pack/schema'

/** Geography sections: location, boundaries, rivers and canals, administrative units, only as sourced. */

const banglapediaEn = 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'
const banglapediaBn = 'http://bn.banglapedia.org/index.php?diff=21575&oldid=559&title=%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'
const portal = 'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766'
const enWiki = 'https://en.wikipedia.org/wiki/Raozan_Upazila'
const gohiraUnion = 'https://gohiraup.chittagong.gov.bd/en/site/page/s2jq-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A7%9F%E0%A6%A8-%E0%A6%AA%E0%A6%B0%E0%A6%BF%E0%A6%9A%E0%A6%BF%E0%A6%A4%E0%A6%BF%E0%A6%83'
const urkircharUnion = 'http://urkircharup.chittagong.gov.bd/bn/site/page/TAgF-এক-নজরে-উরকিরচর'
const chikdairUnion = 'https://chikdairup.chittagong.gov.bd/en/site/page/ceEI-চিকদাইর-ইউনিয়নের-ইতিহাস'
const haldaSpawningTbs = 'https://www.tbsnews.net/bangladesh/mother-carp-fishes-start-spawning-halda-441514'
const haldiaWiki = 'https://bn.wikipedia.org/wiki/%E0%A6%B9%E0%A6%B2%E0%A6%A6%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8,_%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8'
const urkircharWiki = 'https://bn.wikipedia.org/wiki/%E0%A6%89%E0%A6%B0%E0%A6%95%E0%A6%BF%E0%A6%B0%E0%A6%9A%E0%A6%B0_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'

export const geography: Section[] = [
  {
    id: 'location',
    title: { bn: 'অবস্থান', en: 'Location' },
    body: {
      bn: 'রাউজান চট্টগ্রাম বিভাগের চট্টগ্রাম জেলার একটি উপজেলা। উপজেলাটি ২২°২৫′ থেকে ২২°৪০′ উত্তর অক্ষাংশ এবং ৯১°৫১′ থেকে ৯১°৫৯′ পূর্ব দ্রাঘিমাংশের মধ্যে অবস্থিত; উইকিপিডিয়ায় এর স্থানাঙ্ক ২২°৩২′ উত্তর, ৯১°৫৬′ পূর্ব। বাংলাপিডিয়া অনুযায়ী আয়তন ২৪৬.৫৯ বর্গকিলোমিটার।',
      en: 'Raozan is an upazila of Chattogram District in Chattogram Division. It lies between 22°25′ and 22°40′ N and between 91°51′ and 91°59′ E; Wikipedia gives its coordinates as 22°32′N 91°56′E. According to Banglapedia its area is 246.59 km².',
    },
    sources: [banglapediaEn, banglapediaBn, enWiki],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'উপজেলার ওয়েবসাইট ও উইকিপিডিয়ায় আয়তন ২৪৬.৫৮ বর্গকিলোমিটার।',
      en: 'The upazila website and Wikipedia give the area as 246.58 km².',
    },
  },
  {
    id: 'boundaries',
    title: { bn: 'সীমানা', en: 'Boundaries' },
    body: {
      bn: 'রাউজানের উত্তরে ফটিকছড়ি ও কাউখালী, দক্ষিণে বোয়ালখালী উপজেলা ও কর্ণফুলী নদী, পূর্বে রাঙ্গুনিয়া ও রাঙ্গামাটি জেলার কাউখালী উপজেলা এবং পশ্চিমে হাটহাজারী ও ফটিকছড়ি উপজেলা।',
      en: 'Raozan is bounded by Fatikchhari and Kawkhali to the north, Boalkhali Upazila and the Karnaphuli River to the south, Rangunia and Kawkhali (Rangamati District) to the east, and Hathazari and Fatikchhari upazilas to the west.',
    },
    sources: [banglapediaBn, banglapediaEn, portal],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'rivers',
    title: { bn: 'নদী: কর্ণফুলী ও হালদা', en: 'Rivers: the Karnaphuli and the Halda' },
    body: {
      bn: 'চট্টগ্রামের দুটি প্রধান নদী কর্ণফুলী ও হালদা রাউজানের ওপর দিয়ে বয়ে গেছে: কর্ণফুলী উপজেলার দক্ষিণ দিক দিয়ে, হালদা পশ্চিম দিক দিয়ে। গহিরা ইউনিয়নের পশ্চিমে হালদা নদী, তার ওপারে হাটহাজারী উপজেলা; উরকিরচর ইউনিয়নের দক্ষিণ ও পশ্চিমে হালদা। হালদাকে দক্ষিণ এশিয়ায় রুই জাতীয় মাছের একমাত্র প্রাকৃতিক প্রজননক্ষেত্র বলা হয়; সাধারণত এপ্রিলের মাঝামাঝি থেকে জুনের মধ্যে মা মাছ ডিম ছাড়ে।',
      en: 'Chattogram\'s two main rivers, the Karnaphuli and the Halda, flow through Raozan: the Karnaphuli along its south side and the Halda along its west side. West of Gohira union is the Halda, with Hathazari Upazila beyond it; the Halda runs along the south and west of Urkirchar union. The Halda is described as the sole natural spawning ground of carp-like fish in South Asia; the mother fish usually spawn between mid-April and June.',
    },
    sources: [portal, enWiki, gohiraUnion, urkircharUnion, haldaSpawningTbs],
    asOf: '2022-06-17',
    confidence: 'high',
  },
  {
    id: 'canals',
    title: { bn: 'খাল', en: 'Canals' },
    body: {
      bn: 'চিকদাইর ইউনিয়নের ওয়েবসাইট অনুযায়ী ঐতিহাসিক সর্ত্তার খাল ইউনিয়নের সামনে দিয়ে বয়ে গেছে; এই খাল দিয়ে প্রতিদিন গাছ ও বাঁশ শহরসহ বিভিন্ন এলাকায় আনা-নেওয়া হয়।',
      en: 'According to the Chikdair union website, the historic Sarttar Khal (canal) flows past the union; timber and bamboo are carried along it every day to the city and elsewhere.',
    },
    sources: [chikdairUnion],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'administrative-units',
    title: { bn: 'ইউনিয়ন, মৌজা ও গ্রাম', en: 'Unions, mauzas and villages' },
    body: {
      bn: 'উপজেলায় ১৪টি ইউনিয়ন ও ১টি পৌরসভা; ২০১১ সালের আদমশুমারির হিসাবে ৫৬টি মৌজা ও ৬৬টি গ্রাম। রাউজান পৌরসভার আয়তন ২৭.১৫ বর্গকিলোমিটার। বাংলা উইকিপিডিয়া অনুযায়ী সবচেয়ে বড় ইউনিয়ন হলদিয়া (৪৭.১৪ বর্গকিলোমিটার, উপজেলার সর্ব-উত্তরে) এবং সবচেয়ে ছোট উরকিরচর (৫.৬৫ বর্গকিলোমিটার)।',
      en: 'The upazila has 14 unions and 1 paurashava, and 56 mauzas and 66 villages according to the 2011 census. Raozan Paurashava covers 27.15 km². According to Bengali Wikipedia the largest union is Haldia (47.14 km², in the far north) and the smallest Urkirchar (5.65 km²).',
    },
    sources: [portal, banglapediaEn, haldiaWiki, urkircharWiki],
    asOf: '2023-10',
    confidence: 'high',
  },
]
