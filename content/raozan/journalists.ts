import type { Journalist, MediaOrganization } from '../pack/schema'

/**
 * The Raozan Press Club's office-bearers named in the report of 19 November 2024 (the newly
 * elected committee's meeting with the upazila administration), and the press club itself. No
 * phone number is sourced. Only the three office-bearers the report names with their posts are
 * listed; the outlet a journalist writes for is given only where a source says it.
 */

const committee2024 = 'https://hridoyechattogram.com/article/31167'
const ramzanAliOutlet = 'https://itihass71tv.com/?p=12018'
const committeeAsOf = '2024-11-19'
const notNamed = { bn: 'সূত্রে উল্লেখ নেই', en: 'Not named in the source' }

const member = (
  id: string,
  name: Journalist['name'],
  position: Journalist['position'],
  mediaOutlet: Journalist['mediaOutlet'],
  extraSources: string[] = [],
): Journalist => ({
  id,
  name,
  position,
  mediaOutlet,
  category: 'press-club',
  sources: [committee2024, ...extraSources],
  asOf: committeeAsOf,
  confidence: 'medium',
  notes: {
    bn: 'রাউজান প্রেস ক্লাবের নবনির্বাচিত কমিটি (১৯ নভেম্বর ২০২৪-এর প্রতিবেদন)।',
    en: 'Raozan Press Club\'s newly elected committee (report of 19 November 2024).',
  },
})

export const journalists: Journalist[] = [
  member(
    'm-belal-uddin',
    { bn: 'মাওলানা এম বেলাল উদ্দীন', en: 'Maulana M Belal Uddin' },
    { bn: 'সভাপতি, রাউজান প্রেস ক্লাব', en: 'President, Raozan Press Club' },
    notNamed,
  ),
  member(
    'nezam-uddin-rana',
    { bn: 'নেজাম উদ্দিন রানা', en: 'Nezam Uddin Rana' },
    { bn: 'সাধারণ সম্পাদক, রাউজান প্রেস ক্লাব', en: 'General Secretary, Raozan Press Club' },
    notNamed,
  ),
  member(
    'm-ramzan-ali',
    { bn: 'এম রমজান আলী', en: 'M Ramzan Ali' },
    { bn: 'সিনিয়র সহ-সভাপতি, রাউজান প্রেস ক্লাব', en: 'Senior Vice-President, Raozan Press Club' },
    { bn: 'দৈনিক ভোরের কাগজ (রাউজান প্রতিনিধি)', en: 'Dainik Bhorer Kagoj (Raozan correspondent)' },
    [ramzanAliOutlet],
  ),
]

export const mediaOrganizations: MediaOrganization[] = [
  {
    id: 'raozan-press-club',
    kind: { bn: 'প্রেস ক্লাব', en: 'Press club' },
    name: { bn: 'রাউজান প্রেস ক্লাব', en: 'Raozan Press Club' },
    address: {
      bn: 'কাজী প্লাজা মার্কেটের দ্বিতীয় তলা, জলিলনগর, রাউজান পৌরসভা',
      en: '2nd floor, Kazi Plaza Market, Jalil Nagar, Raozan Paurashava',
    },
    details: {
      bn: 'নতুন কমিটি নভেম্বর ২০২৪-এ নির্বাচিত। জলিলনগরে প্রেস ক্লাবের নিজস্ব ভবনের ভিত্তিপ্রস্তর স্থাপিত হয় ২ মার্চ, বৃহস্পতিবার (প্রতিবেদনে বছর দেখা যায়নি)। ফোন নম্বর কোনো সূত্রে পাওয়া যায়নি।',
      en: 'A new committee was elected in November 2024. The foundation stone of the press club\'s own building at Jalil Nagar was laid on Thursday 2 March (the report does not show the year). No source gives a phone number.',
    },
    sources: [committee2024, 'http://www.greenbanglanews.com/archives/14596', 'https://itihass71tv.com/news/19077'],
    asOf: committeeAsOf,
    confidence: 'medium',
    notes: {
      bn: 'কার্যালয়ের ঠিকানা একটি তারিখহীন প্রতিবেদন থেকে; নতুন ভবনে সরে গিয়ে থাকতে পারে।',
      en: 'The office address is from an undated report; the club may have moved to its new building.',
    },
  },
]
