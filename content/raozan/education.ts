import type { Institution } from '../pack/schema'

/**
 * Universities, colleges and schools named in the sources. No EIIN is sourced. The only phone
 * number is the landline Raozan Government College prints on its own website.
 */

const cuetBanglapediaEn = 'https://en.banglapedia.org/index.php/Chittagong_University_of_Engineering_and_Technology'
const cuetBanglapediaBn = 'http://bn.banglapedia.org/index.php?title=চট্টগ্রাম_প্রকৌশল_ও_প্রযুক্তি_বিশ্ববিদ্যালয়'
const cuetWiki = 'https://en.wikipedia.org/wiki/Chittagong_University_of_Engineering_%26_Technology'
const cuetUniversityDay = 'https://www.bangladeshpost.net/posts/strategic-plan-to-improve-education-quality-should-be-implemented-119932'
const raozanCollegeWiki = 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%95%E0%A6%B2%E0%A7%87%E0%A6%9C'
const raozanCollegeSite = 'https://raozancollege.edu.bd/about'
const nutanWiki = 'https://en.wikipedia.org/wiki/Nutan_Chandra_Singha'
const nutanDailyStar = 'http://thedailystar.net/news/he-executed-fathers-order-to-kill-nutan'

export const institutions: Institution[] = [
  {
    id: 'cuet',
    type: 'university',
    kind: { bn: 'পাবলিক প্রকৌশল বিশ্ববিদ্যালয়', en: 'Public engineering university' },
    name: { bn: 'চট্টগ্রাম প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয় (চুয়েট)', en: 'Chittagong University of Engineering and Technology (CUET)' },
    address: {
      bn: 'পাহাড়তলী ইউনিয়ন, রাউজান; চট্টগ্রাম–কাপ্তাই মহাসড়কের উত্তর পাশে; ডাকঘর: বি.আই.টি ৪৩৪৯',
      en: 'Pahartali union, Raozan; on the north side of the Chattogram–Kaptai highway; post office: B.I.T 4349',
    },
    details: {
      bn: 'বাংলাপিডিয়া অনুযায়ী চট্টগ্রাম শহর থেকে ২৫ কিলোমিটার দূরে ১৬৩ একর জমির ওপর। ১৯৬৮ সালে চট্টগ্রাম ইঞ্জিনিয়ারিং কলেজ হিসেবে প্রতিষ্ঠিত, ১৯৮৬ সালে বাংলাদেশ ইন্সটিটিউট অব টেকনোলজি (বিআইটি), ২০০৩ সালে বিশ্ববিদ্যালয়। ক্যাম্পাসের বিপরীতে ৪২০ মেগাওয়াটের রাউজান তাপবিদ্যুৎ কেন্দ্র (উইকিপিডিয়া)। ৩ সেপ্টেম্বর ২০২৩ বিশ্ববিদ্যালয়ের ২১তম বিশ্ববিদ্যালয় দিবস পালিত হয়।',
      en: 'According to Banglapedia it stands on 163 acres, 25 km from Chattogram city. Founded in 1968 as Chittagong Engineering College, it became the Bangladesh Institute of Technology (BIT) in 1986 and a university in 2003. The 420 MW Raozan thermal power plant is opposite the campus (Wikipedia). The university marked its 21st University Day on 3 September 2023.',
    },
    coordinates: { lat: 22.4620833, lng: 91.9729444 },
    sources: [cuetBanglapediaEn, cuetBanglapediaBn, cuetWiki, cuetUniversityDay],
    asOf: '2023-09-03',
    confidence: 'high',
    notes: {
      bn: 'দূরত্ব নিয়ে সূত্রভেদ: ইংরেজি উইকিপিডিয়ায় চট্টগ্রাম শহরের কেন্দ্র থেকে প্রায় ২০ কিলোমিটার। স্থানাঙ্ক উইকিপিডিয়ার একটি পুরোনো সংস্করণ থেকে।',
      en: 'Sources differ on the distance: English Wikipedia says about 20 km from the centre of Chattogram. The coordinates are from an older Wikipedia revision.',
    },
  },
  {
    id: 'raozan-government-college',
    type: 'college',
    kind: { bn: 'সরকারি ডিগ্রি (সম্মান) কলেজ, জাতীয় বিশ্ববিদ্যালয়ের অধিভুক্ত', en: 'Government degree (honours) college, affiliated to the National University' },
    name: { bn: 'রাউজান সরকারি কলেজ', en: 'Raozan Government College' },
    address: {
      bn: 'সুলতানপুর, রাউজান পৌরসভা; চট্টগ্রাম–রাঙ্গামাটি মহাসড়কের দক্ষিণ পাশে',
      en: 'Sultanpur, Raozan Paurashava; on the south side of the Chattogram–Rangamati highway',
    },
    details: {
      bn: '১৯৬৩ সালে একেএম ফজলুল কবির চৌধুরী প্রতিষ্ঠা করেন; ২০১৭ সালে সরকারি (জাতীয়করণ) হয়। কলেজ মাঠের পাশে মাস্টারদা সূর্য সেন স্মৃতি চত্বর।',
      en: 'Founded in 1963 by AKM Fazlul Kabir Chowdhury; nationalised in 2017. The Masterda Surya Sen memorial premises adjoin the college grounds.',
    },
    phones: [
      {
        number: '0302656005',
        label: { bn: 'কলেজের ওয়েবসাইটে ছাপা নম্বর', en: 'Number printed on the college website' },
        sources: [raozanCollegeSite],
        asOf: '2026-11',
        note: {
          bn: 'কলেজের নিজস্ব ওয়েবসাইটে ছাপা (তারিখহীন); ফোন করার আগে যাচাই করে নিন। একই পাতায় ছাপা মোবাইল নম্বরগুলো এখানে দেখানো হলো না।',
          en: 'Printed on the college\'s own website (undated); verify before calling. The mobile numbers printed on the same page are not shown here.',
        },
      },
    ],
    coordinates: { lat: 22.5342, lng: 91.9125 },
    website: 'https://raozancollege.edu.bd',
    sources: [raozanCollegeWiki, raozanCollegeSite, 'https://newnation.io/masterda-surya-sen-hero-of-independent-movement-riva-ganguli/'],
    asOf: '2026-11',
    confidence: 'high',
    notes: {
      bn: 'কলেজের ওয়েবসাইট অনুযায়ী প্রতিষ্ঠাতা তৎকালীন পূর্ব পাকিস্তান প্রাদেশিক আইন পরিষদের "চেয়্যারম্যান"; বাংলা উইকিপিডিয়া তাঁকে পরিষদের সদস্য বলে। স্থানাঙ্ক বাংলা উইকিপিডিয়া থেকে।',
      en: 'The college website calls the founder the then "chairman" of the East Pakistan Provincial Assembly; Bengali Wikipedia calls him a member of the Assembly. The coordinates are from Bengali Wikipedia.',
    },
  },
  {
    id: 'noapara-degree-college',
    type: 'college',
    kind: { bn: 'ডিগ্রি কলেজ', en: 'Degree college' },
    name: { bn: 'নোয়াপাড়া ডিগ্রি কলেজ', en: 'Noapara Degree College' },
    address: { bn: 'নোয়াপাড়া, রাউজান', en: 'Noapara, Raozan' },
    website: 'https://noaparadegreecollege.edu.bd',
    sources: ['https://noaparadegreecollege.edu.bd/about'],
    asOf: '2026-11',
    // Known only from its own website.
    confidence: 'medium',
  },
  {
    id: 'kundeshwari-girls-school-college',
    type: 'college',
    kind: { bn: 'বালিকা বিদ্যালয় ও মহিলা কলেজ', en: 'Girls\' school and women\'s college' },
    name: { bn: 'কুণ্ডেশ্বরী বালিকা বিদ্যালয় ও কুণ্ডেশ্বরী মহিলা কলেজ', en: 'Kundeshwari Girls\' School and Kundeshwari Mahila College' },
    address: { bn: 'গহিরা, রাউজান', en: 'Gohira, Raozan' },
    details: {
      bn: 'নূতন চন্দ্র সিংহ ১৯৬০ সালে বালিকা বিদ্যালয় ও ১৯৭০ সালে মহিলা কলেজ প্রতিষ্ঠা করেন। ১৯৭১ সালে মুক্তিযুদ্ধের শুরুতে এই বিদ্যালয়ে চট্টগ্রাম বিশ্ববিদ্যালয়ের শিক্ষকদের পরিবার আশ্রয় নেয়।',
      en: 'Nutan Chandra Singha founded the girls\' school in 1960 and the women\'s college in 1970. When the Liberation War began in 1971, families of University of Chittagong teachers sheltered in the school.',
    },
    sources: [nutanWiki, nutanDailyStar],
    asOf: '2013-10',
    confidence: 'high',
  },
  {
    id: 'gohira-college',
    type: 'college',
    kind: { bn: 'কলেজ', en: 'College' },
    name: { bn: 'গহিরা কলেজ', en: 'Gohira College' },
    address: { bn: 'গহিরা, রাউজান', en: 'Gohira, Raozan' },
    details: {
      bn: 'এক প্রতিবেদন অনুযায়ী (১৭ মে, মঙ্গলবার; বছর দেখা যায়নি) কলেজের একাডেমিক ভবন ও ছাত্রাবাসের জন্য জমি হস্তান্তর করা হয়।',
      en: 'According to a report (Tuesday 17 May; the year is not shown), land was handed over for the college\'s academic building and hostel.',
    },
    sources: ['https://swadinbangla71.com/archives/43358'],
    asOf: '2026-11',
    // One local news site.
    confidence: 'low',
  },
  {
    id: 'noapara-muslim-high-school',
    type: 'school',
    kind: { bn: 'উচ্চ বিদ্যালয়', en: 'High school' },
    name: { bn: 'নোয়াপাড়া মুসলিম উচ্চ বিদ্যালয়', en: 'Noapara Muslim High School' },
    address: { bn: 'নোয়াপাড়া, দক্ষিণ রাউজান', en: 'Noapara, south Raozan' },
    details: {
      bn: 'আজাদীর একটি প্রতিবেদন অনুযায়ী ২ কোটি ৭০ লাখ টাকা ব্যয়ে নির্মিত একাডেমিক ভবনের উদ্বোধন হয় (প্রতিবেদনের তারিখ দেখা যায়নি)।',
      en: 'According to an Azadi report, an academic building built for Tk 2.7 crore was opened (the report\'s date is not shown).',
    },
    sources: ['https://dainikazadi.net/%e0%a6%b6%e0%a6%bf%e0%a6%95%e0%a7%8d%e0%a6%b7%e0%a6%be%e0%a6%b0-%e0%a6%89%e0%a6%a8%e0%a7%8d%e0%a6%a8%e0%a7%9f%e0%a6%a8%e0%a7%87-%e0%a6%b8%e0%a6%ae%e0%a7%8d%e0%a6%ad%e0%a6%ac-%e0%a6%b8%e0%a6%ac'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]
