import type { Section, TransportItem } from '../pack/schema'

/**
 * Transport: the two highways, buses and CNG auto-rickshaws, the river route, and the proposed
 * railway, as far as sources go. No railway serves Raozan today; the proposed line and its route
 * points live in train.ts. No bus timetable, fare list or CNG stand is sourced; the pages say so.
 */

const kaptaiRoadWiki = 'https://en.wikipedia.org/wiki/R164_(Bangladesh)'
const fourLaneEcnec = 'https://dailytathosangbad.com/news/528//print'
const fourLaneAzadi = 'https://dainikazadi.net/?p=511204'
const fourLaneStops = 'https://suprobhat.com/%E0%A7%AB%E0%A6%B6-%E0%A7%A8%E0%A7%AE-%E0%A6%95%E0%A7%8B%E0%A6%9F%E0%A6%BF-%E0%A6%9F%E0%A6%BE%E0%A6%95%E0%A6%BE-%E0%A6%AC%E0%A7%8D%E0%A6%AF%E0%A7%9F%E0%A7%87-%E0%A6%9A%E0%A6%B2%E0%A6%9B%E0%A7%87'
const raozanInfo = 'https://raozan.info'
const railDailyStar2024 = 'https://www.thedailystar.net/news/bangladesh/news/project-yet-start-lack-funds-3606286'
const railBdnews2021 = 'https://bdnews24.com/economy/2021/09/05/train-to-rangamati-a-tk-89bn-project-on-the-horizon'
const railTbs2021 = 'https://www.tbsnews.net/bangladesh/infrastructure/cht-rail-link-plan-afoot-292216'
const jalilNagarMarket = 'http://www.greenbanglanews.com/archives/17147'

export const proposedRail: TransportItem = {
  id: 'proposed-janalihat-cuet-kaptai-rail',
  mode: 'rail',
  kind: { bn: 'প্রস্তাবিত রেলপথ (চালু নয়)', en: 'Proposed railway (not running)' },
  name: { bn: 'জানালীহাট–চুয়েট–কাপ্তাই রেলপথ (প্রস্তাবিত)', en: 'Janalihat–CUET–Kaptai railway (proposed)' },
  details: {
    bn: 'বাংলাদেশ রেলওয়ের ২০১৮ সালের সমীক্ষা অনুযায়ী ৪২.১৭ কিলোমিটার ডুয়েলগেজ রেলপথ দুই ধাপে হওয়ার কথা: প্রথম ধাপে জানালীহাট থেকে রাউজানের চুয়েট পর্যন্ত ১৪.৩১ কিলোমিটার, দ্বিতীয় ধাপে চুয়েট থেকে কাপ্তাই ২৭.৮৬ কিলোমিটার; হালদা ও ইছামতী নদীতে দুটি সেতু লাগবে। প্রাক্কলিত ব্যয় ৮,৯২৬ কোটি টাকা। দ্য ডেইলি স্টারের মে ২০২৪-এর প্রতিবেদন অনুযায়ী অর্থায়নের অভাবে প্রকল্পটি শুরু হয়নি। রাউজানে এখন কোনো ট্রেন চলে না।',
    en: 'According to Bangladesh Railway\'s 2018 feasibility study, a 42.17 km dual-gauge line is to be built in two phases: 14.31 km from Janalihat to CUET in Raozan first, then 27.86 km from CUET to Kaptai; it needs two bridges, over the Halda and the Ichamati. The estimated cost is Tk 8,926 crore. According to The Daily Star (May 2024), the project has not started for lack of funds. No train runs in Raozan now.',
  },
  sources: [railDailyStar2024, railBdnews2021, railTbs2021],
  asOf: '2024-05-10',
  confidence: 'high',
  notes: {
    bn: '"রাউজানে এখন কোনো ট্রেন চলে না" কথাটি প্রকল্প শুরু না হওয়া থেকে অনুমান; কোনো সূত্র সরাসরি তা বলে না।',
    en: '"No train runs in Raozan now" is inferred from the project not having started; no source says so in those words.',
  },
}

export const transport: TransportItem[] = [
  {
    id: 'chattogram-rangamati-highway',
    mode: 'road',
    kind: { bn: 'মহাসড়ক', en: 'Highway' },
    name: { bn: 'চট্টগ্রাম–রাঙ্গামাটি মহাসড়ক (চার লেন)', en: 'Chattogram–Rangamati highway (four lanes)' },
    details: {
      bn: 'রাউজানের ভেতর দিয়ে সর্ত্তার ঘাট (রাউজানের প্রবেশমুখ) থেকে গহিরা চৌমুহনী, জানালী হাট, মুন্সির ঘাটা, জলিলনগর বাসস্টেশন, পশ্চিম রাউজান, চারাবটতল, ফকির তকিয়া ও ঢালারমুখ হয়ে রাউজান রাবার বাগান পেরিয়ে রাঙ্গামাটির কাউখালী উপজেলায় গেছে। একনেক ১৮ সেপ্টেম্বর (মঙ্গলবার) প্রায় ৫২৮ কোটি টাকার চার লেন প্রকল্প অনুমোদন করে; আজাদীর পরের এক প্রতিবেদনে রাউজান অংশ ১৮.৩ কিলোমিটার এবং কাজ প্রায় শেষের পথে।',
      en: 'It crosses Raozan from Sarttar Ghat (the entry to Raozan) via Gohira Chowmuhani, Janali Hat, Munshir Ghata, Jalil Nagar bus station, West Raozan, Charabotatol, Fakir Takia and Dhalarmukh, past the Raozan rubber garden, into Kawkhali Upazila of Rangamati. ECNEC approved a four-lane project of about Tk 528 crore on Tuesday 18 September; a later Azadi report gives the Raozan section as 18.3 km with the work nearly finished.',
    },
    sources: [fourLaneStops, fourLaneAzadi, fourLaneEcnec],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'প্রতিবেদনগুলোর তারিখ দেখা যায়নি; ব্যয়ের অঙ্ক নিয়ে ভিন্নতা: ৫২৮ কোটি ও ৬৩৩ কোটি টাকা।',
      en: 'The reports\' dates are not shown; they differ on the cost: Tk 528 crore and Tk 633 crore.',
    },
  },
  {
    id: 'chattogram-kaptai-highway',
    mode: 'road',
    kind: { bn: 'আঞ্চলিক মহাসড়ক', en: 'Regional highway' },
    name: { bn: 'চট্টগ্রাম–কাপ্তাই মহাসড়ক (কাপ্তাই সড়ক)', en: 'Chattogram–Kaptai highway (Kaptai road)' },
    details: {
      bn: '৫২ কিলোমিটার দীর্ঘ আঞ্চলিক মহাসড়ক; ১৯৬৩ সালে নির্মিত। এর পথে পড়ে মদুনাঘাট, নোয়াপাড়া, গশ্চি, পাহাড়তলী ও চুয়েট। ২০০৯ সালে বন্ধ হওয়া লোকাল বাস ২০২৩ সালে বহদ্দারহাট থেকে কাপ্তাই পর্যন্ত আবার চালু হয়। উইকিপিডিয়া সড়কটিকে দুর্ঘটনাপ্রবণ বলে।',
      en: 'A 52 km regional highway built in 1963. Its route includes Madunaghat, Noapara, Goshchi, Pahartali and CUET. Local buses, stopped in 2009, were reintroduced from Bahaddarhat to Kaptai in 2023. Wikipedia calls the road accident-prone.',
    },
    sources: [kaptaiRoadWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'buses-and-cng',
    mode: 'bus',
    kind: { bn: 'বাস ও সিএনজি অটোরিকশা', en: 'Buses and CNG auto-rickshaws' },
    name: { bn: 'চট্টগ্রাম শহর থেকে বাস ও সিএনজি', en: 'Buses and CNGs from Chattogram city' },
    details: {
      bn: 'একটি স্থানীয় তথ্য-ওয়েবসাইট অনুযায়ী চট্টগ্রাম শহরের অক্সিজেন মোড় থেকে চট্টগ্রাম–রাঙ্গামাটি বাসে রাউজান যাওয়া যায়, মুরাদপুরের জামান হোটেলের সামনে থেকেও সরাসরি বাস আছে; কাপ্তাই সড়ক হয়ে দক্ষিণ রাউজানে যাওয়া যায়। অক্সিজেন মোড় ও কাপ্তাই রাস্তার মাথা থেকে সিএনজি অটোরিকশাও চলে। জলিলনগরে বাসস্টেশন আছে। ভাড়া ও সময়সূচি সূত্রে নেই।',
      en: 'According to a local information website, Chattogram–Rangamati buses run to Raozan from Oxygen Mor in Chattogram city, and direct buses also leave from in front of the Zaman Hotel at Muradpur; south Raozan is reached by the Kaptai road. CNG auto-rickshaws run from Oxygen Mor and Kaptai Rastar Matha. There is a bus station at Jalil Nagar. Fares and timetables are not in the sources.',
    },
    sources: [raozanInfo, jalilNagarMarket, kaptaiRoadWiki],
    asOf: '2026-11',
    // A local website for the routes; a news report for the bus station.
    confidence: 'low',
  },
  {
    id: 'speedboat-from-kalurghat',
    mode: 'water',
    kind: { bn: 'নৌপথ', en: 'River route' },
    name: { bn: 'কালুরঘাট থেকে রিজার্ভ স্পিডবোট', en: 'Hired speedboat from Kalurghat' },
    details: {
      bn: 'একটি স্থানীয় তথ্য-ওয়েবসাইট অনুযায়ী চট্টগ্রাম শহরের কালুরঘাট থেকে রিজার্ভ স্পিডবোট ভাড়া করে নৌপথেও রাউজান যাওয়া যায়। ভাড়া ও ঘাটের বিবরণ সূত্রে নেই।',
      en: 'According to a local information website, Raozan can also be reached by river on a speedboat hired at Kalurghat in Chattogram city. Fares and landing points are not in the source.',
    },
    sources: [raozanInfo],
    asOf: '2026-11',
    confidence: 'low',
  },
  proposedRail,
]

export const transportOverview: Section[] = [
  {
    id: 'by-road',
    title: { bn: 'সড়কপথে', en: 'By road' },
    body: {
      bn: 'রাউজানের প্রধান দুটি সড়ক: উপজেলার মাঝ দিয়ে চট্টগ্রাম–রাঙ্গামাটি মহাসড়ক (জলিলনগর পৌরসদর হয়ে) এবং দক্ষিণ দিয়ে চট্টগ্রাম–কাপ্তাই মহাসড়ক (নোয়াপাড়া ও চুয়েট হয়ে)। চট্টগ্রাম শহরের অক্সিজেন মোড় ও মুরাদপুর থেকে বাস এবং অক্সিজেন মোড় ও কাপ্তাই রাস্তার মাথা থেকে সিএনজি চলে। থামার জায়গা ও ভাড়াসহ যাচাই করা বাস রুটের তালিকা এখনো নেই।',
      en: 'Raozan\'s two main roads are the Chattogram–Rangamati highway through the middle of the upazila (via Jalil Nagar, the paurashava\'s centre) and the Chattogram–Kaptai highway along the south (via Noapara and CUET). Buses run from Oxygen Mor and Muradpur in Chattogram city, and CNGs from Oxygen Mor and Kaptai Rastar Matha. There is no verified list yet of bus routes with stops and fares.',
    },
    sources: [fourLaneStops, kaptaiRoadWiki, raozanInfo],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'by-rail',
    title: { bn: 'রেলপথে', en: 'By rail' },
    body: {
      bn: 'রাউজানে কোনো রেলপথ চালু নেই। জানালীহাট থেকে চুয়েট হয়ে কাপ্তাই পর্যন্ত একটি রেলপথের সমীক্ষা ২০১৮ সালে হয়েছে, কিন্তু মে ২০২৪ পর্যন্ত অর্থায়নের অভাবে কাজ শুরু হয়নি। ট্রেনের তথ্যের জন্য বাংলাদেশ রেলওয়ের কল সেন্টার ১৩১।',
      en: 'No railway runs in Raozan. A line from Janalihat via CUET to Kaptai was studied in 2018, but as of May 2024 work had not started for lack of funds. For train information call the Bangladesh Railway call centre, 131.',
    },
    sources: [railDailyStar2024, railBdnews2021, 'https://www.kalbela.com/national/119977'],
    asOf: '2024-05-10',
    confidence: 'medium',
  },
]
