import type { ReligiousPlace } from '../pack/schema'

/**
 * Temples, viharas and other places of worship named in the sources. Banglapedia's list of
 * "archaeological heritage and relics" gives names and villages only; no source read for this pack
 * names a mosque of Raozan, so none is listed yet.
 */

const banglapediaEn = 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'
const mahamuniHistory = 'http://tathagata.online/view-post/109/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8-%E0%A6%AA%E0%A6%BE%E0%A6%B9%E0%A6%BE%E0%A7%9C%E0%A6%A4%E0%A6%B2%E0%A7%80-%E0%A6%AE%E0%A6%B9%E0%A6%BE%E0%A6%AE%E0%A7%81%E0%A6%A8%E0%A6%BF-%E0%A6%AC%E0%A7%8C%E0%A6%A6%E0%A7%8D%E0%A6%A7-%E0%A6%AC%E0%A6%BF%E0%A6%B9%E0%A6%BE%E0%A6%B0'
const mahamuniFair2024 = 'https://www.dailysonarbangla.com/2722'

const listedByBanglapedia = {
  bn: 'বাংলাপিডিয়ার "প্রত্নতাত্ত্বিক ঐতিহ্য ও নিদর্শন" তালিকায় নাম আছে; সঠিক অবস্থান ও বিবরণ সূত্রে নেই।',
  en: 'Named in Banglapedia\'s list of "archaeological heritage and relics"; the exact location and a description are not in the source.',
}

export const religiousPlaces: ReligiousPlace[] = [
  {
    id: 'mahamuni-buddhist-vihara',
    type: 'buddhist',
    kind: { bn: 'বৌদ্ধ বিহার', en: 'Buddhist vihara' },
    name: { bn: 'মহামুনি বৌদ্ধ বিহার', en: 'Mahamuni Buddhist Vihara' },
    address: { bn: 'মহামুনি গ্রাম, পাহাড়তলী ইউনিয়ন, রাউজান (টিলার ওপর)', en: 'Mahamuni village, Pahartali union, Raozan (on a hillock)' },
    period: { bn: '১৮১৩ (অন্য মতে ১৮০৫)', en: '1813 (or 1805)' },
    details: {
      bn: 'ধারণা করা হয়, ১৮১৩ সালে চাইংগা ঠাকুর নামে এক বৌদ্ধ ধর্মগুরু গৌতম বুদ্ধের মূর্তি স্থাপন করে বিহারটি প্রতিষ্ঠা করেন; ড. রামচন্দ্র বড়ুয়ার গ্রন্থে মন্দির ও মূর্তি নির্মাণের সাল ১৮০৫। বাংলা নববর্ষে এখানে বৈশাখী মেলা হয়, পার্বত্য জেলাগুলো থেকে বহু পাহাড়ি মানুষ আসেন।',
      en: 'It is believed that a Buddhist teacher named Chainga Thakur founded the vihara in 1813 by installing an image of the Buddha; Dr Ramchandra Barua\'s book dates the temple and image to 1805. A Baishakhi fair is held here at the Bengali New Year, drawing many hill people from the hill districts.',
    },
    sources: [mahamuniHistory, banglapediaEn, mahamuniFair2024],
    asOf: '2024-04-14',
    confidence: 'high',
  },
  {
    id: 'chulamoni-buddhist-vihara',
    type: 'buddhist',
    kind: { bn: 'বৌদ্ধ বিহার (ঐতিহ্য তালিকাভুক্ত)', en: 'Buddhist vihara (listed heritage)' },
    name: { bn: 'চুলামণি বৌদ্ধ বিহার', en: 'Chulamoni Buddhist Vihara' },
    address: { bn: 'লাঠিছড়ি, রাউজান', en: 'Lathichhari, Raozan' },
    sources: [banglapediaEn],
    asOf: '2023-10',
    confidence: 'medium',
    notes: listedByBanglapedia,
  },
  {
    id: 'aburkhil-buddhist-vihara',
    type: 'buddhist',
    kind: { bn: 'বৌদ্ধ বিহার (ঐতিহ্য তালিকাভুক্ত)', en: 'Buddhist vihara (listed heritage)' },
    name: { bn: 'আবুরখিল বৌদ্ধ বিহার', en: 'Aburkhil Buddhist Vihara' },
    address: { bn: 'আবুরখিল, রাউজান', en: 'Aburkhil, Raozan' },
    sources: [banglapediaEn],
    asOf: '2023-10',
    confidence: 'medium',
    notes: listedByBanglapedia,
  },
  {
    id: 'aburkhil-talukdarpara-sangharaj-vihara',
    type: 'buddhist',
    kind: { bn: 'বৌদ্ধ বিহার', en: 'Buddhist vihara' },
    name: { bn: 'আবুরখিল তালুকদারপাড়া সংঘরাজ বিহার', en: 'Aburkhil Talukdarpara Sangharaj Vihara' },
    address: { bn: 'আবুরখিল তালুকদারপাড়া, উরকিরচর ইউনিয়ন, রাউজান', en: 'Aburkhil Talukdarpara, Urkirchar union, Raozan' },
    details: {
      bn: '১১ মার্চ (বুধবার) ভোরে বিহারটিতে অগ্নিকাণ্ড ঘটে বলে একটি বৌদ্ধ সংবাদ পোর্টাল জানায় (মার্চ ২০২৬-এর পাতা)।',
      en: 'A Buddhist news portal reported a fire at the vihara before dawn on Wednesday 11 March (a page of March 2026).',
    },
    sources: ['https://www.tathagata.online/'],
    asOf: '2026-03',
    // One report on a community news portal.
    confidence: 'low',
  },
  {
    id: 'jagannath-debaloy-dabua',
    type: 'temple',
    kind: { bn: 'মন্দির ও তোরণ (ঐতিহ্য তালিকাভুক্ত)', en: 'Temple and gateway (listed heritage)' },
    name: { bn: 'জগন্নাথ দেবালয় ও তোরণ', en: 'Jagannath Debaloy and gateway' },
    address: { bn: 'ডাবুয়া, রাউজান', en: 'Dabua, Raozan' },
    sources: [banglapediaEn],
    asOf: '2023-10',
    confidence: 'medium',
    notes: listedByBanglapedia,
  },
  {
    id: 'kailaseshwar-shiva-mandir-dabua',
    type: 'temple',
    kind: { bn: 'শিবমন্দির ও শিবমূর্তি (ঐতিহ্য তালিকাভুক্ত)', en: 'Shiva temple and statue (listed heritage)' },
    name: { bn: 'কৈলাসেশ্বর শিবমন্দির ও শিবমূর্তি', en: 'Koileswra (Kailaseshwar) Shiva Mandir and Shiva statue' },
    address: { bn: 'ডাবুয়া, রাউজান', en: 'Dabua, Raozan' },
    period: { bn: 'উনিশ শতক', en: '19th century' },
    sources: [banglapediaEn],
    asOf: '2023-10',
    confidence: 'medium',
    notes: listedByBanglapedia,
  },
  {
    id: 'dakshin-raozan-ganga-mandir',
    type: 'temple',
    kind: { bn: 'হিন্দু মন্দির (তীর্থস্থান)', en: 'Hindu temple (pilgrimage site)' },
    name: { bn: 'দক্ষিণ রাউজান কেন্দ্রীয় গঙ্গা মন্দির', en: 'Dakshin Raozan Central Ganga Mandir' },
    address: {
      bn: 'গশ্চি কালু মরার টেক, বাগোয়ান ইউনিয়ন; চট্টগ্রাম–কাপ্তাই মহাসড়কের পাশে',
      en: 'Goshchi Kalu Morar Tek, Bagoan union; beside the Chattogram–Kaptai highway',
    },
    details: {
      bn: 'প্রায় দেড় কোটি টাকা ব্যয়ে নির্মিত; প্রতি বছর বারুণী স্নান মেলায় বহু মানুষ মন্দিরের পাশের পুকুরে স্নান করেন।',
      en: 'Built for about Tk 1.5 crore; every year at the Baruni bathing fair many people bathe in the large pond beside the temple.',
    },
    sources: ['https://priyochattogram.com/66490'],
    asOf: '2026-11',
    // One local news site, undated.
    confidence: 'low',
  },
]
