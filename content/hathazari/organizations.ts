import type { Organization } from '../pack/schema'

/**
 * NGOs and local organisations. No organisation phone number is published: the only one in the
 * research (ASA's 2014 listing) is a staff member's personal mobile, so it is left out entirely,
 * and so is the staff member's name.
 */
export const organizations: Organization[] = [
  {
    id: 'asa-hathazari-1',
    name: { bn: 'আশা, হাটহাজারী-১ শাখা', en: 'ASA, Hathazari 1 Branch' },
    kind: { bn: 'এনজিও শাখা', en: 'NGO branch' },
    focus: { bn: 'ক্ষুদ্রঋণ', en: 'Microfinance' },
    details: {
      bn: 'ন্যাশনাল ব্যাংকের ওয়েবসাইটের ২০১৪ সালের ডেটাবেসে "asabranchlist" নামের একটি তালিকায় "হাটহাজারী-১ শাখা" নামে শাখাটি আছে।',
      en: 'Listed as "HATHAZARI 1 BRANCH" in a table named "asabranchlist" inside National Bank\'s 2014 website database.',
    },
    sources: ['https://github.com/nazrulcse/nblbd/blob/e7c5bfae129f0ff7b7ee1e444b9b14ff21dc26ac/DB_Backup/nblbd_neew_02.11.2014.sql'],
    asOf: '2014-11',
    confidence: 'low',
    notes: {
      bn: 'সংস্থাটি যে আশা, তা কেবল তালিকার নাম থেকে অনুমান; তথ্যটি ২০১৪ সালের।',
      en: 'That the organisation is ASA is inferred from the table name only; the listing is from 2014.',
    },
  },
  {
    id: 'ghashful-chhipatali',
    name: { bn: 'ঘাসফুল (পিকেএসএফ-এর "সমৃদ্ধি" কর্মসূচি), ছিপাতলী ইউনিয়ন', en: 'Ghashful (PKSF "Samriddhi" programme), Chhipatali union' },
    kind: { bn: 'এনজিও', en: 'NGO' },
    focus: { bn: 'পিকেএসএফ-এর সমৃদ্ধি কর্মসূচি', en: 'PKSF\'s Samriddhi programme' },
    address: { bn: 'ছিপাতলী ইউনিয়ন', en: 'Chhipatali union' },
    details: {
      bn: 'ছিপাতলীর ঈদগাহ উচ্চ বিদ্যালয় মাঠে ইউনিয়ন দিবস ও উন্নয়ন মেলার আয়োজন করে (তারিখ নেই)।',
      en: 'Held a Union Day and development fair at the Eidgah High School ground, Chhipatali (undated).',
    },
    sources: ['https://uttarchattala.com/?p=13882'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'gonoshasthaya-kendra',
    name: { bn: 'গণস্বাস্থ্য কেন্দ্র (প্রস্তাবিত "গরিবের হাসপাতাল")', en: 'Gonoshasthaya Kendra (planned "Goriber Hospital")' },
    kind: { bn: 'এনজিও (স্বাস্থ্য)', en: 'NGO (health)' },
    focus: { bn: 'স্বাস্থ্যসেবা', en: 'Health care' },
    details: {
      bn: '১৮ আগস্ট (২০২০) হাসপাতালের জন্য জমি ও ভবন দান করা হয়; পরিকল্পনায় ডায়ালাইসিস ও সাধারণ শয্যা। হাসপাতালটি চালু হয়েছে কি না জানা নেই (স্বাস্থ্য পাতা দেখুন)।',
      en: 'Land and a building for the hospital were donated on 18 August (2020); the plan includes dialysis and general beds. Whether it has opened is not known (see the health page).',
    },
    sources: ['https://dainikchattogram.net/other/health/news/15328/'],
    asOf: '2020-08-18',
    confidence: 'low',
  },
  {
    id: 'barsha-foundation',
    name: { bn: 'বর্ষা ফাউন্ডেশন', en: 'Barsha Foundation' },
    kind: { bn: 'স্থানীয় দাতব্য সংগঠন', en: 'Local charity' },
    focus: { bn: 'দাতব্য কাজ (যেমন বস্ত্র বিতরণ)', en: 'Charity (for example cloth distribution)' },
    address: { bn: 'কার্যালয়: সরকারহাট বাজার', en: 'Office at Sarkarhat bazar' },
    details: {
      bn: 'চেয়ারম্যান লিটন কান্তি মহাজন। দুর্গাপূজার আগে বস্ত্র বিতরণ করে (তারিখ নেই)।',
      en: 'Chairman: Liton Kanti Mahajan. Distributed clothes before Durga Puja (undated).',
    },
    sources: ['https://www.fns24.net/district/12/চট্টগ্রাম/?page=97'],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'cu-halda-research',
    name: { bn: 'হালদা নদী গবেষণা কেন্দ্র, চট্টগ্রাম বিশ্ববিদ্যালয়', en: 'Halda River Research Laboratory/Centre, University of Chittagong' },
    kind: { bn: 'গবেষণা প্রতিষ্ঠান', en: 'Research body' },
    focus: { bn: 'হালদা নদী নিয়ে গবেষণা', en: 'Research on the Halda River' },
    details: {
      bn: 'প্রফেসর মো. মনজুরুল কিবরিয়াকে কেন্দ্রটির গবেষক হিসেবে উদ্ধৃত করা হয়েছে।',
      en: 'Prof Md Manjurul Kibria is quoted as a researcher of the centre.',
    },
    sources: ['https://bangladeshpost.net/posts/all-out-measures-taken-to-preserve-halda-50447'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'bus-minibus-owners-samity',
    name: {
      bn: 'চট্টগ্রাম–ফটিকছড়ি–নাজিরহাট–খাগড়াছড়ি বাস-মিনিবাস মালিক সমিতি',
      en: 'Chattogram–Fatikchhari–Nazirhat–Khagrachhari Bus-Minibus Owners\' Samity',
    },
    kind: { bn: 'পরিবহন মালিক সমিতি', en: 'Transport owners\' association' },
    focus: { bn: 'বাস ও মিনিবাস পরিবহন', en: 'Bus and minibus transport' },
    details: {
      bn: 'সাধারণ সম্পাদক মঞ্জুরুল আলম চৌধুরী মঞ্জু (২০২২ সালের প্রতিবেদন; ২০২৪ সালে তিনি পৌরসভার প্রশাসক)। ২০২২ সালে চালু হওয়া "চট্টলা চাকা এক্সপ্রেস" এসি বাস এই সমিতি পরিচালনা করে।',
      en: 'General secretary: Manjurul Alam Chowdhury Manju (2022 report; in 2024 he became the paurashava administrator). The association runs the "Chattala Chaka Express" AC bus launched in 2022.',
    },
    sources: ['https://khoborbangla24.net/?p=16400', 'https://dailydeshbartaman.com/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%aa%e0%a7%8c%e0%a6%b0%e0%a6%b8%e0%a6%ad%e0%a6%be%e0%a6%b0-%e0%a6%aa%e0%a7%8d%e0%a6%b0%e0%a6%b6%e0%a6%be%e0%a6%b8', 'https://www.chatgaiyakhobor.com/%e0%a6%ab%e0%a6%9f%e0%a6%bf%e0%a6%95%e0%a6%9b%e0%a6%a1%e0%a6%bc%e0%a6%bf-%e0%a6%85%e0%a6%95%e0%a7%8d%e0%a6%b8%e0%a6%bf%e0%a6%9c%e0%a7%87%e0%a6%a8-%e0%a6%b8%e0%a6%a1%e0%a6%bc%e0%a6%95%e0%a7%87//print'],
    asOf: '2022',
    confidence: 'medium',
  },
  {
    id: 'nazirhat-jatri-kalyan-samity',
    name: { bn: 'নাজিরহাট যাত্রী কল্যাণ সমিতি', en: 'Nazirhat Jatri Kalyan Samity' },
    kind: { bn: 'যাত্রী কল্যাণ সংগঠন', en: 'Passengers\' welfare association' },
    focus: { bn: 'নাজিরহাট রুটের রেলযাত্রীদের সুবিধা', en: 'Rail passengers on the Nazirhat route' },
    details: {
      bn: 'আরও ট্রেনের দাবিতে রেলওয়ের কাছে আবেদন করে; এর পর লোকাল ট্রেন দিনে দুবার চালানোর সিদ্ধান্ত হয়।',
      en: 'Petitioned the railway for more Nazirhat trains, after which the local train was set to run twice daily each way.',
    },
    sources: ['https://dainikazadi.net/%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F-%E0%A6%B0%E0%A7%81%E0%A6%9F%E0%A7%87-%E0%A6%86%E0%A6%B0%E0%A7%87%E0%A6%95-%E0%A6%9C%E0%A7%8B%E0%A6%A1%E0%A6%BC%E0%A6%BE'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]
