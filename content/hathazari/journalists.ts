import type { Journalist, MediaOrganization } from '../pack/schema'

/**
 * The Hathazari Press Club committee for 2024–2025 (formed 18 Nov 2023, announced 20 Nov 2023)
 * as the two sources list it, and the local media organisations. No phone number is sourced.
 * Only the five named office-bearers are listed; the sources name no other members.
 */

const pressClubSources = ['https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%aa%e0%a7%8d%e0%a6%b0%e0%a7%87%e0%a6%b8-%e0%a6%95%e0%a7%8d%e0%a6%b2%e0%a6%be%e0%a6%ac%e0%a7%87%e0%a6%b0', 'https://uttarchattala.com/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A7%87%E0%A6%B8-%E0%A6%95%E0%A7%8D%E0%A6%B2%E0%A6%BE%E0%A6%AC%E0%A7%87%E0%A6%B0-3/']
const committeeAsOf = '2023-11-20'

const member = (
  id: string,
  name: Journalist['name'],
  position: Journalist['position'],
  mediaOutlet: Journalist['mediaOutlet'],
): Journalist => ({
  id,
  name,
  position,
  mediaOutlet,
  category: 'press-club',
  sources: pressClubSources,
  asOf: committeeAsOf,
  confidence: 'high',
  notes: {
    bn: 'হাটহাজারী প্রেস ক্লাবের ২০২৪–২০২৫ মেয়াদের কমিটি (গঠিত ১৮ নভেম্বর ২০২৩)।',
    en: 'Hathazari Press Club committee for the 2024–2025 term (formed 18 November 2023).',
  },
})

export const journalists: Journalist[] = [
  member(
    'keshab-kumar-barua',
    { bn: 'কেশব কুমার বড়ুয়া', en: 'Keshab Kumar Barua' },
    { bn: 'সভাপতি, হাটহাজারী প্রেস ক্লাব', en: 'President, Hathazari Press Club' },
    { bn: 'আজাদী / দেশ রূপান্তর', en: 'Azadi / Desh Rupantor' },
  ),
  member(
    'didarul-alam-dulal',
    { bn: 'বীর মুক্তিযোদ্ধা দিদারুল আলম দুলাল', en: 'Bir Muktijoddha Didarul Alam Dulal' },
    { bn: 'সিনিয়র সহসভাপতি, হাটহাজারী প্রেস ক্লাব', en: 'Senior Vice-President, Hathazari Press Club' },
    { bn: 'উত্তর চট্টলা (সম্পাদক)', en: 'Uttar Chattala (editor)' },
  ),
  member(
    'mohammad-hossain',
    { bn: 'মোহাম্মদ হোসেন', en: 'Mohammad Hossain' },
    { bn: 'সহসভাপতি, হাটহাজারী প্রেস ক্লাব', en: 'Vice-President, Hathazari Press Club' },
    { bn: 'আমাদের নতুন সময়', en: 'Amader Notun Somoy' },
  ),
  member(
    'hm-monsur-ali',
    { bn: 'এইচ এম মনসুর আলী', en: 'H M Monsur Ali' },
    { bn: 'সাধারণ সম্পাদক, হাটহাজারী প্রেস ক্লাব', en: 'General Secretary, Hathazari Press Club' },
    { bn: 'আজকের পত্রিকা', en: 'Ajker Patrika' },
  ),
  member(
    'khorshed-alam-shimul',
    { bn: 'খোরশেদ আলম শিমুল', en: 'Khorshed Alam Shimul' },
    { bn: 'যুগ্ম সম্পাদক, হাটহাজারী প্রেস ক্লাব', en: 'Joint Secretary, Hathazari Press Club' },
    { bn: 'পূর্বকোণ / মানবকণ্ঠ', en: 'Purbokone / Manabkantha' },
  ),
]

export const mediaOrganizations: MediaOrganization[] = [
  {
    id: 'hathazari-press-club',
    kind: { bn: 'প্রেস ক্লাব', en: 'Press club' },
    name: { bn: 'হাটহাজারী প্রেস ক্লাব', en: 'Hathazari Press Club' },
    address: {
      bn: 'স্থায়ী কার্যালয়: উপজেলা পরিষদ মার্কেটের দ্বিতীয় তলা, হাটহাজারী পৌরসভা',
      en: 'Permanent office: 2nd floor, Upazila Parishad Market, Hathazari Paurashava',
    },
    details: {
      bn: '২০২৪–২০২৫ মেয়াদের ১১ সদস্যের কমিটি ১৮ নভেম্বর ২০২৩ গঠিত হয় (ঘোষণা ২০ নভেম্বর)। ফোন নম্বর কোনো সূত্রে পাওয়া যায়নি।',
      en: 'An 11-member committee for the 2024–2025 term was formed on 18 November 2023 (announced on 20 November). No source gives a phone number.',
    },
    sources: pressClubSources,
    asOf: committeeAsOf,
    confidence: 'high',
  },
  {
    id: 'uttar-chattala',
    kind: { bn: 'স্থানীয় সংবাদমাধ্যম', en: 'Local news outlet' },
    name: { bn: 'উত্তর চট্টলা', en: 'Uttar Chattala' },
    details: {
      bn: 'সম্পাদক: দিদারুল আলম দুলাল (প্রেস ক্লাবের তালিকা অনুযায়ী)। ওয়েবসাইট: uttarchattala.com।',
      en: 'Editor: Didarul Alam Dulal (per the press club list). Website: uttarchattala.com.',
    },
    website: 'https://uttarchattala.com',
    sources: ['https://uttarchattala.com/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A7%87%E0%A6%B8-%E0%A6%95%E0%A7%8D%E0%A6%B2%E0%A6%BE%E0%A6%AC%E0%A7%87%E0%A6%B0-3/'],
    asOf: committeeAsOf,
    confidence: 'medium',
  },
  {
    id: 'sangbadik-oikya-parishad',
    kind: { bn: 'সাংবাদিক সংগঠন', en: 'Journalists\' association' },
    name: { bn: 'হাটহাজারী সাংবাদিক ঐক্য পরিষদ', en: 'Hathazari Sangbadik Oikya Parishad' },
    details: {
      bn: '২০২২ সালের একটি প্রতিবেদন অনুযায়ী সভাপতি আসলাম মো. পারভেজ, সাধারণ সম্পাদক মো. বোরহান উদ্দিন।',
      en: 'According to a 2022 report: president Aslam Md Parvez, general secretary Md Borhan Uddin.',
    },
    sources: ['https://dailynabochatona.com/?p=104006'],
    asOf: '2022',
    confidence: 'low',
  },
]
