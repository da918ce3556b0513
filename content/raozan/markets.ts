import type { Fair, Market } from '../pack/schema'

/**
 * Hats, bazars and fairs. No source gives the weekdays of any hat, so `days` is never set. Hats
 * known only from a passing mention in a news report are marked 'low'.
 */

const patherHat2019 = 'https://www.kalerkantho.com/online/second-capital-everyday/2019/05/20/771347'
const charabotatol2021 = 'https://www.dailyshamolbangla.com/2021/12/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8-%e0%a6%aa%e0%a7%8c%e0%a6%b0%e0%a6%b8%e0%a6%ad%e0%a6%be%e0%a6%b0-%e0%a7%af%e0%a6%a8%e0%a6%82-%e0%a6%93%e0%a7%9f%e0%a6%be%e0%a6%b0%e0%a7%8d'
const charabotatolNaming = 'https://www.alokitoraozan.com/%e0%a6%9a%e0%a6%be%e0%a6%b0%e0%a6%be-%e0%a6%ac%e0%a6%9f%e0%a6%a4%e0%a6%b2%e0%a7%87-%e0%a6%b9%e0%a6%9c%e0%a6%b0%e0%a6%a4-%e0%a6%97%e0%a6%ab%e0%a7%81%e0%a6%b0-%e0%a6%86%e0%a6%b2%e0%a7%80-%e0%a6%ac/print'
const jalilNagarMarket = 'http://www.greenbanglanews.com/archives/17147'
const fourLaneAzadi = 'https://dainikazadi.net/?p=511204'
const gourishankarHat = 'https://dailyswadhinsangbad.com/2025/08/18/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8-%E0%A6%A5%E0%A6%BE%E0%A6%A8%E0%A6%BE-%E0%A6%AA%E0%A7%81%E0%A6%B2%E0%A6%BF%E0%A6%B6%E0%A7%87%E0%A6%B0-%E0%A6%85%E0%A6%AD%E0%A6%BF%E0%A6%AF'
const ramzanAliHat = 'https://www.bangladiary.com/?p=201196'

const noDays = {
  bn: 'হাটের দিন সূত্রে নেই।',
  en: 'The sources give no market days.',
}

export const markets: Market[] = [
  {
    id: 'noapara-pather-hat',
    name: { bn: 'নোয়াপাড়া পথেরহাট', en: 'Noapara Pather Hat' },
    address: { bn: 'নোয়াপাড়া, দক্ষিণ রাউজান', en: 'Noapara, south Raozan' },
    details: {
      bn: `কালের কণ্ঠের (মে ২০১৯) প্রতিবেদন অনুযায়ী উপজেলার দ্বিতীয় বাণিজ্যকেন্দ্র; আমীর মার্কেট, খায়েজ মার্কেটসহ একাধিক মার্কেট আছে। নোয়াপাড়া, পূর্ব ও পশ্চিম গুজরা, বাগোয়ান, পাহাড়তলী, বিনাজুরী, কদলপুর এবং রাঙ্গুনিয়া উপজেলা থেকেও ক্রেতারা আসেন। ${noDays.bn}`,
      en: `According to Kaler Kantho (May 2019), the upazila's second commercial centre, with several markets including Amir Market and Khayej Market. Shoppers come from Noapara, East and West Gujra, Bagoan, Pahartali, Binajuri, Kadalpur and also Rangunia Upazila. ${noDays.en}`,
    },
    sources: [patherHat2019],
    asOf: '2019-05-20',
    confidence: 'medium',
  },
  {
    id: 'jalil-nagar',
    name: { bn: 'জলিলনগর বাসস্টেশন ও মার্কেট এলাকা', en: 'Jalil Nagar bus station and market area' },
    address: { bn: 'জলিলনগর, রাউজান পৌরসভা (চট্টগ্রাম–রাঙ্গামাটি মহাসড়ক)', en: 'Jalil Nagar, Raozan Paurashava (Chattogram–Rangamati highway)' },
    details: {
      bn: `পৌরসদর জলিলনগরের বাসস্টেশন এলাকায় গাউছিয়া মার্কেট ও কাজী প্লাজা মার্কেটসহ দোকানপাট আছে; এখানে ব্যবসায়ী সমিতিও আছে। ${noDays.bn}`,
      en: `The bus-station area of Jalil Nagar, the paurashava's centre, has shops including Gausia Market and Kazi Plaza Market; it has a traders' association. ${noDays.en}`,
    },
    sources: [jalilNagarMarket, fourLaneAzadi, 'http://www.greenbanglanews.com/archives/14596', charabotatolNaming],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'charabotatol-bazar',
    name: { bn: 'হযরত গফুর আলী বোস্তামী (চারাবটতল) বাজার', en: 'Hazrat Gafur Ali Bostami (Charabotatol) Bazar' },
    address: { bn: '৯ নং ওয়ার্ড, পশ্চিম রাউজান, রাউজান পৌরসভা', en: 'Ward 9, West Raozan, Raozan Paurashava' },
    details: {
      bn: `প্রতিদিন আশপাশের এলাকার মানুষ নিত্যপ্রয়োজনীয় পণ্য কিনতে আসেন। প্রতি বছর ঈদুল আজহার সময় এখানে বড় গরু-ছাগলের হাট বসে, যা উত্তর চট্টগ্রামে কোরবানির পশুর হাট হিসেবে পরিচিত। ডিসেম্বর ২০২১-এ বাজারের নামকরণ ও বাজার শেড নির্মাণ শুরু হয়।`,
      en: `People from the surrounding areas shop here daily for everyday goods. Every year at Eid-ul-Azha a large cattle and goat market is held here, known in north Chattogram for sacrificial animals. The naming of the bazar and the building of a market shed began in December 2021.`,
    },
    sources: [charabotatol2021, charabotatolNaming],
    asOf: '2021-12-15',
    confidence: 'medium',
  },
  {
    id: 'gourishankar-hat',
    name: { bn: 'গৌরীশংকর হাট', en: 'Gourishankar Hat' },
    address: { bn: 'পাহাড়তলী ইউনিয়ন, রাউজান', en: 'Pahartali union, Raozan' },
    details: { bn: `কেবল একটি পুলিশি অভিযানের প্রতিবেদনে (আগস্ট ২০২৫) স্থান হিসেবে নাম আছে। ${noDays.bn}`, en: `Named only as a place in a police report (August 2025). ${noDays.en}` },
    sources: [gourishankarHat],
    asOf: '2025-08-18',
    confidence: 'low',
  },
  {
    id: 'ramzan-ali-hat',
    name: { bn: 'রমজান আলী হাট', en: 'Ramzan Ali Hat' },
    address: { bn: 'মোহাম্মদপুর, ২ নং ওয়ার্ড, রাউজান ইউনিয়ন', en: 'Mohammadpur, ward 2, Raozan union' },
    details: { bn: `কেবল একটি অগ্নিকাণ্ডের প্রতিবেদনে স্থান হিসেবে নাম আছে। ${noDays.bn}`, en: `Named only as a place in a report of a fire. ${noDays.en}` },
    sources: [ramzanAliHat],
    asOf: '2026-11',
    confidence: 'low',
  },
]

export const fairs: Fair[] = [
  {
    id: 'mahamuni-baishakhi-mela',
    name: { bn: 'মহামুনি বৈশাখী মেলা', en: 'Mahamuni Baishakhi Mela' },
    address: { bn: 'মহামুনি বৌদ্ধ বিহার প্রাঙ্গণ, পাহাড়তলী, রাউজান', en: 'Mahamuni Buddhist Vihara grounds, Pahartali, Raozan' },
    when: { bn: 'বাংলা নববর্ষে, চৈত্রসংক্রান্তি থেকে কয়েক দিন (একটি প্রতিবেদনে ৫ দিন, ১৩ এপ্রিল থেকে)', en: 'At the Bengali New Year, for several days from Chaitra Sankranti (one report: 5 days from 13 April)' },
    details: {
      bn: 'প্রায় ২০০ বছরের পুরোনো মেলা বলে বর্ণিত। রাঙামাটি, খাগড়াছড়ি ও বান্দরবান থেকে হাজারো পাহাড়ি নারী-পুরুষ আসেন; মন্দিরে প্রার্থনা, নৃত্য-গীত ও আলোচনা হয়, বাইরে পাটি, আসবাব, মাটির তৈজস, খেলনা ও খাবারের দোকান বসে।',
      en: 'Described as some 200 years old. Thousands of hill people come from Rangamati, Khagrachhari and Bandarban; there are prayers at the temple, dances, songs and talks, and outside stalls sell mats, furniture, earthenware, toys and food.',
    },
    sources: [
      'https://joynewsbd.com/32345/%e0%a6%ae%e0%a7%81%e0%a6%96%e0%a6%b0%e0%a6%bf%e0%a6%a4-%e0%a6%ae%e0%a6%b9%e0%a6%be%e0%a6%ae%e0%a7%81%e0%a6%a8%e0%a6%bf-%e0%a6%ae%e0%a7%87%e0%a6%b2%e0%a6%be',
      'https://www.dailysonarbangla.com/2722',
      'https://agamirsomoy.com/tag/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87-%e0%a6%ac%e0%a6%b0%e0%a7%8d%e0%a6%b7-%e0%a6%ac%e0%a6%b0%e0%a6%a3-%e0%a6%95%e0%a6%b0%e0%a7%87-%e0%a6%a8%e0%a6%bf%e0%a6%a4%e0%a7%87',
    ],
    asOf: '2024-04-14',
    confidence: 'medium',
  },
  {
    id: 'ganga-mandir-baruni-snan',
    name: { bn: 'গঙ্গা মন্দিরের বারুণী স্নান মেলা', en: 'Baruni bathing fair at the Ganga Mandir' },
    address: { bn: 'দক্ষিণ রাউজান কেন্দ্রীয় গঙ্গা মন্দির, বাগোয়ান', en: 'Dakshin Raozan Central Ganga Mandir, Bagoan' },
    when: { bn: 'প্রতি বছর বারুণী স্নানের সময় (তারিখ সূত্রে নেই)', en: 'Every year at Baruni snan (the date is not in the source)' },
    details: {
      bn: 'হাজারো নারী-পুরুষ মন্দিরের পাশের বড় পুকুরে স্নান করেন।',
      en: 'Thousands bathe in the large pond beside the temple.',
    },
    sources: ['https://priyochattogram.com/66490'],
    asOf: '2026-11',
    confidence: 'low',
  },
]
