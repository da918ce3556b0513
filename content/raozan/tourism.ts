import type { Place } from '../pack/schema'

/**
 * Places worth visiting, limited to what the sources say. No opening hours, entry fees or "best
 * time to visit" are sourced, so `bestTime` is set only where a source ties a visit to an event.
 */

export const places: Place[] = [
  {
    id: 'mahamuni',
    type: 'religious',
    kind: { bn: 'বৌদ্ধ বিহার ও মেলা', en: 'Buddhist vihara and fair' },
    name: { bn: 'মহামুনি বৌদ্ধ বিহার', en: 'Mahamuni Buddhist Vihara' },
    address: { bn: 'মহামুনি গ্রাম, পাহাড়তলী ইউনিয়ন, রাউজান', en: 'Mahamuni village, Pahartali union, Raozan' },
    details: {
      bn: 'টিলার ওপর দুই শতাধিক বছরের পুরোনো বৌদ্ধ বিহার (ধারণা করা হয় ১৮১৩ সালে প্রতিষ্ঠিত)। বাংলা নববর্ষে এর প্রাঙ্গণে বৈশাখী মেলা বসে।',
      en: 'A Buddhist vihara on a hillock, over two hundred years old (believed to have been founded in 1813). A Baishakhi fair is held in its grounds at the Bengali New Year.',
    },
    bestTime: { bn: 'বাংলা নববর্ষের মেলার সময় (এপ্রিলের মাঝামাঝি)', en: 'During the New Year fair (mid-April)' },
    sources: ['http://tathagata.online/view-post/109/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8-%E0%A6%AA%E0%A6%BE%E0%A6%B9%E0%A6%BE%E0%A7%9C%E0%A6%A4%E0%A6%B2%E0%A7%80-%E0%A6%AE%E0%A6%B9%E0%A6%BE%E0%A6%AE%E0%A7%81%E0%A6%A8%E0%A6%BF-%E0%A6%AC%E0%A7%8C%E0%A6%A6%E0%A7%8D%E0%A6%A7-%E0%A6%AC%E0%A6%BF%E0%A6%B9%E0%A6%BE%E0%A6%B0', 'https://www.dailysonarbangla.com/2722', 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'],
    asOf: '2024-04-14',
    confidence: 'high',
  },
  {
    id: 'halda-river',
    type: 'natural',
    kind: { bn: 'নদী; রুই জাতীয় মাছের প্রাকৃতিক প্রজননক্ষেত্র', en: 'River; natural carp spawning ground' },
    name: { bn: 'হালদা নদী', en: 'Halda River' },
    address: { bn: 'রাউজানের পশ্চিম সীমানা (গহিরা, উরকিরচর ইউনিয়ন)', en: 'Raozan\'s western boundary (Gohira and Urkirchar unions)' },
    details: {
      bn: 'দক্ষিণ এশিয়ায় রুই জাতীয় মাছের একমাত্র প্রাকৃতিক প্রজননক্ষেত্র বলে বর্ণিত। মধ্য এপ্রিল থেকে জুনে বজ্রবৃষ্টি ও পাহাড়ি ঢলের পর মা মাছ ডিম ছাড়ে; তখন শত শত নৌকায় ডিম সংগ্রহ চলে।',
      en: 'Described as the sole natural spawning ground of carp-like fish in South Asia. Between mid-April and June, after thunderstorms and hill run-off, the mother fish spawn and hundreds of boats collect the eggs.',
    },
    bestTime: { bn: 'ডিম সংগ্রহের মৌসুম (মধ্য এপ্রিল–জুন)', en: 'The egg-collection season (mid-April to June)' },
    sources: ['https://www.tbsnews.net/bangladesh/mother-carp-fishes-start-spawning-halda-441514', 'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766', 'https://en.wikipedia.org/wiki/Raozan_Upazila'],
    asOf: '2022-06-17',
    confidence: 'high',
  },
  {
    id: 'surya-sen-birthplace',
    type: 'historical',
    kind: { bn: 'জন্মভিটা ও স্মৃতিচিহ্ন', en: 'Birthplace and memorial' },
    name: { bn: 'মাস্টারদা সূর্য সেনের জন্মভিটা ও স্মৃতি চত্বর', en: 'Masterda Surya Sen\'s ancestral home and memorial' },
    address: { bn: 'নোয়াপাড়া (জন্মভিটা); রাউজান সরকারি কলেজের পাশে (স্মৃতি চত্বর)', en: 'Noapara (ancestral home); beside Raozan Government College (memorial premises)' },
    details: {
      bn: 'ব্রিটিশবিরোধী বিপ্লবী মাস্টারদা সূর্য সেনের জন্মভূমি নোয়াপাড়ায় দেশ-বিদেশের অতিথিরা আসেন। তাঁর স্মরণে একটি স্মৃতি চত্বর রাউজান কলেজের পাশে, আর মাস্টারদা গ্রন্থাগার ও স্মৃতি সংসদ আছে।',
      en: 'Visitors from Bangladesh and abroad come to Noapara, the birthplace of the anti-British revolutionary Masterda Surya Sen. A memorial to him stands beside Raozan College, and there is a MasterDa library and memorial society.',
    },
    sources: ['https://newnation.io/masterda-surya-sen-hero-of-independent-movement-riva-ganguli/', 'https://alokitoswapner-bd.com/?p=9618', 'https://en.banglainsider.com/feature/5203/Master-Da-Surya-Sen-Valiant-hero-of-Bengal'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'kundeshwari-complex',
    type: 'historical',
    kind: { bn: '১৯৭১-এর স্মৃতিবিজড়িত স্থান', en: 'A place of 1971 memory' },
    name: { bn: 'কুণ্ডেশ্বরী কমপ্লেক্স', en: 'Kundeshwari complex' },
    address: { bn: 'গহিরা, রাউজান', en: 'Gohira, Raozan' },
    details: {
      bn: 'নূতন চন্দ্র সিংহের প্রতিষ্ঠিত কুণ্ডেশ্বরী ঔষধালয় ও কুণ্ডেশ্বরী বালিকা বিদ্যালয়-কলেজের চত্বর; ১৯৭১ সালের ১৩ এপ্রিল এখানে নূতন চন্দ্র সিংহকে হত্যা করা হয়।',
      en: 'The grounds of the Kundeshwari Aushadhalaya and the Kundeshwari girls\' school and college founded by Nutan Chandra Singha; he was killed here on 13 April 1971.',
    },
    sources: ['http://thedailystar.net/news/he-executed-fathers-order-to-kill-nutan', 'https://en.wikipedia.org/wiki/Nutan_Chandra_Singha'],
    asOf: '2013-10',
    confidence: 'high',
  },
]
