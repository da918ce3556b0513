import type { Person } from '../pack/schema'

/**
 * Notable people with a sourced tie to Raozan. Each story uses only what the sources say;
 * `featuredDate` is the day the guide added them, not a fact about the person. No source gives
 * years of service, so `yearsOfService` is never set. The category is the guide's own grouping
 * for the heroes pages.
 */

const featuredDate = '2026-11-29'

export const people: Person[] = [
  {
    id: 'surya-sen',
    name: { bn: 'মাস্টারদা সূর্য সেন', en: 'Masterda Surya Sen' },
    title: {
      bn: 'ব্রিটিশবিরোধী বিপ্লবী; ১৯৩০ সালের চট্টগ্রাম অস্ত্রাগার লুণ্ঠনের নেতা',
      en: 'Anti-British revolutionary; leader of the 1930 Chittagong armoury raid',
    },
    category: 'social',
    story: {
      bn: 'সূর্য সেন ১৮৯৪ সালের ২২ মার্চ রাউজানের নোয়াপাড়ায় জন্মগ্রহণ করেন। পেশায় স্কুলশিক্ষক ছিলেন বলে "মাস্টারদা" নামে পরিচিত হন। ১৯১৮ সালে তিনি ভারতীয় জাতীয় কংগ্রেসের চট্টগ্রাম শাখার সভাপতি নির্বাচিত হন এবং ১৯৩০ সালের চট্টগ্রাম অস্ত্রাগার লুণ্ঠনে নেতৃত্ব দেন। ১৯৩৩ সালে ধরা পড়ার পর বিচারে ১৯৩৪ সালের ১২ জানুয়ারি তাঁকে ফাঁসি দেওয়া হয়।',
      en: 'Surya Sen was born at Noapara, Raozan, on 22 March 1894. A schoolteacher by profession, he became known as "Masterda". In 1918 he was chosen president of the Chittagong branch of the Indian National Congress, and he led the Chittagong armoury raid of 1930. Captured in 1933, he was tried and hanged on 12 January 1934.',
    },
    achievements: [
      { bn: '১৯৩০ সালের চট্টগ্রাম অস্ত্রাগার লুণ্ঠনের নেতৃত্ব', en: 'Led the Chittagong armoury raid of 1930' },
      { bn: 'ভারতীয় জাতীয় কংগ্রেসের চট্টগ্রাম শাখার সভাপতি (১৯১৮)', en: 'President of the Indian National Congress, Chittagong branch (1918)' },
    ],
    connection: {
      bn: 'রাউজানের নোয়াপাড়ায় জন্ম; নোয়াপাড়ায় তাঁর জন্মভিটা এবং রাউজান সরকারি কলেজের পাশে তাঁর স্মৃতি চত্বর আছে।',
      en: 'Born at Noapara, Raozan; his ancestral home is at Noapara and a memorial to him stands beside Raozan Government College.',
    },
    featuredDate,
    sources: ['https://en.banglainsider.com/feature/5203/Master-Da-Surya-Sen-Valiant-hero-of-Bengal', 'https://dailyasianage.com/news/213728/surya-sen', 'https://newnation.io/masterda-surya-sen-hero-of-independent-movement-riva-ganguli/'],
    asOf: '2020-01-12',
    confidence: 'high',
    notes: {
      bn: 'ধরা পড়ার তারিখ নিয়ে সূত্রভেদ: বাংলা ইনসাইডারে ১৬ ফেব্রুয়ারি ১৯৩৩, দ্য এশিয়ান এইজে ১৬ এপ্রিল ১৯৩৩।',
      en: 'Sources differ on the date of his capture: 16 February 1933 in Bangla Insider, 16 April 1933 in The Asian Age.',
    },
  },
  {
    id: 'nabinchandra-sen',
    name: { bn: 'নবীনচন্দ্র সেন', en: 'Nabinchandra Sen' },
    title: { bn: 'কবি; "পলাশীর যুদ্ধ" কাব্যের রচয়িতা', en: 'Poet; author of "Palashir Juddha"' },
    category: 'culture',
    story: {
      bn: 'নবীনচন্দ্র সেন ১৮৪৭ সালের ১০ ফেব্রুয়ারি রাউজানের নোয়াপাড়ায় (পশ্চিম গুজরা) জন্মগ্রহণ করেন এবং ১৯০৯ সালের ২৩ জানুয়ারি মারা যান। তিনি ডেপুটি ম্যাজিস্ট্রেট হিসেবে সরকারি চাকরি করেন এবং ১৯০৪ সালে অবসর নেন। পলাশীর যুদ্ধে সিরাজউদ্দৌলার পরাজয় নিয়ে লেখা তাঁর দীর্ঘ কাব্য "পলাশীর যুদ্ধ" (১৮৭৫) তাঁকে খ্যাতি এনে দেয়; মহাভারতের কাহিনি নিয়ে তাঁর ত্রয়ী "রৈবতক" (১৮৮৭), "কুরুক্ষেত্র" (১৮৯৩) ও "প্রভাস" (১৮৯৬)। আত্মজীবনী "আমার জীবন"।',
      en: 'Nabinchandra Sen was born at Noapara (West Gujra), Raozan, on 10 February 1847 and died on 23 January 1909. He served as a Deputy Magistrate and retired in 1904. His long poem "Palashir Juddha" (1875), on the defeat of Siraj ud-Daulah at Plassey, made his name; his Mahabharata trilogy is "Raivatak" (1887), "Kurukshetra" (1893) and "Prabhas" (1896). His autobiography is "Amar Jiban".',
    },
    achievements: [
      { bn: '"পলাশীর যুদ্ধ" (১৮৭৫)', en: '"Palashir Juddha" (1875)' },
      { bn: '"রৈবতক", "কুরুক্ষেত্র" ও "প্রভাস" ত্রয়ী', en: 'The trilogy "Raivatak", "Kurukshetra" and "Prabhas"' },
    ],
    connection: {
      bn: 'রাউজানের পশ্চিম গুজরা ইউনিয়নের নোয়াপাড়ায় জন্ম (ইউনিয়নের ওয়েবসাইট ও উইকিপিডিয়া)।',
      en: 'Born at Noapara in West Gujra union, Raozan (union website and Wikipedia).',
    },
    featuredDate,
    sources: ['https://en.wikipedia.org/wiki/Nabinchandra_Sen', 'https://dailyasianage.com/news/256863/nabinchandra-sen-a-great-poet-from-chattogram', 'https://paschimgujraup.chittagong.gov.bd/en/site/golpo_noy_shotti/%E0%A6%AA%E0%A6%B6%E0%A7%8D%E0%A6%9A%E0%A6%BF%E0%A6%AE-%E0%A6%97%E0%A7%81%E0%A6%9C%E0%A6%B0%E0%A6%BE-%E0%A6%B8%E0%A6%AE%E0%A7%8D%E0%A6%AA%E0%A6%B0%E0%A7%8D%E0%A6%95%E0%A7%87-%E0%A6%95%E0%A6%BF%E0%A6%9B%E0%A7%81-%E0%A6%A4%E0%A6%A5%E0%A7%8D%E0%A6%AF'],
    asOf: '2021-03-11',
    confidence: 'high',
  },
  {
    id: 'nutan-chandra-singha',
    name: { bn: 'নূতন চন্দ্র সিংহ', en: 'Nutan Chandra Singha' },
    title: {
      bn: 'কুণ্ডেশ্বরী ঔষধালয়ের প্রতিষ্ঠাতা; শিক্ষানুরাগী; ১৯৭১ সালে শহীদ',
      en: 'Founder of Kundeshwari Aushadhalaya; founder of schools; killed in 1971',
    },
    category: 'education',
    story: {
      bn: 'নূতন চন্দ্র সিংহ ১৯০০ সালের ১ ডিসেম্বর রাউজানের গহিরায় জন্মগ্রহণ করেন। আরাকানে ব্যবসা করে ফিরে ১৯৪৬ সালে গহিরায় কুণ্ডেশ্বরী ঔষধালয় (আয়ুর্বেদীয় ওষুধের কারখানা) প্রতিষ্ঠা করেন; ১৯৬০ সালে কুণ্ডেশ্বরী বালিকা বিদ্যালয় ও ১৯৭০ সালে কুণ্ডেশ্বরী মহিলা কলেজ প্রতিষ্ঠা করেন। মুক্তিযুদ্ধের শুরুতে চট্টগ্রাম বিশ্ববিদ্যালয়ের শিক্ষকদের পরিবারকে আশ্রয় দেন। ১৯৭১ সালের ১৩ এপ্রিল তাঁকে হত্যা করা হয়।',
      en: 'Nutan Chandra Singha was born at Gohira, Raozan, on 1 December 1900. After a business career in Arakan he founded the Kundeshwari Aushadhalaya (an Ayurvedic medicine factory) at Gohira in 1946, Kundeshwari Girls\' School in 1960 and Kundeshwari Mahila College in 1970. When the Liberation War began he sheltered the families of University of Chittagong teachers. He was killed on 13 April 1971.',
    },
    achievements: [
      { bn: 'কুণ্ডেশ্বরী ঔষধালয় প্রতিষ্ঠা (১৯৪৬)', en: 'Founded Kundeshwari Aushadhalaya (1946)' },
      { bn: 'কুণ্ডেশ্বরী বালিকা বিদ্যালয় (১৯৬০) ও মহিলা কলেজ (১৯৭০) প্রতিষ্ঠা', en: 'Founded Kundeshwari Girls\' School (1960) and Mahila College (1970)' },
    ],
    connection: {
      bn: 'রাউজানের গহিরায় জন্ম ও কর্মস্থল; গহিরার কুণ্ডেশ্বরী কমপ্লেক্সে নিহত।',
      en: 'Born and worked at Gohira, Raozan; killed at the Kundeshwari complex in Gohira.',
    },
    featuredDate,
    sources: ['https://en.wikipedia.org/wiki/Nutan_Chandra_Singha', 'http://thedailystar.net/news/he-executed-fathers-order-to-kill-nutan'],
    asOf: '2013-10',
    confidence: 'high',
  },
  {
    id: 'akm-fazlul-kabir-chowdhury',
    name: { bn: 'একেএম ফজলুল কবির চৌধুরী', en: 'AKM Fazlul Kabir Chowdhury' },
    title: { bn: 'রাউজান কলেজের প্রতিষ্ঠাতা (১৯৬৩)', en: 'Founder of Raozan College (1963)' },
    category: 'education',
    story: {
      bn: 'পূর্ব পাকিস্তান প্রাদেশিক পরিষদের সদস্য একেএম ফজলুল কবির চৌধুরী ১৯৬৩ সালে রাউজান কলেজ প্রতিষ্ঠা করেন, যা ২০১৭ সালে সরকারি হয়। কলেজের ওয়েবসাইট তাঁকে রাউজানে জন্ম নেওয়া খ্যাতিমান ব্যক্তিদের একজন বলে।',
      en: 'AKM Fazlul Kabir Chowdhury, a member of the East Pakistan Provincial Assembly, founded Raozan College in 1963; it was nationalised in 2017. The college website names him among the notable people born in Raozan.',
    },
    achievements: [
      { bn: 'রাউজান কলেজ প্রতিষ্ঠা (১৯৬৩)', en: 'Founded Raozan College (1963)' },
    ],
    connection: {
      bn: 'রাউজানে জন্ম (কলেজের ওয়েবসাইট); কলেজের ওয়েবসাইট অনুযায়ী তখন রাউজানবাসী উচ্চশিক্ষার সুযোগ থেকে বঞ্চিত ছিল বলে তিনি কলেজটি প্রতিষ্ঠা করেন।',
      en: 'Born in Raozan (college website); according to the college website he founded it because Raozan then had no place of higher education.',
    },
    featuredDate,
    sources: ['https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%95%E0%A6%B2%E0%A7%87%E0%A6%9C', 'https://raozancollege.edu.bd/about'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'কলেজের ওয়েবসাইট তাঁকে তৎকালীন প্রাদেশিক আইন পরিষদের "চেয়্যারম্যান" বলে; বাংলা উইকিপিডিয়া বলে সদস্য।',
      en: 'The college website calls him the then "chairman" of the Provincial Assembly; Bengali Wikipedia calls him a member.',
    },
  },
]
