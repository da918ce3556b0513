import type { Section } from '../pack/schema'

/**
 * Short history sections, each limited to what its sources say. `asOf` is the date of the
 * sources (a dated article or revision), never the date of the event the section tells; a section
 * drawn only from undated pages carries '2026-11', shown as "source undated (checked November 2026)".
 */

const banglapediaEn = 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'
const portal = 'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766'
const enWiki2022 = 'http://en.wikipedia.org/wiki/Raozan_Upazila?ns=0&oldid=1120446403'
const bnWiki = 'https://bn.m.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'
const bnWikiPaurashava = 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE'
const inqilabRaozan = 'https://old.dailyinqilab.com/allnews/author/%E0%A6%AE%E0%A7%8B%E0%A6%B9%E0%A6%BE%E0%A6%AE%E0%A7%8D%E0%A6%AE%E0%A6%A6%20%E0%A6%A8%E0%A7%81%E0%A6%B0%E0%A7%81%E0%A6%B2%20%E0%A6%B9%E0%A7%81%E0%A6%A6%E0%A6%BE'
const purbaGujraHistory = 'https://purbagujraup.chittagong.gov.bd/en/site/page/rBhv-পূর্ব-গুজরা-ইউনিয়নের-ইতিহাস'
const paschimGujraAtAGlance = 'https://paschimgujraup.chittagong.gov.bd/bn/site/page/MdWB-%E0%A6%8F%E0%A6%95-%E0%A6%A8%E0%A6%9C%E0%A6%B0%E0%A7%87-%E0%A6%AA%E0%A6%B6%E0%A7%8D%E0%A6%9A%E0%A6%BF%E0%A6%AE-%E0%A6%97%E0%A7%81%E0%A6%9C%E0%A6%B0%E0%A6%BE'
const kadalpurAtAGlance = 'https://kodolpurup.chittagong.gov.bd/bn/site/page/daYl-এক-নজরে-কদলপুর-ইউনিয়ন'
const nutanWiki = 'https://en.wikipedia.org/wiki/Nutan_Chandra_Singha'
const nutanDailyStar = 'http://thedailystar.net/news/he-executed-fathers-order-to-kill-nutan'
const suryaSenBanglaInsider = 'https://en.banglainsider.com/feature/5203/Master-Da-Surya-Sen-Valiant-hero-of-Bengal'
const suryaSenAsianAge = 'https://dailyasianage.com/news/213728/surya-sen'
const cuetBanglapedia = 'https://en.banglapedia.org/index.php/Chittagong_University_of_Engineering_and_Technology'
const cuetWiki = 'https://en.wikipedia.org/wiki/Chittagong_University_of_Engineering_%26_Technology'
const kaptaiRoadWiki = 'https://en.wikipedia.org/wiki/R164_(Bangladesh)'

export const history: Section[] = [
  {
    id: 'name-and-early-history',
    title: { bn: 'নাম ও প্রাচীন ইতিহাস', en: 'The name and early history' },
    body: {
      bn: 'প্রচলিত বর্ণনা অনুযায়ী ১৬৬৬ সালে মোগলদের চট্টগ্রাম বিজয়ের প্রায় এক হাজার বছর আগে এই জনপদের সৃষ্টি, এবং প্রাচীনকাল থেকে এটি বৌদ্ধদের আবাসভূমি ছিল। উইকিপিডিয়ার একটি সংস্করণে বলা হয়েছে, আরাকানে এ অঞ্চলকে "রাজওয়াং" (রাজবংশের দেশ) বলা হতো বলে ধারণা করা হয় এবং পণ্ডিতদের মতে সেখান থেকেই "রাউজান" নামের উৎপত্তি।',
      en: 'By tradition the settlement arose about a thousand years before the Mughal conquest of Chittagong in 1666, and it was a home of Buddhists from early times. A revision of Wikipedia says the area is believed to have been called "Raajwang" (land of the royal family) in Arakan, and that scholars derive the name "Raozan" from it.',
    },
    sources: [inqilabRaozan, enWiki2022],
    asOf: '2022-11',
    // Tradition and a Wikipedia revision (its "Raajwang" sentence read through a copy); the name's origin is stated as a belief.
    confidence: 'low',
  },
  {
    id: 'thana-upazila-paurashava',
    title: { bn: 'থানা, উপজেলা ও পৌরসভা', en: 'Thana, upazila and paurashava' },
    body: {
      bn: 'দেশবিভাগের পর ১৯৪৭ সালের আগস্টে রাউজান থানার কার্যক্রম শুরু হয়। বাংলাপিডিয়া অনুযায়ী ১৯৮৪ সালে থানাটি উপজেলায় রূপান্তরিত হয়। উপজেলার ওয়েবসাইট অনুযায়ী রাউজান পৌরসভা ঘোষিত হয় ২০০০ সালে।',
      en: 'After Partition, Raozan thana began work in August 1947. According to Banglapedia it was turned into an upazila in 1984. According to the upazila website, Raozan Paurashava was declared in 2000.',
    },
    sources: [portal, banglapediaEn, bnWiki],
    asOf: '2023-10',
    confidence: 'high',
    notes: {
      bn: 'বাংলা উইকিপিডিয়ায় পৌরসভার প্রতিষ্ঠাকাল ১৯৯৮; উপজেলার ওয়েবসাইটে উপজেলা হওয়ার সময় "৯০ এর দশক" লেখা।',
      en: 'Bengali Wikipedia gives 1998 for the paurashava; the upazila website puts the upgrade to upazila "in the 90s".',
    },
  },
  {
    id: 'place-names-gujra-kadalpur',
    title: { bn: 'গুজরা ও কদলপুর নামের ইতিহাস', en: 'How Gujra and Kadalpur got their names' },
    body: {
      bn: 'পূর্ব গুজরা ইউনিয়নের ওয়েবসাইট অনুযায়ী মুসলমানদের চট্টগ্রাম বিজয়ের পর ইসলাম প্রচারে আসা সৈয়দ আহমদ আলী (সৈয়দ আউলিয়া) যেখানে বসতি গড়েন, সেই এলাকা "গুজরা" নামে পরিচিত হয়; "গুজরা" ফারসি শব্দ, অর্থ যাপন করা বা অতিবাহিত করা। কদলপুর ইউনিয়নের ওয়েবসাইট অনুযায়ী চট্টগ্রাম বিজয়ী মুসলিম সেনাপতি কদল খান গাজীর নাম থেকে কদলপুর নামের উৎপত্তি; একসময় কদলপুর উত্তরে রাউজান খাল থেকে দক্ষিণে মহামুনি পর্যন্ত বিস্তৃত ছিল।',
      en: 'According to the East Gujra union website, the area where Syed Ahmad Ali (Syed Awlia), who came to preach Islam after the Muslim conquest of Chittagong, settled became known as "Gujra", a Persian word meaning to spend or pass (time). According to the Kadalpur union website, Kadalpur is named after Kadal Khan Gazi, a Muslim general of the conquest of Chittagong; it once stretched from the Raozan canal in the north to Mahamuni in the south.',
    },
    sources: [purbaGujraHistory, paschimGujraAtAGlance, kadalpurAtAGlance],
    asOf: '2026-11',
    // The union websites' own accounts.
    confidence: 'medium',
  },
  {
    id: 'surya-sen-armoury-raid',
    title: { bn: 'মাস্টারদা সূর্য সেন', en: 'Masterda Surya Sen' },
    body: {
      bn: 'ব্রিটিশবিরোধী বিপ্লবী সূর্য সেন ১৮৯৪ সালের ২২ মার্চ রাউজানের নোয়াপাড়ায় জন্মগ্রহণ করেন। পেশায় শিক্ষক ছিলেন বলে তিনি "মাস্টারদা" নামে পরিচিত। ১৯৩০ সালের চট্টগ্রাম অস্ত্রাগার লুণ্ঠনে তিনি নেতৃত্ব দেন; ১৯৩৪ সালের ১২ জানুয়ারি তাঁকে ফাঁসি দেওয়া হয়।',
      en: 'The anti-British revolutionary Surya Sen was born at Noapara, Raozan, on 22 March 1894. A schoolteacher, he was known as "Masterda". He led the Chittagong armoury raid of 1930 and was hanged on 12 January 1934.',
    },
    sources: [suryaSenBanglaInsider, suryaSenAsianAge],
    asOf: '2020-01-12',
    confidence: 'high',
  },
  {
    id: 'kaptai-road-1963',
    title: { bn: 'কাপ্তাই সড়ক (১৯৬৩)', en: 'The Kaptai road (1963)' },
    body: {
      bn: '১৯৬৩ সালে কর্ণফুলী জলবিদ্যুৎ কেন্দ্র নির্মাণের যন্ত্রপাতি চট্টগ্রাম থেকে আনার জন্য চট্টগ্রাম–কাপ্তাই সড়ক নির্মাণ করা হয়। সড়কটি রাউজানের নোয়াপাড়া, পাহাড়তলী ও চুয়েটের পাশ দিয়ে গেছে।',
      en: 'The Chattogram–Kaptai road was built in 1963 to carry equipment from Chattogram for the construction of the Karnaphuli hydroelectric power station. It runs past Noapara, Pahartali and CUET in Raozan.',
    },
    sources: [kaptaiRoadWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'cuet-1968',
    title: { bn: 'চুয়েট: ১৯৬৮ থেকে', en: 'CUET: from 1968' },
    body: {
      bn: '১৯৬৮ সালে চট্টগ্রাম ইঞ্জিনিয়ারিং কলেজ প্রতিষ্ঠিত হয়। ১৯৮৬ সালে এটি বাংলাদেশ ইন্সটিটিউট অব টেকনোলজি (বিআইটি) এবং ২০০৩ সালের ৩১ নং আইনে চট্টগ্রাম প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয় (চুয়েট) হয়। ক্যাম্পাসটি রাউজানের পাহাড়তলী ইউনিয়নে, চট্টগ্রাম–কাপ্তাই মহাসড়কের পাশে।',
      en: 'Chittagong Engineering College was founded in 1968. It became the Bangladesh Institute of Technology (BIT) in 1986 and, under Act XXXI of 2003, the Chittagong University of Engineering and Technology (CUET). The campus is in Pahartali union, Raozan, beside the Chattogram–Kaptai highway.',
    },
    sources: [cuetBanglapedia, cuetWiki],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'nutan-chandra-singha-1971',
    title: { bn: '১৯৭১: কুণ্ডেশ্বরীতে নূতন চন্দ্র সিংহ হত্যা', en: '1971: the killing of Nutan Chandra Singha at Kundeshwari' },
    body: {
      bn: 'কুণ্ডেশ্বরী ঔষধালয়ের প্রতিষ্ঠাতা নূতন চন্দ্র সিংহ মুক্তিযুদ্ধের শুরুতে চট্টগ্রাম বিশ্ববিদ্যালয়ের ২৭ জন শিক্ষকের পরিবারকে কুণ্ডেশ্বরী বালিকা বিদ্যালয়ে আশ্রয় দেন। ১৯৭১ সালের ১৩ এপ্রিল গহিরার কুণ্ডেশ্বরী কমপ্লেক্সে, তাঁর বাসভবনে, তাঁকে হত্যা করা হয়। ২০১৩ সালে আন্তর্জাতিক অপরাধ ট্রাইব্যুনাল এই হত্যায় ভূমিকার জন্য সালাউদ্দিন কাদের চৌধুরীকে মৃত্যুদণ্ড দেয়।',
      en: 'Nutan Chandra Singha, founder of Kundeshwari Aushadhalaya, sheltered the families of 27 University of Chittagong teachers in Kundeshwari Girls\' School when the Liberation War began. He was killed at his residence, the Kundeshwari complex in Gohira, on 13 April 1971. In 2013 the International Crimes Tribunal sentenced Salauddin Quader Chowdhury to death for his role in the killing.',
    },
    sources: [nutanDailyStar, nutanWiki],
    asOf: '2013-10',
    confidence: 'high',
  },
  {
    id: 'paurashava-area',
    title: { bn: 'রাউজান পৌরসভা', en: 'Raozan Paurashava' },
    body: {
      bn: 'রাউজান পৌরসভা উপজেলার মধ্যভাগে। বাংলাপিডিয়া অনুযায়ী এর আয়তন ২৭.১৫ বর্গকিলোমিটার, ৯টি ওয়ার্ড ও ১৭টি মহল্লা; ২০১১ সালে শহর এলাকার জনসংখ্যা ৫৯,১৪৮।',
      en: 'Raozan Paurashava lies in the middle of the upazila. According to Banglapedia it covers 27.15 km² in 9 wards and 17 mahallas; the urban population in 2011 was 59,148.',
    },
    sources: [banglapediaEn, bnWikiPaurashava],
    asOf: '2023-10',
    confidence: 'high',
  },
]
