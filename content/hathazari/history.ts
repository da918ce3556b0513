import type { Section } from '../pack/schema'

/**
 * Short history sections, each limited to what its sources say. `asOf` is the date of the
 * sources (a dated article or a dated revision), never the date of the event the section tells
 * (that is in the text); a section drawn only from undated pages carries '2026-11', shown as
 * "source undated (checked November 2026)".
 */

const enWikiUpazila = 'https://en.wikipedia.org/wiki/Hathazari_Upazila'
const banglapedia2023 = 'http://bn.banglapedia.org/index.php?direction=next&oldid=19592&title=হাটহাজারী_উপজেলা'
const bnWikivoyage = 'https://bn.wikivoyage.org/wiki/হাটহাজারী_উপজেলা'

export const history: Section[] = [
  {
    id: 'former-name',
    title: { bn: 'নাম ও পূর্বনাম', en: 'Name and former name' },
    body: {
      bn: 'হাটহাজারী উপজেলার পূর্বনাম ছিল আওরঙ্গবাদ।',
      en: 'Hathazari Upazila was formerly called Aurangabad.',
    },
    sources: [bnWikivoyage, 'https://bn.wikipedia.org/wiki/হাটহাজারী'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'thana-and-upazila',
    title: { bn: 'থানা থেকে উপজেলা', en: 'From thana to upazila' },
    body: {
      bn: 'হাটহাজারী থানা গঠিত হয় ১৯২৯ সালে। ১৯৮৩ সালে থানাটি উপজেলায় উন্নীত হয়।',
      en: 'Hathazari thana was formed in 1929. It became an upazila in 1983.',
    },
    sources: [banglapedia2023, bnWikivoyage],
    asOf: '2023-10',
    confidence: 'high',
  },
  {
    id: 'sultanate-mosques',
    title: { bn: 'সুলতানি আমলের মসজিদ', en: 'Sultanate-era mosques' },
    body: {
      bn: 'দেওয়াননগর মৌজার ফকির মসজিদ পঞ্চদশ শতকের স্থাপনা। এর ভাঙা শিলালিপি অনুযায়ী মসজিদটি সুলতান শামসুদ্দিন ইউসুফ শাহের আমলের (১৪৭৪–১৪৮১)। ছয় গম্বুজের এই মসজিদ ১৯৯৩–৯৪ সালে সংস্কার করা হয়। চিকনদণ্ডী ইউনিয়নে ষোড়শ শতকের গোড়ার দিকের একটি মসজিদ ও দিঘি আছে, যা শাহজাদা নাসিরুদ্দিন নসরত শাহের এক অভিযানের সময় নির্মিত বলে উল্লেখ আছে।',
      en: 'The Faqir (Fakir) Mosque in Dewannagar mouza dates from the 15th century: its broken inscription places it in the reign of Sultan Shamsuddin Yusuf Shah (1474–1481). The six-domed mosque was renovated in 1993–94. In Chikandandi union stand an early-16th-century mosque and reservoir attributed to an expedition of Prince Nasiruddin Nasrat Shah.',
    },
    sources: [enWikiUpazila, 'http://bn.banglapedia.org/index.php?title=ফকির_মসজিদ', 'https://online-d11.thedailystar.net/news/bangladesh/news/hathazari-ctg-fakir-mosque-living-testament-history-4046916'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'harikela-coins',
    title: { bn: 'জোবরায় হরিকেল মুদ্রা', en: 'Harikela coins at Jobra' },
    body: {
      bn: '১৯৮০ সালে জোবরা গ্রামে হরিকেল রাজ্যের মুদ্রা পাওয়া যায়।',
      en: 'Coins of the Harikela kingdom were found at Jobra village in 1980.',
    },
    sources: [enWikiUpazila],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'railway-1930',
    title: { bn: 'রেলপথ (১৯৩০)', en: 'The railway (1930)' },
    body: {
      bn: 'আসাম বেঙ্গল রেলওয়ে ১৯২৯ সালে চট্টগ্রাম–ষোলশহর এবং ১৯৩০ সালে ষোলশহর–নাজিরহাট মিটারগেজ রেলপথ চালু করে, যা হাটহাজারীর ভেতর দিয়ে গেছে। ১৯৬৬ সালের পর ফতেয়াবাদ থেকে চট্টগ্রাম বিশ্ববিদ্যালয় পর্যন্ত একটি শাখা লাইন যোগ হয়।',
      en: 'The Assam Bengal Railway built the Chattogram–Sholashahar section in 1929 and the metre-gauge Sholashahar–Nazirhat line, which runs through Hathazari, in 1930. A branch from Fatehabad to the University of Chittagong was added after 1966.',
    },
    sources: ['https://bn.wikipedia.org/wiki/%E0%A6%B7%E0%A7%8B%E0%A6%B2%E0%A6%B6%E0%A6%B9%E0%A6%B0-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F_%E0%A6%B0%E0%A7%87%E0%A6%B2%E0%A6%B2%E0%A6%BE%E0%A6%87%E0%A6%A8', 'https://bn.m.wikipedia.org/wiki/%E0%A6%B7%E0%A7%8B%E0%A6%B2%E0%A6%B6%E0%A6%B9%E0%A6%B0-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F_%E0%A6%B0%E0%A7%87%E0%A6%B2%E0%A6%B2%E0%A6%BE%E0%A6%87%E0%A6%A8', 'https://www.ekushey-tv.com/national/news/8467'],
    asOf: '2017-01',
    confidence: 'high',
  },
  {
    id: 'university-1966',
    title: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় (১৯৬৬)', en: 'The University of Chittagong (1966)' },
    body: {
      bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়ের শিক্ষা কার্যক্রম শুরু হয় ১৯৬৬ সালের ১৮ নভেম্বর। বিশ্ববিদ্যালয়টি ফতেপুর ইউনিয়নের জঙ্গল পশ্চিম-পট্টি মৌজায়, চট্টগ্রাম শহর থেকে ২২ কিলোমিটার উত্তরে।',
      en: 'The University of Chittagong began classes on 18 November 1966. It lies in mouza Jangal Paschim-Patty in Fatehpur union, 22 km north of Chattogram city.',
    },
    sources: [
      'https://en.banglapedia.org/index.php?title=University_of_Chittagong',
      'http://en.wikipedia.org/wiki/Chittagong_University',
    ],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'darul-uloom-1901',
    title: { bn: 'দারুল উলূম হাটহাজারী (১৯০১)', en: 'Darul Uloom Hathazari (1901)' },
    body: {
      bn: 'আল-জামিয়াতুল আহলিয়া দারুল উলূম মুঈনুল ইসলাম, যা হাটহাজারী মাদ্রাসা বা "বড় মাদ্রাসা" নামে পরিচিত, ১৯০১ সালে (১৩১৯ হিজরি) প্রতিষ্ঠিত একটি কওমি (দেওবন্দি) মাদ্রাসা।',
      en: 'Al-Jamiatul Ahlia Darul Ulum Moinul Islam, known as Hathazari Madrasa or the "Boro Madrasa", is a Qawmi (Deobandi) madrasa founded in 1901 (1319 AH).',
    },
    sources: [
      'http://darululoom-hathazari.com/english/jamia_info.php',
      'https://bn.wikipedia.org/wiki/আল_জামিয়াতুল_আহলিয়া_দারুল_উলুম_মুঈনুল_ইসলাম',
      'https://en.wikipedia.org/wiki/Darul_Uloom_Hathazari',
      'https://darululoomhathazari.blogspot.com/2019/12/history-of-darul-uloom-munnul-islam.html',
    ],
    asOf: '2019-12',
    confidence: 'high',
    notes: {
      bn: 'প্রতিষ্ঠার সাল নিয়ে সূত্রভেদ: ইংরেজি উইকিপিডিয়া বলে প্রথম প্রতিষ্ঠা ১৮৯৬ সালে, ১৯০১ সালে হাটহাজারীতে স্থানান্তর; একটি ব্লগে ১৮৯৭ লেখা আছে।',
      en: 'Sources differ on the founding: English Wikipedia says it was first established in 1896 and moved to Hathazari in 1901; a blog gives 1897.',
    },
  },
  {
    id: 'paurashava-2012',
    title: { bn: 'হাটহাজারী পৌরসভা (২০১২)', en: 'Hathazari Paurashava (2012)' },
    body: {
      bn: '৩১/০৭/২০১২ তারিখের এসআরও ২৭৭/আইন-১২ অনুযায়ী হাটহাজারী পৌরসভা ঘোষিত হয়, যা ০১/১০/২০১২ থেকে কার্যকর। এটি "ক" শ্রেণির পৌরসভা। সাবেক হাটহাজারী ইউনিয়নের জায়গায় পৌরসভাটি গঠিত হয়। পৌরসভার তথ্যপাতা অনুযায়ী গেজেট সংশোধনের অপেক্ষায় ওয়ার্ডের সীমানা এখনো চূড়ান্ত হয়নি।',
      en: 'Hathazari Paurashava was declared by SRO 277/Ain-12 dated 31/07/2012, effective 01/10/2012. It is a class "A" ("ক") municipality. It replaced the former Hathazari union. The official fact sheet says ward boundaries are not yet final, pending a gazette amendment.',
    },
    sources: [
      'http://www.hathazari.chittagong.gov.bd/bn/site/page/OuuJ-এক-নজরে',
      'https://hathazari.chittagong.gov.bd/bn/site/page/xREM-ওয়ার্ডসমূহ',
      'https://bn.wikipedia.org/wiki/হাটহাজারী_ইউনিয়ন',
    ],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'halda-heritage',
    title: { bn: 'হালদা: বঙ্গবন্ধু মৎস্য হেরিটেজ (২০২০)', en: 'The Halda: Bangabandhu Fisheries Heritage (2020)' },
    body: {
      bn: '২০২০ সালের ডিসেম্বরে মৎস্য মন্ত্রণালয়ের প্রজ্ঞাপনে হালদা নদীকে "বঙ্গবন্ধু মৎস্য হেরিটেজ" ঘোষণা করা হয়। ঘোষিত এলাকা ২৩,৪২২ একর। সেখানে মাছ ধরা নিষিদ্ধ, ডিম সংগ্রহ চলে কেবল মৎস্য অধিদপ্তরের তত্ত্বাবধানে, আর প্রজনন মৌসুমে ইঞ্জিনচালিত নৌকা চলতে পারে না।',
      en: 'In December 2020 a notification of the Ministry of Fisheries declared the Halda River a "Bangabandhu Fisheries Heritage". The declared area is 23,422 acres. Fishing is banned there, eggs may be collected only under the supervision of the Department of Fisheries, and engine boats may not run in the breeding season.',
    },
    sources: ['https://bangladeshpost.net/posts/all-out-measures-taken-to-preserve-halda-50447', 'https://www.farmingbd.com/halda-river-declared-bangabandhu-fisheries-heritage/', 'https://www.tbsnews.net/economy/agriculture/govt-declares-halda-bangabandhu-fisheries-heritage-175183'],
    asOf: '2020-12',
    confidence: 'high',
  },
]
