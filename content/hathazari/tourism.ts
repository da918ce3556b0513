import type { Place } from '../pack/schema'

/**
 * Places worth visiting, from the research's tourist and notable places plus the well-sourced
 * historic sites. No opening hours, entry fees or "best time to visit" are sourced, so
 * `bestTime` stays empty. Places known only from an aggregator page are marked 'low'.
 */

const aggregatorPage = 'http://www.hellobangladesh.biz/Bangladesh/District/Thana_Upazila/hathazari_upazila.html'

export const places: Place[] = [
  {
    id: 'halda-river',
    type: 'natural',
    kind: { bn: 'নদী; কার্প জাতীয় মাছের প্রাকৃতিক প্রজননক্ষেত্র', en: 'River; natural carp breeding ground' },
    name: { bn: 'হালদা নদী (বঙ্গবন্ধু মৎস্য হেরিটেজ)', en: 'Halda River (Bangabandhu Fisheries Heritage)' },
    details: {
      bn: 'বাংলাদেশে বিশুদ্ধ ভারতীয় কার্প (রুই জাতীয়) মাছের একমাত্র প্রাকৃতিক প্রজননক্ষেত্র। ২০২০ সালের ডিসেম্বরে মৎস্য মন্ত্রণালয়ের প্রজ্ঞাপনে "বঙ্গবন্ধু মৎস্য হেরিটেজ" ঘোষিত (২৩,৪২২ একর): মাছ ধরা নিষিদ্ধ, ডিম সংগ্রহ কেবল মৎস্য অধিদপ্তরের তত্ত্বাবধানে, প্রজনন মৌসুমে ইঞ্জিনচালিত নৌকা নিষিদ্ধ। ডিম সংগ্রহের এলাকার মধ্যে গড়দুয়ারা–মাদার্শা অংশ (হাটহাজারী–রাউজান সীমানা)।',
      en: 'The only natural breeding ground of pure Indian carp in Bangladesh. Declared a "Bangabandhu Fisheries Heritage" by a Ministry of Fisheries notification in December 2020 (23,422 acres): fishing is banned, eggs may be collected only under Department of Fisheries supervision, and engine boats are banned in the breeding season. The egg-collection stretch includes Garduara–Madarsha (on the Hathazari–Raozan border).',
    },
    sources: ['https://bangladeshpost.net/posts/all-out-measures-taken-to-preserve-halda-50447', 'https://www.farmingbd.com/halda-river-declared-bangabandhu-fisheries-heritage/', 'https://www.tbsnews.net/economy/agriculture/govt-declares-halda-bangabandhu-fisheries-heritage-175183', 'https://en.wikipedia.org/wiki/Halda_River'],
    asOf: '2020-12',
    confidence: 'high',
    notes: {
      bn: 'দৈর্ঘ্য নিয়ে সূত্রভেদ: উইকিপিডিয়ায় (২০২০ সালের সংস্করণ) ৮১ কিলোমিটার, দ্য বিজনেস স্ট্যান্ডার্ডে ৯৪ কিলোমিটার, haldariver.org-এ ৯৮ কিলোমিটার।',
      en: 'Sources differ on the length: 81 km in Wikipedia (as of 2020), 94 km in The Business Standard, 98 km on haldariver.org.',
    },
  },
  {
    id: 'cu-campus',
    type: 'natural',
    kind: { bn: 'ক্যাম্পাস ও প্রাকৃতিক দৃশ্য', en: 'Campus and landscape' },
    name: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় ক্যাম্পাস', en: 'University of Chittagong campus' },
    address: { bn: 'ফতেপুর ইউনিয়ন, হাটহাজারী', en: 'Fatehpur union, Hathazari' },
    details: {
      bn: '১,৭৫৪ একরের পাহাড়ি ক্যাম্পাস; হ্রদ, বনাচ্ছাদিত পাহাড়, জাদুঘর ও কেন্দ্রীয় গ্রন্থাগার আছে। পাহাড় আর ছড়ার পরিবেশকে দর্শনীয় বলে বর্ণনা করা হয়।',
      en: 'A hilly 1,754-acre campus with lakes, forested hills, a museum and a central library. Its setting of hills and streams is described as a tourist attraction.',
    },
    sources: ['https://cu.ac.bd/content/index.php?menumapno=230', 'https://www.mbbsneet.com/university-of-chittagong-bangladesh/', 'https://liquisearch.com/university_of_chittagong'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'একটি দ্বিতীয় সারির সূত্র অনুযায়ী জাদুঘরটি ১৪ জুন ১৯৭৩ প্রতিষ্ঠিত। ক্যাম্পাসের আয়তন নিয়ে সূত্রভেদ আছে (শিক্ষা পাতা দেখুন)।',
      en: 'A secondary source says the museum was founded on 14 June 1973. Sources differ on the campus area (see the education page).',
    },
  },
  {
    id: 'fakir-mosque',
    type: 'historical',
    kind: { bn: 'সুলতানি আমলের মসজিদ (ঐতিহ্য)', en: 'Sultanate-era mosque (heritage)' },
    name: { bn: 'ফকির মসজিদ', en: 'Fakir Mosque' },
    address: { bn: 'দেওয়াননগর মৌজা, হাটহাজারী উপজেলা সদর', en: 'Dewannagar mouza, Hathazari upazila headquarters' },
    details: {
      bn: 'পঞ্চদশ শতকের ছয় গম্বুজের মসজিদ (সুলতান শামসুদ্দিন ইউসুফ শাহের আমল, ১৪৭৪–১৪৮১)। বিস্তারিত ধর্মীয় স্থানের পাতায়।',
      en: 'A six-domed 15th-century mosque (reign of Sultan Shamsuddin Yusuf Shah, 1474–1481). Details on the religious places page.',
    },
    sources: ['http://bn.banglapedia.org/index.php?title=ফকির_মসজিদ', 'https://en.wikipedia.org/wiki/Hathazari_Upazila'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'nasrat-shah-mosque',
    type: 'historical',
    kind: { bn: 'ঐতিহাসিক মসজিদ ও দিঘি', en: 'Historic mosque and reservoir' },
    name: { bn: 'নসরত শাহের মসজিদ ও দিঘি', en: 'Nasrat Shah\'s mosque and reservoir' },
    address: { bn: 'চিকনদণ্ডী ইউনিয়ন', en: 'Chikandandi union' },
    details: {
      bn: 'ষোড়শ শতকের গোড়ার দিকে শাহজাদা নাসিরুদ্দিন নসরত শাহের এক অভিযানের সময় নির্মিত মসজিদ ও দিঘি; ইংরেজি উইকিপিডিয়া অনুযায়ী এখনো টিকে আছে।',
      en: 'A mosque and reservoir built during an early-16th-century expedition of Prince Nasiruddin Nasrat Shah; according to English Wikipedia it still stands.',
    },
    sources: ['https://en.wikipedia.org/wiki/Hathazari_Upazila'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'pundarik-dham',
    type: 'religious',
    kind: { bn: 'তীর্থস্থান', en: 'Pilgrimage site' },
    name: { bn: 'শ্রী শ্রী পুণ্ডরীক ধাম, মেখল', en: 'Sri Sri Pundarik Dham, Mekhal' },
    address: { bn: 'মেখল ইউনিয়ন', en: 'Mekhal union' },
    details: {
      bn: 'বৈষ্ণব সাধক পুণ্ডরীক বিদ্যানিধির জন্মস্থানে মন্দির কমপ্লেক্স; শ্রীপঞ্চমীতে তিন দিনের মেলা। বিস্তারিত ধর্মীয় স্থানের পাতায়।',
      en: 'A temple complex at the birthplace of the Vaishnava saint Pundarik Vidyanidhi; a three-day fair on Sri Panchami. Details on the religious places page.',
    },
    sources: ['https://bn.iskconbd.org/পুণ্ডরীক-ধাম', 'https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'darul-uloom-hathazari',
    type: 'religious',
    kind: { bn: 'ঐতিহ্যবাহী শিক্ষাপ্রতিষ্ঠান', en: 'Landmark institution' },
    name: { bn: 'দারুল উলূম হাটহাজারী (বড় মাদ্রাসা)', en: 'Darul Uloom Hathazari' },
    address: { bn: 'হাটহাজারী উপজেলা সদর', en: 'Hathazari upazila headquarters' },
    details: {
      bn: 'ভ্রমণবিষয়ক পাতাগুলো চট্টগ্রাম বিশ্ববিদ্যালয়ের সঙ্গে এই মাদ্রাসাকেই হাটহাজারীর সবচেয়ে পরিচিত দুটি জিনিসের একটি বলে।',
      en: 'Travel pages name it, with the University of Chittagong, as one of the two things Hathazari is best known for.',
    },
    sources: ['https://en.wikipedia.org/wiki/Darul_Uloom_Hathazari', 'https://www.kemnejabo.com/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80/'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'bishwa-shanti-pagoda',
    type: 'religious',
    kind: { bn: 'বৌদ্ধ প্যাগোডা', en: 'Buddhist pagoda' },
    name: { bn: 'বিশ্ব শান্তি প্যাগোডা', en: 'Bishwa Shanti (World Peace) Pagoda' },
    address: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়ের পাশে', en: 'Next to the University of Chittagong' },
    details: {
      bn: 'বিস্তারিত ধর্মীয় স্থানের পাতায়।',
      en: 'Details on the religious places page.',
    },
    sources: ['https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%95%e0%a6%a0%e0%a6%bf%e0%a6%a8-%e0%a6%9a%e0%a7%80%e0%a6%ac%e0%a6%b0-%e0%a6%a6%e0%a6%be'],
    asOf: '2021-10',
    confidence: 'medium',
  },
  {
    id: 'mirzapur-shantidham-vihar',
    type: 'religious',
    kind: { bn: 'প্রাচীন বৌদ্ধ বিহার', en: 'Ancient Buddhist vihara' },
    name: { bn: 'মির্জাপুর শান্তিধাম বিহার', en: 'Mirzapur Shantidham Vihar' },
    address: { bn: 'মির্জাপুর ইউনিয়ন', en: 'Mirzapur union' },
    details: {
      bn: 'ইউনিয়নের ওয়েবসাইট অনুযায়ী আনুমানিক শায়েস্তা খানের আমলে প্রতিষ্ঠিত। বিস্তারিত ধর্মীয় স্থানের পাতায়।',
      en: 'Founded around the time of Shaista Khan, according to the union website. Details on the religious places page.',
    },
    sources: ['https://mirzapurup.chittagong.gov.bd/bn/site/top_banner/qRog-শান্তিধাম-বিহার'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'alaol-mohsonia-beels',
    type: 'natural',
    kind: { bn: 'বিল (জলাভূমি)', en: 'Beels (wetlands)' },
    name: { bn: 'আলাওল ও মোহসোনিয়া বিল', en: 'Alaol and Mohsonia beels' },
    details: {
      bn: 'বাংলাপিডিয়া হালদা নদীর সঙ্গে এই দুটি বিলকে উপজেলার উল্লেখযোগ্য জলাশয় বলে।',
      en: 'Banglapedia lists these two beels, with the Halda River, as the notable water bodies of the upazila.',
    },
    sources: ['http://bn.banglapedia.org/index.php?direction=next&oldid=19592&title=%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'],
    asOf: '2023-10',
    confidence: 'medium',
  },
  {
    id: 'liberation-war-sites',
    type: 'historical',
    kind: { bn: 'মুক্তিযুদ্ধের স্মৃতিচিহ্ন', en: 'Liberation War memorials' },
    name: { bn: 'মুক্তিযুদ্ধের স্মৃতিস্থান', en: 'Liberation War sites' },
    details: {
      bn: 'নাজিরহাট বাসস্ট্যান্ডে গণকবর; চট্টগ্রাম বিশ্ববিদ্যালয়ের কলা ভবনের সামনে স্মৃতিস্তম্ভ (চিকনদণ্ডী); বধ্যভূমি: হাটহাজারী মাদোরালয়।',
      en: 'A mass grave at the Nazirhat bus stand; a memorial in front of the Arts building of the University of Chittagong (Chikandandi); a mass-killing site: Hathazari Madoralaya.',
    },
    sources: [aggregatorPage],
    asOf: '2026-11',
    confidence: 'low',
    notes: {
      bn: 'অযাচাইকৃত: কেবল একটি অ্যাগ্রিগেটর সাইটে পুরোনো বাংলাপিডিয়ার লেখার অনুলিপি।',
      en: 'Unverified: only an aggregator page copying old Banglapedia text.',
    },
  },
  {
    id: 'hills-and-canal',
    type: 'natural',
    kind: { bn: 'পাহাড়, টিলা ও খাল', en: 'Hills, hillocks and a canal' },
    name: { bn: 'জালালাবাদ পাহাড়, রাজবাইজ্জা ও নাচইন্না টিলা, পোরাগলি খাল', en: 'Jalalabad hills, Rajbaijja and Nachoinnah hillocks, Poragoli canal' },
    details: {
      bn: 'পুরোনো বাংলাপিডিয়ার লেখায় উপজেলার প্রাকৃতিক বৈশিষ্ট্য হিসেবে এগুলোর নাম আছে।',
      en: 'Old Banglapedia text names these as natural features of the upazila.',
    },
    sources: ['http://www.hellobangladesh.biz/Bangladesh/District/Thana_Upazila/hathazari_upazila.html'],
    asOf: '2026-11',
    confidence: 'low',
    notes: {
      bn: 'অযাচাইকৃত: কেবল একটি অ্যাগ্রিগেটর সাইটে পুরোনো বাংলাপিডিয়ার লেখার অনুলিপি।',
      en: 'Unverified: only an aggregator page copying old Banglapedia text.',
    },
  },
]
