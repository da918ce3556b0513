import type { Fair, Market } from '../pack/schema'

/**
 * Hats/bazars and fairs. No source gives the weekdays of any hat: `days` is set only for
 * Nangalmora hat, which a source calls "twice a week" without naming the days. The fairs are the
 * ones the official upazila website lists on its heritage ("ঐতিহ্য") page.
 */

const farhadabadUnionWiki = 'https://en.wikipedia.org/wiki/Farhadabad_Union'
const heritagePage = 'https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'

const farhadabadListOnly = {
  bn: 'কেবল ফরহাদাবাদ ইউনিয়নের ইংরেজি উইকিপিডিয়া নিবন্ধের তালিকায় নাম আছে; হাটের দিন সূত্রে নেই।',
  en: 'Only named in the list in the English Wikipedia article on Farhadabad Union; the sources give no market days.',
}

export const markets: Market[] = [
  {
    id: 'hathazari-bazar',
    name: { bn: 'হাটহাজারী বাজার', en: 'Hathazari Bazar' },
    address: { bn: 'হাটহাজারী পৌরসভা (কাচারি রোড এলাকা)', en: 'Hathazari Paurashava (Kachari Road area)' },
    details: {
      bn: 'একটি অ্যাগ্রিগেটর সাইটের লেখা অনুযায়ী বাজারটির ইতিহাস "হাজারী" আমল পর্যন্ত পুরোনো। হাটের দিন সূত্রে নেই।',
      en: 'Aggregator text traces the market back to the "Hazari" era. The sources give no market days.',
    },
    sources: ['https://newscatbd.com/topic/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AC%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0', 'https://github.com/nazrulcse/nblbd/blob/e7c5bfae129f0ff7b7ee1e444b9b14ff21dc26ac/DB_Backup/nblbd_neew_02.11.2014.sql'],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'katirhat',
    name: { bn: 'কাটিরহাট', en: 'Katirhat' },
    address: {
      bn: 'ধলই ইউনিয়ন; চট্টগ্রাম–খাগড়াছড়ি সড়ক ও ধলই–বারবকুণ্ড সড়কের সংযোগস্থলে',
      en: 'Dhalai union; at the junction of the Chattogram–Khagrachhari road and the Dhalai–Barabkunda road',
    },
    details: {
      bn: 'কাটিরহাট মহিলা কলেজের ওয়েবসাইট অনুযায়ী ধলই, ফরহাদাবাদ, মির্জাপুর ও সমিতিরহাট এলাকার বাণিজ্যকেন্দ্র। হাটের দিন সূত্রে নেই।',
      en: 'According to the Katirhat women\'s college website, the commercial centre of the Dhalai, Farhadabad, Mirzapur and Samitirhat areas. The sources give no market days.',
    },
    sources: ['http://katirhatmdc.edu.bd/about-us/history-of-college/'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'sarkarhat',
    name: { bn: 'সরকারহাট', en: 'Sarkarhat' },
    address: { bn: 'মির্জাপুর ইউনিয়ন', en: 'Mirzapur union' },
    details: {
      bn: 'এখানে প্রতিবছর বৈশাখী মেলা হয় (উপজেলার ওয়েবসাইট); নাজিরহাট রেললাইনে সরকারহাট স্টেশন আছে; বাজারে বর্ষা ফাউন্ডেশনের কার্যালয়। হাটের দিন সূত্রে নেই।',
      en: 'An annual Baishakhi fair is held here (upazila website); Sarkarhat has a station on the Nazirhat railway line; Barsha Foundation has its office at the bazar. The sources give no market days.',
    },
    sources: ['https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF', 'https://www.fns24.net/district/12/চট্টগ্রাম/?page=97'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'baker-ali-chowdhury-hat',
    name: { bn: 'বাকের আলী চৌধুরীর হাট', en: 'Baker Ali Chowdhury Hat' },
    address: { bn: '৩ নং ওয়ার্ড, মির্জাপুর গ্রাম, মির্জাপুর ইউনিয়ন', en: 'Ward 3, Mirzapur village, Mirzapur union' },
    details: {
      bn: 'মির্জাপুর ইউনিয়ন স্বাস্থ্য কেন্দ্র এর পাশে। হাটের দিন সূত্রে নেই।',
      en: 'Mirzapur Union Health Centre is beside it. The sources give no market days.',
    },
    sources: ['https://mirzapurup.chittagong.gov.bd/en/site/page/lW0F-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A7%9F%E0%A6%A8-%E0%A6%B8%E0%A7%8D%E0%A6%AC%E0%A6%BE%E0%A6%B8%E0%A7%8D%E0%A6%A5%E0%A7%8D%E0%A6%AF-%E0%A6%95%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%A6%E0%A7%8D%E0%A6%B0'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'nangalmora-hat',
    name: { bn: 'নাঙ্গলমোড়া হাট (চৌধুরী হাট / কাউন্যার হাট)', en: 'Nangalmora Hat (also Chowdhury Hat / Kaunnar Hat)' },
    address: { bn: 'হালদা নদীর তীরে, নাঙ্গলমোড়া ইউনিয়ন', en: 'On the bank of the Halda, Nangalmora union' },
    days: { bn: 'সপ্তাহে দুই দিন (কোন দিন, তা সূত্রে নেই)', en: 'Twice a week (the sources do not name the days)' },
    details: {
      bn: 'বিকল্প নামগুলো ইউনিয়নের ওয়েবসাইট থেকে; ইংরেজি উইকিপিডিয়ার ইউনিয়ন নিবন্ধ বলে, ইউনিয়নে বড় বাজার নেই, হালদার তীরে সপ্তাহে দুবার হাট বসে।',
      en: 'The other names come from the union website; the English Wikipedia article on the union says it has no big markets and a hat sits twice a week on the bank of the Halda.',
    },
    sources: ['https://nangalmoraup.chittagong.gov.bd/bn/site/page/d9rP-ইউনিয়নের-ইতিহাস', 'https://en.wikipedia.org/wiki/Nangolmora_Union'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'আরেকটি বানান: "কান্নো" হাট।',
      en: 'Another spelling: "Kanno" Hat.',
    },
  },
  {
    id: 'basir-hat-bazar',
    name: { bn: 'বশির হাট বাজার', en: 'Basir Hat Bazar' },
    address: { bn: 'ফরহাদাবাদ ইউনিয়ন', en: 'Farhadabad union' },
    details: farhadabadListOnly,
    sources: [farhadabadUnionWiki],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'jabbar-hat',
    name: { bn: 'জব্বার হাট', en: 'Zabbar (Jabbar) Hat' },
    address: { bn: 'ফরহাদাবাদ ইউনিয়ন (নাজিরহাটের কাছে)', en: 'Farhadabad union (near Nazirhat)' },
    details: {
      bn: `${farhadabadListOnly.bn} রেললাইনের একটি চেনা জায়গাও (নাজিরহাট ও জব্বারহাটের মাঝের রেলসেতু, ২০১৯)।`,
      en: `${farhadabadListOnly.en} Also a railway landmark (the rail bridge between Nazirhat and Jabbarhat, 2019).`,
    },
    sources: [farhadabadUnionWiki],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'nurali-mear-hat-bazar',
    name: { bn: 'নুরালী মিয়ার হাট বাজার', en: 'Nurali Mear Hat Bazar' },
    address: { bn: 'ফরহাদাবাদ ইউনিয়ন', en: 'Farhadabad union' },
    details: farhadabadListOnly,
    sources: [farhadabadUnionWiki],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'nazirhat-bazar',
    name: { bn: 'নাজিরহাট বাজার', en: 'Nazirhat Bazar' },
    address: {
      bn: 'নাজিরহাটের ফরহাদাবাদ অংশ (ইংরেজি উইকিপিডিয়ার ফরহাদাবাদ তালিকা অনুযায়ী); সীমান্তবর্তী শহর',
      en: 'The Farhadabad side of Nazirhat (per the English Wikipedia list for Farhadabad); a border town',
    },
    details: {
      bn: 'নাজিরহাট শহর হাটহাজারী ও ফটিকছড়ির সীমানায়; ইংরেজি উইকিপিডিয়া শহরটিকে ফটিকছড়িতে দেখায়। হাটের দিন সূত্রে নেই।',
      en: 'Nazirhat town lies on the Hathazari–Fatikchhari border; English Wikipedia places the town in Fatikchhari. The sources give no market days.',
    },
    sources: ['https://en.wikipedia.org/wiki/Farhadabad_Union', 'https://thefinancialexpress.com.bd/national/country/exploring-chattograms-rural-charm-and-history-on-nazirhat-commuter'],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'garduara-hats',
    name: { bn: 'গড়দুয়ারা ইউনিয়নের দুটি হাট-বাজার', en: 'The two hats/bazars of Garduara union' },
    address: { bn: 'গড়দুয়ারা ইউনিয়ন', en: 'Garduara union' },
    details: {
      bn: 'ইউনিয়নের ওয়েবসাইটে কেবল সংখ্যা (২টি) দেওয়া আছে; নাম ও হাটের দিন নেই।',
      en: 'The union website gives only the number (2); no names and no market days.',
    },
    sources: ['http://garduaraup.chittagong.gov.bd/bn/site/page/alS2-এক-নজরে-৯নং-গড়দুয়ারা-ইউনিয়ন'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]

const listedOnHeritagePage = {
  bn: 'উপজেলার সরকারি ওয়েবসাইটের "ঐতিহ্য" পাতায় তালিকাভুক্ত।',
  en: 'Listed on the "Heritage" (ঐতিহ্য) page of the official upazila website.',
}

/** A fair from the upazila's heritage page: the page gives name, place and timing, nothing more. */
const heritageFair = (id: string, name: Fair['name'], address: Fair['address'], when: Fair['when'], extra?: Fair['details']): Fair => ({
  id,
  name,
  address,
  when,
  details: extra ? { bn: `${listedOnHeritagePage.bn} ${extra.bn}`, en: `${listedOnHeritagePage.en} ${extra.en}` } : listedOnHeritagePage,
  sources: [heritagePage],
  asOf: '2026-11',
  confidence: 'high',
})

export const fairs: Fair[] = [
  heritageFair(
    'sarkarhat-baishakhi-mela',
    { bn: 'মির্জাপুর সরকারহাট বৈশাখী মেলা', en: 'Mirzapur Sarkarhat Baishakhi Mela' },
    { bn: 'সরকারহাট, মির্জাপুর', en: 'Sarkarhat, Mirzapur' },
    { bn: 'প্রতিবছর বৈশাখ মাসে', en: 'Every year in Baishakh' },
  ),
  heritageFair(
    'cu-baishakhi-mela',
    { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় বৈশাখী মেলা', en: 'University of Chittagong Baishakhi Mela' },
    { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়', en: 'University of Chittagong' },
    { bn: '১ বৈশাখ থেকে দুই দিন', en: 'Two days from 1 Baishakh' },
  ),
  heritageFair(
    'mandakini-mela',
    { bn: 'মন্দাকিনী মেলা', en: 'Mandakini Mela' },
    { bn: 'মন্দাকিনী (ফরহাদাবাদ এলাকার "পূর্ব মন্দাকিনী" মৌজা)', en: 'Mandakini (the mouza "Purba Mandakini" in the Farhadabad area)' },
    { bn: 'চৈত্র মাসের মধুকৃষ্ণা ত্রয়োদশী তিথিতে', en: 'In Chaitra, on the Madhu Krishna Trayodashi tithi' },
  ),
  heritageFair(
    'chuhur-khar-dighi-boli-khela',
    { bn: 'চুহুর খাঁর দীঘির বলী খেলার মেলা', en: 'Chuhur Khar Dighi Boli-khela (wrestling) Mela' },
    { bn: 'চুহুর খাঁর দীঘি', en: 'Chuhur Khar Dighi' },
    { bn: '২৯ চৈত্র', en: '29 Chaitra' },
  ),
  heritageFair(
    'fatehabad-surjabrata-mela',
    { bn: 'ফতেয়াবাদ সূর্যব্রত মেলা', en: 'Fatehabad Surjabrata Mela' },
    { bn: 'ফতেয়াবাদ', en: 'Fatehabad' },
    { bn: 'মাঘ মাসে', en: 'In Magh' },
  ),
  heritageFair(
    'pundarik-dham-mela',
    { bn: 'পুণ্ডরীক ধাম মেলা', en: 'Pundarik Dham Mela' },
    { bn: 'মেখল', en: 'Mekhal' },
    { bn: 'শ্রীপঞ্চমী তিথিতে, তিন দিন', en: 'On the Sri Panchami tithi, for three days' },
  ),
  heritageFair(
    'rath-yatra-mela',
    { bn: 'রথযাত্রা মেলা', en: 'Rath Yatra Mela' },
    { bn: 'ফতেয়াবাদ, হাটহাজারী, গৌরাঙ্গবাড়ী ও এনায়েতপুর', en: 'Fatehabad, Hathazari, Gourangabari and Enayetpur' },
    { bn: 'রথযাত্রার দিনে (মাস উল্লেখ নেই)', en: 'On the day of Rath Yatra (the month is not stated)' },
  ),
  heritageFair(
    'enayetpur-kshetrapal',
    { bn: 'এনায়েতপুর ক্ষেত্রপাল', en: 'Enayetpur Kshetrapal (fair)' },
    { bn: 'ধলই', en: 'Dhalai' },
    { bn: 'সময় সূত্রে উল্লেখ নেই', en: 'Not stated in the source' },
  ),
  heritageFair(
    'maniram-sadhu-mela',
    { bn: 'মনীরাম সাধুর মেলা', en: 'Maniram Sadhu\'s Mela' },
    { bn: 'ফতেপুর', en: 'Fatehpur' },
    { bn: '১৯৪০ সালের পর বন্ধ হয়ে যায়', en: 'Stopped after 1940' },
    { bn: 'মেলাটি এখন আর হয় না।', en: 'The fair is no longer held.' },
  ),
  heritageFair(
    'bull-fighting',
    { bn: 'গরুর লড়াই', en: 'Bull-fighting fairs' },
    { bn: 'হাটহাজারী', en: 'Hathazari' },
    { bn: '১৯৮০ সাল পর্যন্ত হতো', en: 'Held until 1980' },
    { bn: 'এখন আর হয় না।', en: 'No longer held.' },
  ),
]
