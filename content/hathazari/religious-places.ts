import type { ReligiousPlace } from '../pack/schema'

/**
 * Mosques, temples, viharas and shrines named in the sources. The upazila has about 370 mosques,
 * 110 temples and 7 Buddhist viharas (facts.ts); only those a source names are listed here.
 */

const kathinReport2021 = 'https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%95%e0%a6%a0%e0%a6%bf%e0%a6%a8-%e0%a6%9a%e0%a7%80%e0%a6%ac%e0%a6%b0-%e0%a6%a6%e0%a6%be'
const ashariPurnimaReport = 'https://dainikazadi.net/?p=519605'
const aggregatorHeritageList = 'http://www.hellobangladesh.biz/Bangladesh/District/Thana_Upazila/hathazari_upazila.html'

const vihara = {
  bn: 'বৌদ্ধ বিহার / কেন্দ্র',
  en: 'Buddhist vihara / centre',
}
const namedInKathinReports = {
  bn: 'কঠিন চীবর দানোৎসব (২৯ অক্টোবর ২০২১ থেকে) ও আষাঢ়ী পূর্ণিমা (১২টি বিহারে পালিত) নিয়ে আজাদীর প্রতিবেদনে নাম আছে।',
  en: 'Named in Azadi reports on the Kathin Chibar Danotsab (from 29 October 2021) and on Ashari Purnima (observed at 12 viharas).',
}
const aggregatorCaution = {
  bn: 'অযাচাইকৃত: কেবল একটি অ্যাগ্রিগেটর সাইটে পুরোনো বাংলাপিডিয়ার লেখা থেকে "প্রত্নতাত্ত্বিক ঐতিহ্য" তালিকায় নাম আছে; অবস্থান দেওয়া নেই।',
  en: 'Unverified: only named in an "Archaeological heritage" list on an aggregator page that copies old Banglapedia text; no location is given.',
}

/** A historic mosque known only from the aggregator's heritage list. */
const listedMosque = (id: string, bn: string, en: string, period?: { bn: string; en: string }): ReligiousPlace => ({
  id,
  type: 'mosque',
  kind: { bn: 'ঐতিহাসিক মসজিদ (তালিকাভুক্ত)', en: 'Historic mosque (listed)' },
  name: { bn, en },
  ...(period ? { period } : {}),
  sources: [aggregatorHeritageList],
  asOf: '2026-11',
  confidence: 'low',
  notes: aggregatorCaution,
})

export const religiousPlaces: ReligiousPlace[] = [
  {
    id: 'fakir-mosque',
    type: 'mosque',
    kind: { bn: 'সুলতানি আমলের ঐতিহাসিক মসজিদ', en: 'Historic Sultanate-era mosque' },
    name: { bn: 'ফকির মসজিদ', en: 'Fakir (Faqir) Mosque' },
    period: { bn: '১৪৭৪–১৪৮১ (সুলতান শামসুদ্দিন ইউসুফ শাহের আমল)', en: '1474–1481 (reign of Sultan Shamsuddin Yusuf Shah)' },
    address: {
      bn: 'দেওয়াননগর মৌজা, হাটহাজারী উপজেলা সদর, একটি বাজারের পাশে (বাংলাপিডিয়া); কৃষি ফার্ম সড়কের পাশে (ডেইলি স্টার)',
      en: 'Dewannagar mouza, Hathazari upazila headquarters, beside a bazar (Banglapedia); beside Krishi Farm Road (The Daily Star)',
    },
    details: {
      bn: 'ছয় গম্বুজের মসজিদ; ভাঙা শিলালিপি অনুযায়ী সুলতান শামসুদ্দিন ইউসুফ শাহের আমলের। ১৯৯৩–৯৪ সালে সংস্কার করা হয়। মসজিদ প্রাঙ্গণে ফকির (মুকিম শাহ)-এর কবর। ডেইলি স্টারের হিসাবে প্রতিদিন ২৫০–৩০০ জন এবং জুমায় ৮০০-র বেশি মুসল্লি নামাজ পড়েন।',
      en: 'A six-domed mosque; its broken inscription dates it to the reign of Sultan Shamsuddin Yusuf Shah. Renovated in 1993–94. The grave of the fakir (Mukim Shah) is at the site. The Daily Star puts daily attendance at 250–300 and Friday attendance at more than 800.',
    },
    sources: ['http://bn.banglapedia.org/index.php?title=ফকির_মসজিদ', 'https://online-d11.thedailystar.net/news/bangladesh/news/hathazari-ctg-fakir-mosque-living-testament-history-4046916', 'https://dainikpurbokone.net/chattogram/189606/%25E0%25A6%25B9%25E0%25A6%25BE%25E0%25A6%259F%25E0%25A6%25B9%25E0%25A6%25BE%25E0%25A6%259C%25E0%25A6%25BE%25E0%25A6%25B0%25E0%25A7%2580-%25E0%25A6%25B8%25E0%25A6%25A6%25E0%25A6%25B0%25E0%25A7%2587%25E0%25A6%25B0-%25E0%25A6%25AB%25E0%25A6%2595%25E0%25A6%25BF%25E0%25A6%25B0-%25E0%25A6%25AE%25E0%25A6%25B8%25E0%25A6%259C/'],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'মুসল্লির সংখ্যা নিয়ে সূত্রভেদ: পূর্বকোণ (২০২১) প্রতিদিন ৫০০–৬০০ জন ও জুমায় ১,৫০০–২,০০০ জন বলে।',
      en: 'Sources differ on attendance: Purbokone (2021) gives 500–600 daily and 1,500–2,000 on Fridays.',
    },
  },
  {
    id: 'nasrat-shah-mosque',
    type: 'mosque',
    kind: { bn: 'ঐতিহাসিক মসজিদ ও দিঘি', en: 'Historic mosque and reservoir' },
    name: { bn: 'শাহজাদা নাসিরুদ্দিন নসরত শাহের মসজিদ ও দিঘি', en: 'Mosque and reservoir of Prince Nasiruddin Nasrat Shah' },
    period: { bn: 'ষোড়শ শতকের গোড়ার দিক', en: 'Early 16th century' },
    address: { bn: 'চিকনদণ্ডী ইউনিয়ন', en: 'Chikandandi union' },
    details: {
      bn: 'ইংরেজি উইকিপিডিয়া অনুযায়ী ষোড়শ শতকের গোড়ার দিকে এক অভিযানের সময় নির্মিত এবং এখনো টিকে আছে। মসজিদের নিজস্ব নাম সূত্রে নেই।',
      en: 'According to English Wikipedia it was built during an early-16th-century expedition and still stands. The source does not give the mosque\'s own name.',
    },
    sources: ['https://en.wikipedia.org/wiki/Hathazari_Upazila'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  listedMosque('alaol-mosque', 'আলাওল মসজিদ', 'Alaol Mosque', { bn: '১৪৭৩–৭৪', en: '1473–74' }),
  listedMosque('oli-khan-mosque', 'ওলি খান মসজিদ', 'Oli Khan Mosque', { bn: '১৭১৪–১৯', en: '1714–19' }),
  listedMosque('hamja-khan-mosque', 'হামজা খান মসজিদ', 'Hamja Khan Mosque', { bn: '১৬৮২', en: '1682' }),
  listedMosque('helal-shahi-mosque', 'হেলাল শাহী মসজিদ', 'Helal Shahi Mosque'),
  listedMosque('gul-mohammad-fakir-mosque', 'গুল মোহাম্মদ ফকির মসজিদ', 'Gul Mohammad Fakir Mosque'),
  {
    id: 'pundarik-dham',
    type: 'temple',
    kind: { bn: 'হিন্দু (বৈষ্ণব) মন্দির কমপ্লেক্স (ইসকন)', en: 'Hindu (Vaishnava) temple complex (ISKCON)' },
    name: { bn: 'শ্রী শ্রী পুণ্ডরীক ধাম', en: 'Sri Sri Pundarik Dham' },
    address: { bn: 'মেখল ইউনিয়ন', en: 'Mekhal union' },
    details: {
      bn: 'বৈষ্ণব সাধক পুণ্ডরীক বিদ্যানিধির (জন্ম আনুমানিক ১৪৮৫, মেখলা) জন্মস্থান। কমপ্লেক্সে রাধাকৃষ্ণ, কাত্যায়নী, পুণ্ডরীক বিদ্যানিধি ও প্রভুপাদের মন্দির, রাধাকুণ্ড, গিরি গোবর্ধন, অনাথ আশ্রম ও পাঠাগার আছে। শ্রীপঞ্চমী তিথিতে প্রতিবছর তিন দিনের মেলা হয় (উপজেলার ওয়েবসাইট)।',
      en: 'Birthplace of the Vaishnava saint Pundarik Vidyanidhi (born about 1485 in Mekhala). The complex has Radha-Krishna, Katyayani, Pundarik Vidyanidhi and Prabhupada temples, the Radhakunda, Giri Govardhan, an orphanage and a library. A three-day fair is held every year on Sri Panchami (upazila website).',
    },
    sources: ['https://bn.iskconbd.org/পুণ্ডরীক-ধাম', 'https://chattogramnews.com/?p=25175', 'https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF', 'http://mekhalup.chittagong.gov.bd/site/page/9d6cb2cd-2144-11e7-8f57-286ed488c766'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'mirzapur-shantidham-vihar',
    type: 'buddhist',
    kind: { bn: 'প্রাচীন বৌদ্ধ বিহার', en: 'Ancient Buddhist vihara' },
    name: { bn: 'মির্জাপুর শান্তিধাম বিহার', en: 'Mirzapur Shantidham Vihar' },
    period: { bn: 'আনুমানিক শায়েস্তা খানের আমল (ইউনিয়নের ওয়েবসাইট)', en: 'About the time of Shaista Khan (union website estimate)' },
    address: { bn: 'মির্জাপুর ইউনিয়ন', en: 'Mirzapur union' },
    details: {
      bn: '৫ নভেম্বর (২০২১) এখানে কঠিন চীবর দানোৎসব হয়।',
      en: 'A Kathin Chibar Danotsab was held here on 5 November (2021).',
    },
    sources: ['https://mirzapurup.chittagong.gov.bd/bn/site/top_banner/qRog-শান্তিধাম-বিহার', 'https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%95%e0%a6%a0%e0%a6%bf%e0%a6%a8-%e0%a6%9a%e0%a7%80%e0%a6%ac%e0%a6%b0-%e0%a6%a6%e0%a6%be'],
    asOf: '2021-11-05',
    confidence: 'high',
  },
  {
    id: 'bishwa-shanti-pagoda',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'বিশ্ব শান্তি প্যাগোডা', en: 'Bishwa Shanti (World Peace) Pagoda' },
    address: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়ের পাশে', en: 'Next to the University of Chittagong' },
    details: namedInKathinReports,
    sources: [kathinReport2021],
    asOf: '2021-10',
    confidence: 'medium',
  },
  {
    id: 'jobra-sugata-vihar',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'জোবরা সুগত বিহার', en: 'Jobra Sugata Vihar' },
    address: { bn: 'জোবরা (ফতেপুর ইউনিয়ন)', en: 'Jobra (Fatehpur union)' },
    details: namedInKathinReports,
    sources: [kathinReport2021],
    asOf: '2021-10',
    confidence: 'medium',
  },
  {
    id: 'mirzapur-gautamashram-vihar',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'মির্জাপুর গৌতমাশ্রম বিহার', en: 'Mirzapur Gautamashram Vihar' },
    address: { bn: 'মির্জাপুর ইউনিয়ন', en: 'Mirzapur union' },
    details: namedInKathinReports,
    sources: [kathinReport2021, ashariPurnimaReport],
    asOf: '2021-10',
    confidence: 'medium',
  },
  {
    id: 'mirerkhil-chandrapur-benuban-vihar',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'মিরেরখীল চন্দ্রপুর বেনুবন বিহার', en: 'Mirerkhil Chandrapur Benuban Vihar' },
    address: { bn: 'মিরেরখীল', en: 'Mirerkhil' },
    details: namedInKathinReports,
    sources: [kathinReport2021],
    asOf: '2021-10',
    confidence: 'medium',
  },
  {
    id: 'west-dhalai-udalia-shanti-niketan-vihar',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'পশ্চিম ধলই উদালিয়া শান্তি নিকেতন বৌদ্ধ বিহার', en: 'West Dhalai Udalia Shanti Niketan Buddhist Vihar' },
    address: { bn: 'ধলই ইউনিয়ন', en: 'Dhalai union' },
    details: namedInKathinReports,
    sources: [ashariPurnimaReport],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'balukhali-jagat-jyoti-vihar',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'বালুখালী জগৎ জ্যোতি বৌদ্ধ বিহার', en: 'Balukhali Jagat Jyoti Buddhist Vihar' },
    address: { bn: 'বালুখালী (গুমানমর্দন ইউনিয়নের একটি গ্রাম)', en: 'Balukhali (a village of Gumanmardan union)' },
    details: namedInKathinReports,
    sources: [ashariPurnimaReport],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'gumanmardan-dharmachakra-vihar',
    type: 'buddhist',
    kind: vihara,
    name: { bn: 'গুমানমর্দ্দন ধর্মচক্র বিহার', en: 'Gumanmardan Dharmachakra Vihar' },
    address: { bn: 'গুমানমর্দন ইউনিয়ন', en: 'Gumanmardan union' },
    details: namedInKathinReports,
    sources: [ashariPurnimaReport],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'aria-wangcha-vipassana-centre',
    type: 'buddhist',
    kind: { bn: 'বৌদ্ধ ধ্যানকেন্দ্র', en: 'Buddhist meditation centre' },
    name: { bn: 'আরিয়া ওয়াংচা আন্তর্জাতিক বিদর্শন ভাবনা কেন্দ্র', en: 'Aria Wangcha International Vipassana Meditation Centre' },
    details: {
      bn: `${namedInKathinReports.bn} অবস্থান সূত্রে বলা নেই।`,
      en: `${namedInKathinReports.en} The location is not stated.`,
    },
    sources: [ashariPurnimaReport],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'dhalai-shahi-darbar',
    type: 'shrine',
    kind: { bn: 'সুফি মাজার', en: 'Sufi shrine (mazar)' },
    name: {
      bn: 'ধলই শাহী দরবার (হযরত শেখ সৈয়দ শাহজাহান শাহ্ (রহ.)-এর মাজার)',
      en: 'Dhalai Shahi Darbar: shrine of Hazrat Sheikh Syed Shahjahan Shah',
    },
    address: { bn: 'ধলই ইউনিয়ন', en: 'Dhalai union' },
    details: {
      bn: 'এখানে প্রতিবছর দুই দিনের ওরস হয়; একটি প্রতিবেদনে ৫১৫তম বার্ষিক ওরসের ঘোষণা আছে (তারিখ নেই)।',
      en: 'A two-day urs is held here every year; a report announces the 515th annual urs (date not shown).',
    },
    sources: ['https://dainikazadi.net/%e0%a6%b6%e0%a6%be%e0%a6%b9%e0%a6%9c%e0%a6%be%e0%a6%b9%e0%a6%be%e0%a6%a8-%e0%a6%b6%e0%a6%be%e0%a6%b9%e0%a7%8d%e2%80%8c-%e0%a6%b0%e0%a6%be-%e0%a6%b0-%e0%a7%ab%e0%a7%a7%e0%a7%ab%e0%a6%a4'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]
