import type { Doctor, HealthFacility } from '../pack/schema'

/**
 * Health facilities and doctors in government posts. No phone number of any facility or doctor
 * is sourced: numbers seen in app seed files disagree with each other and were excluded, so the
 * pages point to the national health line instead. No private chamber of any doctor is sourced.
 */

const azadiTraumaCentre = 'https://dainikazadi.net/?p=288402'
const azadiUhc = 'https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%89%e0%a6%aa%e0%a6%9c%e0%a7%87%e0%a6%b2%e0%a6%be-%e0%a6%b8%e0%a7%8d%e0%a6%ac%e0%a6%be%e0%a6%b8%e0%a7%8d-5'
const uhcBeds2024 = 'https://banglakhaborbd.com/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%89%e0%a6%aa%e0%a6%9c%e0%a7%87%e0%a6%b2%e0%a6%be-%e0%a6%b8%e0%a7%8d%e0%a6%ac%e0%a6%be%e0%a6%b8%e0%a7%8d%e0%a6%a5/'
const whoVisit2025 = 'https://www.fns24.com/single/44483/'

export const healthFacilities: HealthFacility[] = [
  {
    id: 'upazila-health-complex',
    type: 'government',
    name: { bn: 'হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স', en: 'Hathazari Upazila Health Complex' },
    address: { bn: 'হাটহাজারী (রাস্তার ঠিকানা সূত্রে নেই)', en: 'Hathazari (street address not in the sources)' },
    details: {
      bn: '৫০ শয্যার সরকারি হাসপাতাল। ১০০ শয্যায় উন্নীত করা নিয়ে ফেব্রুয়ারি ২০২৪-এ সভা হয়; ৬ জুলাই ২০২৪ স্বাস্থ্যমন্ত্রী পরিদর্শন করেন। নভেম্বর ২০২৫-এ বিশ্ব স্বাস্থ্য সংস্থার (WHO) একটি দল হাসপাতালটি এবং প্রস্তাবিত ৬০০ শয্যার একটি হাসপাতালের জায়গা পরিদর্শন করে। আমাদের পাওয়া কোনো ওয়েবপেজে এর ফোন নম্বর নেই।',
      en: 'A 50-bed government hospital. A meeting on raising it to 100 beds was held in February 2024; the Health Minister visited on 6 July 2024. In November 2025 a WHO team visited it and the site of a proposed 600-bed hospital. No web page we found gives its phone number.',
    },
    services: [
      { bn: 'জরুরি বিভাগ', en: 'Emergency department' },
      { bn: 'বহির্বিভাগ', en: 'Outpatient department' },
      { bn: 'অসংক্রামক রোগ (এনসিডি) কর্নার', en: 'Non-communicable disease (NCD) corner' },
      { bn: 'আইএমসিআই (শিশুস্বাস্থ্য) কর্নার', en: 'IMCI (child health) corner' },
      { bn: 'কমিউনিটি ভিশন সেন্টার', en: 'Community vision centre' },
      { bn: 'মাতৃদুগ্ধ পান কর্নার', en: 'Breast-feeding corner' },
      { bn: 'ইপিআই (টিকাদান)', en: 'EPI (immunisation)' },
      { bn: 'প্যাথলজি', en: 'Pathology' },
      { bn: 'এক্স-রে', en: 'X-ray' },
    ],
    sources: ['https://www.dhakabulletin.news/2024/07/06/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%ae%e0%a7%87%e0%a6%a1%e0%a6%bf%e0%a6%95%e0%a7%87%e0%a6%b2-%e0%a6%aa%e0%a6%b0%e0%a6%bf%e0%a6%a6%e0%a6%b0%e0%a7%8d', 'https://www.fns24.net/district/12/চট্টগ্রাম/?page=97', azadiUhc, uhcBeds2024, whoVisit2025],
    asOf: '2025-11',
    confidence: 'high',
    notes: {
      bn: 'কিছু অ্যাপের নমুনা ফাইলে এই হাসপাতালের যে ফোন নম্বর দেখা যায়, সেগুলো একটি আরেকটির সঙ্গে মেলে না এবং যাচাইযোগ্য নয়, তাই দেখানো হলো না।',
      en: 'Phone numbers for this hospital seen in some app seed files disagree with each other and cannot be verified, so none is shown.',
    },
  },
  {
    id: 'trauma-centre',
    type: 'government',
    name: { bn: 'হাটহাজারী ট্রমা সেন্টার', en: 'Hathazari Trauma Centre' },
    address: { bn: 'কাচারি সড়ক, হাটহাজারী পৌরসভা', en: 'Kachari Road, Hathazari Paurashava' },
    details: {
      bn: '১০ শয্যার ট্রমা সেন্টার। ভিত্তিপ্রস্তর ৪ মে ২০১৯; প্রায় ১২ কোটি টাকায় নির্মিত, ২০২১ সালের এপ্রিলে উদ্বোধন। ১৫ মার্চ ২০২৪-এর প্রতিবেদন অনুযায়ী সেবা কখনো চালু হয়নি; জুলাই ২০২৪-এ মন্ত্রী জনবল দেওয়ার আশ্বাস দেন।',
      en: 'A 10-bed trauma centre. Foundation stone laid on 4 May 2019; built for about Tk 12 crore and inaugurated in April 2021. A report of 15 March 2024 says services never started; in July 2024 the minister promised staff.',
    },
    sources: [azadiTraumaCentre, 'https://dainikpurbokone.net/category/zila-upazila-gram/page/288', 'https://www.dailyshamolbangla.com/?p=53877', 'https://www.dhakabulletin.news/2024/07/06/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%ae%e0%a7%87%e0%a6%a1%e0%a6%bf%e0%a6%95%e0%a7%87%e0%a6%b2-%e0%a6%aa%e0%a6%b0%e0%a6%bf%e0%a6%a6%e0%a6%b0%e0%a7%8d'],
    asOf: '2024-07',
    confidence: 'medium',
    notes: {
      bn: 'সর্বশেষ সূত্র পর্যন্ত সেবা চালুর খবর নেই: যাওয়ার আগে চালু আছে কি না নিশ্চিত হয়ে নিন।',
      en: 'No source up to the latest one reports that services have started: check that it is open before going.',
    },
  },
  {
    id: 'mirzapur-union-health-centre',
    type: 'government',
    name: { bn: 'মির্জাপুর ইউনিয়ন স্বাস্থ্য কেন্দ্র', en: 'Mirzapur Union Health Centre' },
    address: {
      bn: '৩ নং ওয়ার্ড, মির্জাপুর গ্রাম, বাকের আলী চৌধুরীর হাট বাজারের পাশে, মির্জাপুর ইউনিয়ন',
      en: 'Ward 3, Mirzapur village, beside Baker Ali Chowdhury Hat bazar, Mirzapur union',
    },
    details: {
      bn: 'ইউনিয়নের ওয়েবসাইট অনুযায়ী এখানে দরিদ্রদের জন্য বিনা মূল্যে সেবা দেওয়া হয়।',
      en: 'According to the union website, services are free for the poor.',
    },
    services: [
      { bn: 'রেজিস্টার্ড চিকিৎসক', en: 'Registered doctor' },
      { bn: 'স্বাস্থ্যকর্মী', en: 'Health worker' },
      { bn: 'ভিজিটর (পরিদর্শিকা)', en: 'Visitor' },
      { bn: 'পরিবার কল্যাণ সহকারী', en: 'Family welfare assistant' },
    ],
    sources: ['https://mirzapurup.chittagong.gov.bd/en/site/page/lW0F-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A7%9F%E0%A6%A8-%E0%A6%B8%E0%A7%8D%E0%A6%AC%E0%A6%BE%E0%A6%B8%E0%A7%8D%E0%A6%A5%E0%A7%8D%E0%A6%AF-%E0%A6%95%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%A6%E0%A7%8D%E0%A6%B0', 'https://mirzapurup.chittagong.gov.bd/bn/site/page/dEKc-একনজরে'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'gumanmardan-union-health-centre',
    type: 'government',
    name: {
      bn: 'গুমানমর্দন ইউনিয়ন স্বাস্থ্য ও পরিবার কল্যাণ কেন্দ্র',
      en: 'Gumanmardan Union Health & Family Welfare Centre',
    },
    address: { bn: 'গুমানমর্দন ইউনিয়ন', en: 'Gumanmardan union' },
    details: {
      bn: 'একটি সংবাদ প্রতিবেদনে কেন্দ্রটির নাম আছে; সেবা বা ঠিকানার বিস্তারিত সূত্রে নেই।',
      en: 'Named in a news report; the sources give no details of services or address.',
    },
    sources: ['https://www.ajkerpatrika.com/amp/epaper/ajpt61m9waqgq'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'gonoshasthaya-goriber-hospital',
    type: 'private',
    name: { bn: 'গণস্বাস্থ্য গরিবের হাসপাতাল (প্রস্তাবিত)', en: 'Gonoshasthaya "Goriber Hospital" (planned)' },
    details: {
      bn: 'গণস্বাস্থ্য কেন্দ্রের পরিকল্পিত হাসপাতাল। ১৮ আগস্ট (২০২০) আলহাজ সৈয়দ মোহাম্মদ আবদুল লতিফ জমি ও ভবন দান করেন। পরিকল্পনা: ১৭টি ডায়ালাইসিস শয্যা (তিন শিফটে ৫১ জন রোগী) ও ৯টি সাধারণ শয্যা।',
      en: 'A hospital planned by Gonoshasthaya Kendra. On 18 August (2020) Alhaj Syed Mohammad Abdul Latif donated land and a building. The plan: 17 dialysis beds (51 patients in three shifts) and 9 general beds.',
    },
    sources: ['https://dainikchattogram.net/other/health/news/15328/'],
    asOf: '2020-08-18',
    confidence: 'low',
    notes: {
      bn: 'হাসপাতালটি চালু হয়েছে কি না, তা জানা নেই।',
      en: 'Whether the hospital has opened is not known.',
    },
  },
  {
    id: 'alif-hospital',
    type: 'private',
    name: { bn: 'হাটহাজারী আলীফ হাসপাতাল', en: 'Hathazari Alif Hospital' },
    details: {
      bn: 'কেবল একটি প্রতিবেদনে নামটি এসেছে। ঠিকানা, সেবা বা ফোন নম্বর কোনো সূত্রে নেই।',
      en: 'Only mentioned in passing in one report. No source gives its address, services or phone number.',
    },
    sources: ['https://itihass71tv.com/news/4139'],
    asOf: '2026-11',
    confidence: 'low',
    // The report's subject is elsewhere (pack:check wants another place's name in notes: docs/packs.md).
    notes: {
      bn: 'প্রতিবেদনটিতে হাসপাতালের এক পরিচালক রাউজানে একটি ওরসে উপস্থিত ছিলেন।',
      en: 'In the report, a director of the hospital attended an urs in Raozan.',
    },
  },
]

const post = (bn: string, en: string) => ({ bn, en })

export const doctors: Doctor[] = [
  {
    id: 'tapas-kanti-majumder',
    name: { bn: 'ডা. তাপস কান্তি মজুমদার', en: 'Dr Tapas Kanti Majumder' },
    specialty: { bn: 'জনস্বাস্থ্য ও প্রশাসন', en: 'Public health administration' },
    post: post(
      'উপজেলা স্বাস্থ্য ও পরিবার পরিকল্পনা কর্মকর্তা (ইউএইচএন্ডএফপিও), হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স (নভেম্বর ২০২৫)',
      'Upazila Health & Family Planning Officer (UH&FPO), Hathazari Upazila Health Complex (November 2025)',
    ),
    sources: [azadiUhc, whoVisit2025],
    asOf: '2025-11-04',
    confidence: 'medium',
    notes: {
      bn: 'সরকারি পদায়ন বদলায়; ব্যক্তিগত চেম্বারের তথ্য কোনো সূত্রে নেই।',
      en: 'Government postings change; no source gives a private chamber.',
    },
  },
  {
    id: 'asm-imtiaz-hossain',
    name: { bn: 'ডা. এ এস এম ইমতিয়াজ হোসেন', en: 'Dr A S M Imtiaz Hossain' },
    specialty: { bn: 'জনস্বাস্থ্য ও প্রশাসন', en: 'Public health administration' },
    post: post(
      'উপজেলা স্বাস্থ্য ও পরিবার পরিকল্পনা কর্মকর্তা (ইউএইচএন্ডএফপিও), হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স (এপ্রিল ২০২১)',
      'Upazila Health & Family Planning Officer (UH&FPO), Hathazari Upazila Health Complex (April 2021)',
    ),
    sources: [azadiTraumaCentre],
    asOf: '2021-04',
    confidence: 'medium',
    notes: {
      bn: '২০২১ সালের পদায়ন; পরে বদলেছে (নভেম্বর ২০২৫-এ এই পদে অন্যজন)।',
      en: 'A 2021 posting that has since changed (someone else held the post in November 2025).',
    },
  },
  {
    id: 'sohania-akhter-billah',
    name: { bn: 'ডা. সোহানিয়া আক্তার বিল্লাহ', en: 'Dr Sohania Akhter Billah' },
    specialty: {
      bn: 'আবাসিক মেডিকেল অফিসার (বিশেষত্ব সূত্রে নেই)',
      en: 'Resident Medical Officer (the source gives no specialty)',
    },
    post: post(
      'আবাসিক মেডিকেল অফিসার (আরএমও), হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স (এপ্রিল ২০২১)',
      'Resident Medical Officer (RMO), Hathazari Upazila Health Complex (April 2021)',
    ),
    sources: [azadiTraumaCentre],
    asOf: '2021-04',
    confidence: 'medium',
    notes: {
      bn: 'সরকারি পদায়ন বদলায়; ব্যক্তিগত চেম্বারের তথ্য কোনো সূত্রে নেই।',
      en: 'Government postings change; no source gives a private chamber.',
    },
  },
  {
    id: 'rashedul-islam',
    name: { bn: 'ডা. রাশেদুল ইসলাম', en: 'Dr Rashedul Islam' },
    specialty: { bn: 'শিশু রোগ', en: 'Paediatrics (child specialist)' },
    post: post(
      'শিশু রোগ বিশেষজ্ঞ, হাটহাজারী উপজেলা স্বাস্থ্য কমপ্লেক্স (এপ্রিল ২০২১)',
      'Child specialist, Hathazari Upazila Health Complex (April 2021)',
    ),
    sources: [azadiTraumaCentre],
    asOf: '2021-04',
    confidence: 'medium',
    notes: {
      bn: 'সরকারি পদায়ন বদলায়; ব্যক্তিগত চেম্বারের তথ্য কোনো সূত্রে নেই।',
      en: 'Government postings change; no source gives a private chamber.',
    },
  },
]
