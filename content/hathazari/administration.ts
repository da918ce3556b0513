import type { Office, Union } from '../pack/schema'

/**
 * Government offices, post offices, unions and the paurashava. No office phone number was found
 * in any source, so no office carries one: the pages show the office and say where to ask.
 * Office holders change often (and widely after August 2024), so every holder carries the date
 * its source gives.
 */

// The research cites these pages for the office as a whole; each holder below lists the pages
// that name holders of that office.
const unoSources = [
  'https://en.wikipedia.org/wiki/Hathazari',
  'https://bn.wikipedia.org/wiki/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE',
  'https://sokalersomoy.online/news/106696',
  'https://fns24.com/public/index.php/single/40426/%E0%A6%95%E0%A7%83%E0%A6%B7%E0%A6%BF-%E0%A6%86%E0%A6%AC%E0%A6%BE%E0%A6%A6%E0%A7%87-%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE-%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A6%B6%E0%A6%BE%E0%A6%B8%E0%A6%A8%E0%A7%87%E0%A6%B0-%E0%A6%B8%E0%A6%B9%E0%A6%AF%E0%A7%8B%E0%A6%97%E0%A6%BF%E0%A6%A4%E0%A6%BE-%E0%A6%85%E0%A6%AC%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%B9%E0%A6%A4-%E0%A6%A5%E0%A6%BE%E0%A6%95%E0%A6%AC%E0%A7%87',
  'https://dainikajkerbangla.net/?p=71862',
  'https://www.fns24.net/article/220706/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A6%AB%E0%A6%BE%E0%A7%9F%E0%A6%BE%E0%A6%B0-%E0%A6%B8%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AD%E0%A6%BF%E0%A6%B8-%E0%A6%93-%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2-%E0%A6%A1%E0%A6%BF%E0%A6%AB%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%B8-%E0%A6%B8%E0%A6%AA%E0%A7%8D%E0%A6%A4%E0%A6%BE%E0%A6%B9%E0%A6%B0-%E0%A6%89%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A7%8B%E0%A6%A7%E0%A6%A8',
  'https://bn.wikivoyage.org/wiki/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE',
]
const thanaSources = ['https://khaskhobor.news/24358/', 'https://khaskhobor.news/25067/', 'https://dailynaboday24.com/news/5546']
const agricultureSources = [
  'https://fns24.com/public/index.php/single/40426/%E0%A6%95%E0%A7%83%E0%A6%B7%E0%A6%BF-%E0%A6%86%E0%A6%AC%E0%A6%BE%E0%A6%A6%E0%A7%87-%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE-%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A6%B6%E0%A6%BE%E0%A6%B8%E0%A6%A8%E0%A7%87%E0%A6%B0-%E0%A6%B8%E0%A6%B9%E0%A6%AF%E0%A7%8B%E0%A6%97%E0%A6%BF%E0%A6%A4%E0%A6%BE-%E0%A6%85%E0%A6%AC%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%B9%E0%A6%A4-%E0%A6%A5%E0%A6%BE%E0%A6%95%E0%A6%AC%E0%A7%87',
  'https://www.newzgator.com/1759842994575_2367',
  'https://dainikajkerbangla.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a6%bf%e0%a6%a4%e0%a7%87-%e0%a6%95%e0%a7%83%e0%a6%b7%e0%a6%95%e0%a6%a6%e0%a7%87%e0%a6%b0-%e0%a6%ae%e0%a6%be%e0%a6%9d%e0%a7%87',
  'https://dailynabochatona.com/?p=104006',
]
const upazilaPortal = 'https://hathazari.chittagong.gov.bd/bn/site/page/C4cr-ভৌগোলিক-পরিচিতি'

const noPhone = {
  bn: 'অফিসের ফোন নম্বর কোনো সূত্রে পাওয়া যায়নি; উপজেলার ওয়েবসাইট বা সরাসরি অফিস থেকে জেনে নিন।',
  en: 'No source gives the office phone number; ask at the office or check the upazila website.',
}

export const offices: Office[] = [
  {
    id: 'uno-office',
    kind: 'administration',
    name: { bn: 'উপজেলা পরিষদ ও উপজেলা নির্বাহী অফিসারের কার্যালয়', en: 'Upazila Parishad and UNO Office' },
    address: { bn: 'উপজেলা কমপ্লেক্স, হাটহাজারী পৌরসভা', en: 'Hathazari Upazila Complex, Hathazari Paurashava' },
    details: {
      bn: `উপজেলা প্রশাসনের প্রধান কার্যালয়। টেলিফোন এরিয়া কোড ০৩০২৩। ${noPhone.bn}`,
      en: `The seat of the upazila administration. Telephone area code 03023. ${noPhone.en}`,
    },
    website: 'https://hathazari.chittagong.gov.bd',
    holders: [
      {
        role: { bn: 'উপজেলা নির্বাহী অফিসার (ইউএনও)', en: 'Upazila Nirbahi Officer (UNO)' },
        name: { bn: 'মুহাম্মদ আবদুল্লাহ আল মুমিন', en: 'Muhammad Abdullah Al Mumin' },
        asOf: '2025-10-07',
        sources: unoSources,
      },
      {
        role: { bn: 'উপজেলা নির্বাহী অফিসার (ইউএনও)', en: 'Upazila Nirbahi Officer (UNO)' },
        name: { bn: 'এবিএম মশিউজ্জামান', en: 'ABM Mashiuzzaman' },
        asOf: '2024-10-01',
        sources: unoSources,
      },
      {
        role: { bn: 'উপজেলা নির্বাহী অফিসার (ইউএনও)', en: 'Upazila Nirbahi Officer (UNO)' },
        name: { bn: 'মো. শহিদুল আলম', en: 'Md Shahidul Alam' },
        asOf: '2021',
        sources: unoSources,
      },
      {
        role: { bn: 'উপজেলা নির্বাহী অফিসার (ইউএনও), ২০১৯–২০২১', en: 'Upazila Nirbahi Officer (UNO), 2019–2021' },
        name: { bn: 'মোহাম্মদ রুহুল আমিন', en: 'Mohammad Ruhul Amin' },
        asOf: '2021',
        sources: unoSources,
      },
    ],
    sources: [...unoSources, upazilaPortal],
    asOf: '2025-10-07',
    confidence: 'high',
    notes: {
      bn: 'বর্তমান ইউএনও মুহাম্মদ আবদুল্লাহ আল মুমিনের নাম ২০ নভেম্বর ও ১ ডিসেম্বরের প্রতিবেদনেও আছে (বছর উল্লেখ নেই, সম্ভবত ২০২৫)। কর্মকর্তারা প্রায়ই বদলান; যাওয়ার আগে নিশ্চিত হয়ে নিন।',
      en: 'Muhammad Abdullah Al Mumin is also named in reports of 20 November and 1 December (year not shown, probably 2025). Officers change often; confirm before you go.',
    },
  },
  {
    id: 'hathazari-model-thana',
    kind: 'police',
    name: { bn: 'হাটহাজারী মডেল থানা', en: 'Hathazari Model Thana (police station)' },
    details: {
      bn: `জরুরি প্রয়োজনে জাতীয় জরুরি সেবা নম্বরে ফোন করুন। থানার সঠিক ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `In an emergency call the national emergency number. The exact street address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি), দায়িত্ব গ্রহণ ২০ নভেম্বর ২০২৪', en: 'Officer-in-Charge (OC), took charge 20 Nov 2024' },
        name: { bn: 'মো. কাউসার হোসেন', en: 'Md Kawsar Hossain' },
        asOf: '2024-11-20',
        sources: thanaSources,
      },
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি), যোগদান ৬ সেপ্টেম্বর ২০২৪', en: 'Officer-in-Charge (OC), joined 6 Sep 2024' },
        name: { bn: 'মো. হাবিবুর রহমান', en: 'Md Habibur Rahman' },
        asOf: '2024-09-06',
        sources: thanaSources,
      },
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি), প্রত্যাহার ২ সেপ্টেম্বর ২০২৪', en: 'Officer-in-Charge (OC), withdrawn 2 Sep 2024' },
        name: { bn: 'মো. মনিরুজ্জামান', en: 'Md Moniruzzaman' },
        asOf: '2024-09-02',
        sources: thanaSources,
      },
    ],
    sources: thanaSources,
    asOf: '2024-11-20',
    confidence: 'medium',
  },
  {
    id: 'fire-station',
    kind: 'fire',
    name: { bn: 'হাটহাজারী ফায়ার সার্ভিস ও সিভিল ডিফেন্স স্টেশন', en: 'Hathazari Fire Service & Civil Defence Station' },
    details: {
      bn: `১১ অক্টোবর ২০২৫ (শনিবার) ফায়ার সার্ভিস ও সিভিল ডিফেন্সের পরিচালক (প্রশিক্ষণ, পরিকল্পনা ও উন্নয়ন) স্টেশনটি পরিদর্শন করেন। স্টেশনের সঠিক ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `On Saturday 11 October 2025 the Fire Service & Civil Defence Director (Training, Planning & Development) inspected the station. The exact address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: { bn: 'সিনিয়র স্টেশন অফিসার', en: 'Senior Station Officer' },
        name: { bn: 'মো. শাহজাহান', en: 'Md Shahjahan' },
        asOf: '2021',
        sources: ['https://www.fns24.net/article/220706/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A6%AB%E0%A6%BE%E0%A7%9F%E0%A6%BE%E0%A6%B0-%E0%A6%B8%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AD%E0%A6%BF%E0%A6%B8-%E0%A6%93-%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2-%E0%A6%A1%E0%A6%BF%E0%A6%AB%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%B8-%E0%A6%B8%E0%A6%AA%E0%A7%8D%E0%A6%A4%E0%A6%BE%E0%A6%B9%E0%A6%B0-%E0%A6%89%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A7%8B%E0%A6%A7%E0%A6%A8', 'https://www.dailyshamolbangla.com/2021/11/%e0%a6%ab%e0%a6%be%e0%a7%9f%e0%a6%be%e0%a6%b0-%e0%a6%b8%e0%a6%be%e0%a6%b0%e0%a7%8d%e0%a6%ad%e0%a6%bf%e0%a6%b8-%e0%a6%93-%e0%a6%b8%e0%a6%bf%e0%a6%ad%e0%a6%bf%e0%a6%b2-%e0%a6%a1%e0%a6%bf%e0%a6%ab'],
      },
    ],
    sources: ['https://dainikazadi.net/?p=771319', 'https://www.fns24.net/article/220706/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A6%AB%E0%A6%BE%E0%A7%9F%E0%A6%BE%E0%A6%B0-%E0%A6%B8%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AD%E0%A6%BF%E0%A6%B8-%E0%A6%93-%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2-%E0%A6%A1%E0%A6%BF%E0%A6%AB%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%B8-%E0%A6%B8%E0%A6%AA%E0%A7%8D%E0%A6%A4%E0%A6%BE%E0%A6%B9%E0%A6%B0-%E0%A6%89%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A7%8B%E0%A6%A7%E0%A6%A8', 'https://www.dailyshamolbangla.com/2021/11/%e0%a6%ab%e0%a6%be%e0%a7%9f%e0%a6%be%e0%a6%b0-%e0%a6%b8%e0%a6%be%e0%a6%b0%e0%a7%8d%e0%a6%ad%e0%a6%bf%e0%a6%b8-%e0%a6%93-%e0%a6%b8%e0%a6%bf%e0%a6%ad%e0%a6%bf%e0%a6%b2-%e0%a6%a1%e0%a6%bf%e0%a6%ab'],
    asOf: '2025-10-11',
    confidence: 'medium',
    notes: {
      bn: '২০২৫ সালের প্রতিবেদনে তখনকার সিনিয়র স্টেশন অফিসারের নাম অসম্পূর্ণভাবে ছাপা হয়েছে, তাই নামটি দেখানো হলো না।',
      en: 'The 2025 report prints the then Senior Station Officer\'s name only in part, so it is not shown.',
    },
  },
  {
    id: 'land-office',
    kind: 'land',
    name: { bn: 'উপজেলা ভূমি অফিস (সহকারী কমিশনার-ভূমি)', en: 'Upazila Land Office (Assistant Commissioner, Land)' },
    details: {
      bn: `অফিসের ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `The office address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: { bn: 'সহকারী কমিশনার (ভূমি)', en: 'Assistant Commissioner (Land)' },
        name: { bn: 'শাহেদ আরমান', en: 'Shahed Arman' },
        asOf: '2026-01-03',
        sources: ['https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%b8%e0%a6%ae%e0%a6%be%e0%a6%9c%e0%a6%b8%e0%a7%87%e0%a6%ac%e0%a6%be-%e0%a6%a6%e0%a6%bf'],
      },
      {
        role: { bn: 'সহকারী কমিশনার (ভূমি)', en: 'Assistant Commissioner (Land)' },
        name: { bn: 'মেহরাজ শারবিন', en: 'Mehraj Sharbin' },
        asOf: '2024-10-01',
        sources: ['https://www.ekusheypatrika.com/archives/227037', 'https://uttarchattala.com/?p=7904'],
      },
      {
        role: {
          bn: 'সহকারী কমিশনার (ভূমি); ফেব্রুয়ারি ২০২৪ পর্যন্ত পৌরসভার ভারপ্রাপ্ত প্রশাসক',
          en: 'Assistant Commissioner (Land); acting paurashava administrator until February 2024',
        },
        name: { bn: 'আবু রায়হান', en: 'Abu Rayhan' },
        asOf: '2024-02',
        sources: ['https://www.fns24.net/article/220706/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A6%AB%E0%A6%BE%E0%A7%9F%E0%A6%BE%E0%A6%B0-%E0%A6%B8%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AD%E0%A6%BF%E0%A6%B8-%E0%A6%93-%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2-%E0%A6%A1%E0%A6%BF%E0%A6%AB%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%B8-%E0%A6%B8%E0%A6%AA%E0%A7%8D%E0%A6%A4%E0%A6%BE%E0%A6%B9%E0%A6%B0-%E0%A6%89%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A7%8B%E0%A6%A7%E0%A6%A8', 'https://dainikazadi.net/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE%E0%A6%B0-%E0%A6%A8%E0%A6%A4%E0%A7%81%E0%A6%A8-%E0%A6%AA/'],
      },
    ],
    sources: [
      'https://www.fns24.net/article/220706/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A6%AB%E0%A6%BE%E0%A7%9F%E0%A6%BE%E0%A6%B0-%E0%A6%B8%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AD%E0%A6%BF%E0%A6%B8-%E0%A6%93-%E0%A6%B8%E0%A6%BF%E0%A6%AD%E0%A6%BF%E0%A6%B2-%E0%A6%A1%E0%A6%BF%E0%A6%AB%E0%A7%87%E0%A6%A8%E0%A7%8D%E0%A6%B8-%E0%A6%B8%E0%A6%AA%E0%A7%8D%E0%A6%A4%E0%A6%BE%E0%A6%B9%E0%A6%B0-%E0%A6%89%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A7%8B%E0%A6%A7%E0%A6%A8',
      'https://www.ekusheypatrika.com/archives/227037',
      'https://uttarchattala.com/?p=7904',
      'https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%b8%e0%a6%ae%e0%a6%be%e0%a6%9c%e0%a6%b8%e0%a7%87%e0%a6%ac%e0%a6%be-%e0%a6%a6%e0%a6%bf',
      'https://dainikazadi.net/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE%E0%A6%B0-%E0%A6%A8%E0%A6%A4%E0%A7%81%E0%A6%A8-%E0%A6%AA/',
    ],
    asOf: '2026-01-03',
    confidence: 'medium',
  },
  {
    id: 'agriculture-office',
    kind: 'agriculture',
    name: { bn: 'উপজেলা কৃষি অফিস (কৃষি সম্প্রসারণ অধিদপ্তর)', en: 'Upazila Agriculture Office (Department of Agricultural Extension)' },
    details: {
      bn: `উপজেলা কৃষি কর্মকর্তার কার্যালয়ে নিজস্ব সম্মেলনকক্ষ আছে। অফিসের ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `The Upazila Agriculture Officer's office has its own conference room. The office address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: { bn: 'উপজেলা কৃষি কর্মকর্তা', en: 'Upazila Agriculture Officer' },
        name: { bn: 'মো. মিজবাহ (মেজবাহ) উদ্দিন', en: 'Md Mizbah (Mezbah) Uddin' },
        asOf: '2025-11',
        sources: agricultureSources,
      },
      {
        role: { bn: 'উপজেলা কৃষি কর্মকর্তা, ২০২১–২২', en: 'Upazila Agriculture Officer, 2021–22' },
        name: { bn: 'কৃষিবিদ আল মামুন শিকদার', en: 'Agriculturist Al Mamun Sikder' },
        asOf: '2022',
        sources: agricultureSources,
      },
    ],
    sources: agricultureSources,
    asOf: '2025-11',
    confidence: 'medium',
  },
  {
    id: 'social-services-office',
    kind: 'social',
    name: { bn: 'উপজেলা সমাজসেবা কার্যালয়', en: 'Upazila Social Services Office' },
    details: {
      bn: `৩ জানুয়ারি ২০২৬ (শনিবার) উপজেলা পরিষদ মিলনায়তনে জাতীয় সমাজসেবা দিবসের অনুষ্ঠানে উপজেলা সমাজসেবা কর্মকর্তা সভাপতিত্ব করেন। অফিসের ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `On Saturday 3 January 2026 the Upazila Social Services Officer presided over the National Social Services Day event in the Upazila Parishad auditorium. The office address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: { bn: 'উপজেলা সমাজসেবা কর্মকর্তা', en: 'Upazila Social Services Officer' },
        name: { bn: 'মো. মুজাহিদুল ইসলাম', en: 'Md Mujahidul Islam' },
        asOf: '2026-01-03',
        sources: ['https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%b8%e0%a6%ae%e0%a6%be%e0%a6%9c%e0%a6%b8%e0%a7%87%e0%a6%ac%e0%a6%be-%e0%a6%a6%e0%a6%bf'],
      },
    ],
    website: 'http://dss.hathazari.chittagong.gov.bd',
    sources: ['https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%b8%e0%a6%ae%e0%a6%be%e0%a6%9c%e0%a6%b8%e0%a7%87%e0%a6%ac%e0%a6%be-%e0%a6%a6%e0%a6%bf', 'http://dss.hathazari.chittagong.gov.bd/bn/site/page/gKsL-এক-নজরে'],
    asOf: '2026-01-03',
    confidence: 'medium',
  },
  {
    id: 'education-office',
    kind: 'education',
    name: { bn: 'উপজেলা শিক্ষা অফিস', en: 'Upazila Education Office' },
    details: {
      bn: `অফিসের ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `The office address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: {
          bn: 'শিক্ষা কর্মকর্তা (কোন শিক্ষা অফিসের, তা সূত্রে বলা নেই)',
          en: 'Education officer (the source does not say which education office)',
        },
        name: { bn: 'সাঈদা আলম', en: 'Saida Alam' },
        asOf: '2021',
        sources: ['https://dainikazadi.net/%e0%a6%a6%e0%a7%87%e0%a6%96%e0%a6%be%e0%a6%a8%e0%a7%8b-%e0%a6%b9%e0%a6%b2%e0%a7%8b-%e0%a6%85%e0%a6%97%e0%a7%8d%e0%a6%a8%e0%a6%bf-%e0%a6%a8%e0%a6%bf%e0%a6%b0%e0%a7%8d%e0%a6%ac%e0%a6%be%e0%a6%aa'],
      },
    ],
    sources: ['https://dainikazadi.net/%e0%a6%a6%e0%a7%87%e0%a6%96%e0%a6%be%e0%a6%a8%e0%a7%8b-%e0%a6%b9%e0%a6%b2%e0%a7%8b-%e0%a6%85%e0%a6%97%e0%a7%8d%e0%a6%a8%e0%a6%bf-%e0%a6%a8%e0%a6%bf%e0%a6%b0%e0%a7%8d%e0%a6%ac%e0%a6%be%e0%a6%aa', 'https://www.fns24.net/district/12/%E0%A6%9A%E0%A6%9F%E0%A7%8D%E0%A6%9F%E0%A6%97%E0%A7%8D%E0%A6%B0%E0%A6%BE%E0%A6%AE/?page=156'],
    asOf: '2021',
    // A passing mention in an undated report (about 2021).
    confidence: 'low',
    notes: {
      bn: 'সূত্রের প্রতিবেদনটিতে তারিখ নেই (আনুমানিক ২০২১); প্রাথমিক না মাধ্যমিক শিক্ষা অফিস, তা-ও বলা নেই।',
      en: 'The report is undated (about 2021) and does not say whether this is the primary or the secondary education office.',
    },
  },
  {
    id: 'safe-home-farhadabad',
    kind: 'social',
    name: {
      bn: 'মহিলা ও শিশু-কিশোরী হেফাজতীদের নিরাপদ আবাসন (সেফ হোম), ফরহাদাবাদ',
      en: 'Safe Home for women and child and adolescent-girl detainees, Farhadabad',
    },
    address: { bn: 'ফরহাদাবাদ ইউনিয়ন, হাটহাজারী', en: 'Farhadabad union, Hathazari' },
    details: {
      bn: `সমাজসেবা অধিদফতরের সরকারি আবাসিক প্রতিষ্ঠান; ২০২২ সালের মার্চের একটি প্রতিবেদনে একে চট্টগ্রাম বিভাগে এ ধরনের একমাত্র প্রতিষ্ঠান বলা হয়েছে। ${noPhone.bn}`,
      en: `A government residential institution of the Department of Social Services; a March 2022 report calls it the only one of its kind in Chattogram Division. ${noPhone.en}`,
    },
    sources: ['https://www.fns24.net/district/12/চট্টগ্রাম/?page=145'],
    asOf: '2022-03',
    confidence: 'medium',
  },
  {
    id: 'model-mosque-proposed',
    kind: 'other',
    name: { bn: 'হাটহাজারী উপজেলা মডেল মসজিদ (প্রস্তাবিত)', en: 'Hathazari Upazila Model Mosque (proposed)' },
    details: {
      bn: 'ধর্ম উপদেষ্টা ২৬ নভেম্বর (২০২৪) তিনটি সম্ভাব্য স্থান পরিদর্শন করেন: জারোয়ার দিঘির পাড় (পৌরসভা), ফটিকার কড়িয়ার দিঘির পাড় ও ভাঞ্জাইন বিল। সূত্র অনুযায়ী মসজিদটি তখনো নির্মিত হয়নি।',
      en: 'On 26 November (2024) the Religious Affairs Adviser inspected three candidate sites: Jaroyar Dighir Par (paurashava), Fatikar Koriar Dighir Par and Bhanjain Bil. According to the source it had not yet been built.',
    },
    sources: ['https://dainikpurbokone.net/category/zila-upazila-gram/page/53'],
    asOf: '2024-11',
    confidence: 'low',
  },
]

// Postcodes: Bangladesh Post list as republished in a GitHub dataset (commit of 2025-09-02).
const postcodeDataset = 'https://github.com/TanjidulIslamToha/bangladesh-postal-codes-database/blob/a0c000d35def7fefa84a59484c63e556edcfb667/variations/districts/chittagong/district-chittagong.csv'
const postcodeBlog = 'https://thedreamsarchive.blogspot.com/2018/06/chittagong-division-postal-zip-code.html'

export const postOffices: Office[] = [
  {
    id: 'post-hathazari',
    kind: 'post',
    name: { bn: 'হাটহাজারী ডাকঘর', en: 'Hathazari Post Office' },
    postcode: '4330',
    details: { bn: 'উপজেলা সদরের ডাকঘর।', en: 'The post office of the upazila headquarters.' },
    sources: [postcodeDataset, postcodeBlog, 'https://en.wikipedia.org/wiki/Hathazari'],
    asOf: '2025-09-02',
    confidence: 'high',
  },
  {
    id: 'post-chittagong-university',
    kind: 'post',
    name: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় ডাকঘর', en: 'Chittagong University Post Office' },
    postcode: '4331',
    details: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় ক্যাম্পাস (ফতেপুর ইউনিয়ন)।', en: 'University of Chittagong campus (Fatehpur union).' },
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'high',
  },
  {
    id: 'post-garduara',
    kind: 'post',
    name: { bn: 'গড়দুয়ারা ডাকঘর', en: 'Gorduara (Garduara) Post Office' },
    postcode: '4332',
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
  },
  {
    id: 'post-katirhat',
    kind: 'post',
    name: { bn: 'কাটিরহাট ডাকঘর', en: 'Katirhat Post Office' },
    postcode: '4333',
    details: {
      bn: 'ধলই, ফরহাদাবাদ ও গুমানমর্দন ইউনিয়নের উইকিপিডিয়া ইনফোবক্সে এই কোড ব্যবহার করা হয়েছে।',
      en: 'The Wikipedia infoboxes of Dhalai, Farhadabad and Gumanmardan unions use this code.',
    },
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
  },
  {
    id: 'post-mirzapur',
    kind: 'post',
    name: { bn: 'মির্জাপুর ডাকঘর', en: 'Mirzapur Post Office' },
    postcode: '4334',
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
  },
  {
    id: 'post-fatehabad',
    kind: 'post',
    name: { bn: 'ফাতেয়াবাদ ডাকঘর', en: 'Fatahabad (Fatehabad) Post Office' },
    postcode: '4335',
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
  },
  {
    id: 'post-nuralibari',
    kind: 'post',
    name: { bn: 'নূরালীবাড়ী ডাকঘর', en: 'Nuralibari Post Office' },
    postcode: '4337',
    details: {
      bn: 'শিকারপুর ইউনিয়নের উইকিপিডিয়া ইনফোবক্সে এই কোড ব্যবহার করা হয়েছে।',
      en: 'The Wikipedia infobox of Shikarpur union uses this code.',
    },
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
  },
  {
    id: 'post-yunus-nagar',
    kind: 'post',
    name: { bn: 'ইউনূস নগর ডাকঘর', en: 'Yunus Nagar Post Office' },
    postcode: '4338',
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
  },
  {
    id: 'post-madrasa',
    kind: 'post',
    name: { bn: 'মাদ্রাসা ডাকঘর', en: 'Madrasa Post Office' },
    postcode: '4339',
    sources: [postcodeDataset, postcodeBlog],
    asOf: '2025-09-02',
    confidence: 'medium',
    notes: {
      bn: 'বর্তমান বাংলা উইকিপিডিয়ায় উত্তর ও দক্ষিণ মাদার্শা ইউনিয়নের পোস্ট কোড ৪৩৩৬ লেখা আছে, কিন্তু ডাক বিভাগের তালিকায় ৪৩৩৬ নেই।',
      en: 'Current Bengali Wikipedia gives 4336 for North and South Madarsha unions, but 4336 is not in the Bangladesh Post list.',
    },
  },
]

/** Chairmen were widely removed or replaced after August 2024: every name is "as of" its date. */
const chairmanCaution = {
  bn: 'চেয়ারম্যানের নাম সূত্রের তারিখ অনুযায়ী; ২০২৪ সালের আগস্টের পর অনেক ইউনিয়ন পরিষদের চেয়ারম্যান অপসারিত বা বদল হয়েছেন, তাই যাচাই করে নিন।',
  en: 'The chairman is named as of the date of the source; many union parishad chairmen were removed or replaced after August 2024, so check before relying on it.',
}
const unionNotes = (bn?: string, en?: string) => ({
  bn: [chairmanCaution.bn, bn].filter(Boolean).join(' '),
  en: [chairmanCaution.en, en].filter(Boolean).join(' '),
})
const chairman = { bn: 'চেয়ারম্যান', en: 'Chairman' }
// Dainik Azadi's list of the chairmen elected on 28 November 2021 (it breaks off before Burishchar).
const azadi2021 = 'https://dainikazadi.net/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A7%AB-%E0%A6%AA%E0%A7%81%E0%A6%B0%E0%A6%A8%E0%A7%8B-%E0%A7%AE-%E0%A6%A8%E0%A6%A4%E0%A7%81/'

export const unions: Union[] = [
  {
    id: 'farhadabad',
    kind: 'union',
    name: { bn: 'ফরহাদাবাদ ইউনিয়ন', en: 'Farhadabad Union' },
    details: { bn: 'আয়তনে উপজেলার সবচেয়ে বড় ইউনিয়ন।', en: 'The largest union of the upazila by area.' },
    areaKm2: 50.13,
    postcode: '4333',
    coordinates: { lat: 22.583, lng: 91.767 },
    website: 'http://forhadabadup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'আলম শওকত', en: 'Alam Shawkat' },
      asOf: '2022-06-15',
      sources: ['https://joybanglapratidin.com/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%87%e0%a6%89%e0%a6%a8%e0%a6%bf%e0%a7%9f%e0%a6%a8-%e0%a6%aa%e0%a6%b0%e0%a6%bf%e0%a6%b7%e0%a6%a6'],
    },
    sources: ['https://joybanglapratidin.com/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%87%e0%a6%89%e0%a6%a8%e0%a6%bf%e0%a7%9f%e0%a6%a8-%e0%a6%aa%e0%a6%b0%e0%a6%bf%e0%a6%b7%e0%a6%a6', 'https://bn.wikipedia.org/wiki/%E0%A6%AB%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%A6%E0%A6%BE%E0%A6%AC%E0%A6%BE%E0%A6%A6', 'https://bn.wikipedia.org/wiki/ফরহাদাবাদ_ইউনিয়ন', 'http://forhadabadup.chittagong.gov.bd/bn/site/page/NGAB-ইতিহাস'],
    asOf: '2022-06-15',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার ইনফোবক্সে চেয়ারম্যান হিসেবে মোহাম্মদ ইদ্রিস মিয়া তালুকদারের নাম আছে। পোস্ট কোড ২০২০ সালের উইকিপিডিয়া অনুলিপি থেকে। বানানভেদ: Forhadabad।',
      'The Wikipedia infobox names Mohammad Idris Mia Talukdar as chairman. The postcode is from a 2020 Wikipedia copy. Spelling variant: Forhadabad.',
    ),
  },
  {
    id: 'dhalai',
    kind: 'union',
    name: { bn: 'ধলই ইউনিয়ন', en: 'Dhalai Union' },
    details: { bn: 'কাটিরহাট বাজার এই ইউনিয়নে।', en: 'Katirhat bazar is in this union.' },
    postcode: '4333',
    coordinates: { lat: 22.58139, lng: 91.80444 },
    website: 'https://dhalaiup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'আবুল মনসুর', en: 'Abul Monsur' },
      asOf: '2021-11-28',
      sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%A7%E0%A6%B2%E0%A6%87_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'],
    },
    sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%A7%E0%A6%B2%E0%A6%87_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8', 'http://katirhatmdc.edu.bd/about-us/history-of-college/', 'https://dhalaiup.chittagong.gov.bd/bn/site/top_banner/jY8h-%E0%A6%95%E0%A6%BE%E0%A6%9F%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F-%E0%A6%AE%E0%A6%B9%E0%A6%BF%E0%A6%B2%E0%A6%BE-%E0%A6%95%E0%A6%B2%E0%A7%87%E0%A6%9C'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      '২০২০ সালের উইকিপিডিয়া অনুলিপিতে চেয়ারম্যান মোহাম্মদ আলমগীর জামান।',
      'A 2020 Wikipedia copy names Mohammad Alamgir Zaman as chairman.',
    ),
  },
  {
    id: 'mirzapur',
    kind: 'union',
    number: '03',
    name: { bn: 'মির্জাপুর ইউনিয়ন', en: 'Mirzapur Union' },
    details: {
      bn: 'উপজেলা সদর থেকে ৬ কিলোমিটার উত্তরে (ইউনিয়নের ওয়েবসাইট)। ইউনিয়ন ডিজিটাল সেন্টারের সাইট: 3no-mirzapur.upsheba.com।',
      en: '6 km north of the upazila headquarters (union website). Union digital centre site: 3no-mirzapur.upsheba.com.',
    },
    coordinates: { lat: 22.54667, lng: 91.80167 },
    website: 'https://mirzapurup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'আক্তার হোসেন খান সুমন', en: 'Aktar Hossain Khan Sumon' },
      asOf: '2021-11-28',
      sources: [azadi2021],
    },
    sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%AE%E0%A6%BF%E0%A6%B0%E0%A7%8D%E0%A6%9C%E0%A6%BE%E0%A6%AA%E0%A7%81%E0%A6%B0_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8,_%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80', 'https://mirzapurup.chittagong.gov.bd/bn/site/page/dEKc-একনজরে', 'https://3no-mirzapur.upsheba.com'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার ইনফোবক্সে চেয়ারম্যান মোহাম্মদ নুরুল আবসার। বানানভেদ: Mirjapur; ইউনিয়নের নিজের পাতায় ভুল বানানে "মিজার্পুর" লেখা।',
      'The Wikipedia infobox names Mohammad Nurul Absar as chairman. Spelling variant: Mirjapur; the union\'s own page misspells it "মিজার্পুর".',
    ),
  },
  {
    id: 'gumanmardan',
    kind: 'union',
    name: { bn: 'গুমানমর্দন ইউনিয়ন', en: 'Gumanmardan Union' },
    details: {
      bn: 'ইউনিয়নের ওয়েবসাইট অনুযায়ী (২০১১ সালের তথ্য) ৯টি সরকারি প্রাথমিক বিদ্যালয়, ১টি উচ্চ বিদ্যালয় ও ১টি সুন্নি মাদ্রাসা আছে।',
      en: 'According to the union website (2011-era data) it has 9 government primary schools, 1 high school and 1 Sunni madrasa.',
    },
    postcode: '4333',
    coordinates: { lat: 22.56889, lng: 91.81278 },
    website: 'https://gumanmardanup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'মুজিবুর রহমান', en: 'Mujibur Rahman' },
      asOf: '2021-11-28',
      sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%97%E0%A7%81%E0%A6%AE%E0%A6%BE%E0%A6%A8_%E0%A6%AE%E0%A6%B0%E0%A7%8D%E0%A6%A6%E0%A6%A8_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'],
    },
    sources: [azadi2021, 'https://gumanmardanup.chittagong.gov.bd/bn/site/page/9RX6-%E0%A6%8F%E0%A6%95-%E0%A6%A8%E0%A6%9C%E0%A6%B0%E0%A7%87', 'https://bn.wikipedia.org/wiki/%E0%A6%97%E0%A7%81%E0%A6%AE%E0%A6%BE%E0%A6%A8_%E0%A6%AE%E0%A6%B0%E0%A7%8D%E0%A6%A6%E0%A6%A8_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes('বানানভেদ: গুমানমর্দ্দন, Gomanmordan, Guman Mardan।', 'Spelling variants: গুমানমর্দ্দন, Gomanmordan, Guman Mardan.'),
  },
  {
    id: 'nangalmora',
    kind: 'union',
    name: { bn: 'নাঙ্গলমোড়া ইউনিয়ন', en: 'Nangalmora Union' },
    details: { bn: 'ইউনিয়নের ওয়েবসাইট অনুযায়ী ১৯৭৩ সাল থেকে ইউনিয়ন।', en: 'A union since 1973, according to the union website.' },
    coordinates: { lat: 22.54667, lng: 91.85028 },
    website: 'https://nangalmoraup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'হারুনুর রশিদ', en: 'Harunur Rashid' },
      asOf: '2021-11-28',
      sources: [azadi2021, 'https://bn.m.wikipedia.org/wiki/%E0%A6%A8%E0%A6%BE%E0%A6%99%E0%A7%8D%E0%A6%97%E0%A6%B2%E0%A6%AE%E0%A7%8B%E0%A6%A1%E0%A6%BC%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'],
    },
    sources: [azadi2021, 'https://bn.m.wikipedia.org/wiki/%E0%A6%A8%E0%A6%BE%E0%A6%99%E0%A7%8D%E0%A6%97%E0%A6%B2%E0%A6%AE%E0%A7%8B%E0%A6%A1%E0%A6%BC%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8', 'https://nangalmoraup.chittagong.gov.bd/bn/site/page/d9rP-ইউনিয়নের-ইতিহাস'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'পুরোনো উইকিপিডিয়ায় চেয়ারম্যান লায়ন মোহাম্মদ সিরাজুল হক বাবুল (সম্ভবত আগের মেয়াদের)। বানানভেদ: নাঙ্গলমোরা, নাঙ্গল মোড়া, লাঙ্গলমোড়া, Nangolmora।',
      'An older Wikipedia version names Lion Mohammad Sirajul Haque Babul as chairman (probably an earlier term). Spelling variants: নাঙ্গলমোরা, নাঙ্গল মোড়া, লাঙ্গলমোড়া, Nangolmora.',
    ),
  },
  {
    id: 'chhipatali',
    kind: 'union',
    name: { bn: 'ছিপাতলী ইউনিয়ন', en: 'Chhipatali Union' },
    details: {
      bn: 'ইউনিয়নের ৫০ বছর পূর্তি উদযাপিত হয়েছে; প্রথম চেয়ারম্যান ছিলেন অধ্যক্ষ ফরিদ আহমদ (আজাদী)।',
      en: 'The union has celebrated its 50th anniversary; its founding chairman was Principal Farid Ahmed (Azadi).',
    },
    postcode: '4330',
    // 22°32′4″N 91°49′46″E in the source, converted to decimal degrees.
    coordinates: { lat: 22.53444, lng: 91.82944 },
    chairman: {
      role: chairman,
      name: { bn: 'নুরুল আহসান লাভু', en: 'Nurul Ahsan Lavu' },
      asOf: '2021-11-28',
      sources: [azadi2021],
    },
    sources: [azadi2021, 'https://bn.wikipedia.org/wiki/ছিপাতলী_ইউনিয়ন', 'https://dainikazadi.net/%e0%a6%aa%e0%a7%8d%e0%a6%b0%e0%a6%a7%e0%a6%be%e0%a6%a8%e0%a6%ae%e0%a6%a8%e0%a7%8d%e0%a6%a4%e0%a7%8d%e0%a6%b0%e0%a7%80%e0%a6%b0-%e0%a6%a8%e0%a6%bf%e0%a6%b0%e0%a7%8d%e0%a6%ac%e0%a6%be%e0%a6%9a%e0%a6%a8'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ায় চেয়ারম্যানের নাম "মোহাম্মদ নুরুল আহসান বাবু" (বানানভেদ)। ইউনিয়নের নামের বানানভেদ: Chipatali, Chhibatali।',
      'Wikipedia spells the chairman\'s name "Mohammad Nurul Ahsan Babu". Spelling variants of the union: Chipatali, Chhibatali.',
    ),
  },
  {
    id: 'mekhal',
    kind: 'union',
    name: { bn: 'মেখল ইউনিয়ন', en: 'Mekhal Union' },
    details: { bn: 'বৈষ্ণব সাধক পুণ্ডরীক বিদ্যানিধির জন্মস্থান।', en: 'Birthplace of the Vaishnava saint Pundarik Vidyanidhi.' },
    postcode: '4330',
    // 22°29′59″N 91°50′46″E in the source, converted to decimal degrees.
    coordinates: { lat: 22.49972, lng: 91.84611 },
    website: 'http://mekhalup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'মো. সালাউদ্দিন চৌধুরী', en: 'Md Salauddin Chowdhury' },
      asOf: '2022-03',
      sources: [azadi2021, 'https://www.dailyshamolbangla.com/2022/03/%E0%A6%AE%E0%A7%87%E0%A6%96%E0%A6%B2-%E0%A6%87%E0%A6%89%E0%A6%AA%E0%A6%BF-%E0%A6%95%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%B2%E0%A7%9F%E0%A7%87-%E0%A6%AC%E0%A6%B0%E0%A7%8D%E0%A6%A3'],
    },
    sources: [azadi2021, 'https://bn.wikipedia.org/wiki/মেখল_ইউনিয়ন', 'http://mekhalup.chittagong.gov.bd/site/page/9d6cb2cd-2144-11e7-8f57-286ed488c766', 'https://www.dailyshamolbangla.com/2022/03/%E0%A6%AE%E0%A7%87%E0%A6%96%E0%A6%B2-%E0%A6%87%E0%A6%89%E0%A6%AA%E0%A6%BF-%E0%A6%95%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%B2%E0%A7%9F%E0%A7%87-%E0%A6%AC%E0%A6%B0%E0%A7%8D%E0%A6%A3'],
    asOf: '2022-03',
    confidence: 'medium',
    notes: unionNotes(),
  },
  {
    id: 'garduara',
    kind: 'union',
    number: '09',
    name: { bn: 'গড়দুয়ারা ইউনিয়ন', en: 'Garduara Union' },
    details: {
      bn: '১৯৭২ সালের পর উত্তর মাদার্শা ইউনিয়ন থেকে আলাদা হয়ে গঠিত (১৯৭৩)। ইউনিয়নে ২টি হাট-বাজার আছে; উপজেলা সদরের সঙ্গে সিএনজি ও টেম্পোতে যাতায়াত (ইউনিয়নের ওয়েবসাইট)।',
      en: 'Formed in 1973, split from North Madarsha union after 1972. It has 2 hats/bazars and is linked to the upazila headquarters by CNG auto-rickshaw and tempo (union website).',
    },
    coordinates: { lat: 22.48722, lng: 91.88389 },
    website: 'http://garduaraup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'সরোয়ার মোর্শেদ তালুকদার', en: 'Sarowar Morshed Talukdar' },
      asOf: '2021-11-28',
      sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%97%E0%A6%A1%E0%A6%BC%E0%A6%A6%E0%A7%81%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%B0%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8'],
    },
    sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%97%E0%A6%A1%E0%A6%BC%E0%A6%A6%E0%A7%81%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%B0%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8', 'http://garduaraup.chittagong.gov.bd/bn/site/page/alS2-এক-নজরে-৯নং-গড়দুয়ারা-ইউনিয়ন'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'পুরোনো উইকিপিডিয়া লেখায় বলা হয়েছিল গড়দুয়ারা এখন রাউজানে; ইউনিয়নের নিজস্ব ওয়েবসাইট ও বাংলা উইকিপিডিয়া একে হাটহাজারীর ৯ নং ইউনিয়ন বলে।',
      'Old Wikipedia text said Garduara is now under Raozan; the union\'s own website and Bengali Wikipedia place 9 No. Garduara Union in Hathazari.',
    ),
  },
  {
    id: 'north-madarsha',
    kind: 'union',
    number: '10',
    name: { bn: 'উত্তর মাদার্শা ইউনিয়ন', en: 'North Madarsha Union' },
    postcode: '4339',
    coordinates: { lat: 22.48722, lng: 91.85472 },
    chairman: {
      role: chairman,
      name: { bn: 'শহিদুল আলম', en: 'Shahidul Alam' },
      asOf: '2021-11-28',
      sources: [azadi2021],
    },
    sources: [azadi2021, 'https://bn.m.wikipedia.org/wiki/%E0%A6%89%E0%A6%A4%E0%A7%8D%E0%A6%A4%E0%A6%B0_%E0%A6%AE%E0%A6%BE%E0%A6%A6%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%B6%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8', 'https://bn.wikipedia.org/wiki/উত্তর_মাদার্শা_ইউনিয়ন'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ায় চেয়ারম্যানের নাম "শাহেদুল আলম শাহেদ"; ২০২০ সালের অনুলিপিতে মনজুর হোসেন চৌধুরী মাসুদ। পোস্ট কোড: ডাক বিভাগের তালিকায় ৪৩৩৯ (মাদ্রাসা ডাকঘর), বর্তমান বাংলা উইকিপিডিয়ায় ৪৩৩৬। বানানভেদ: Uttar Madrasha।',
      'Wikipedia gives the chairman as "Shahedul Alam Shahed"; a 2020 copy names Manjur Hossain Chowdhury Masud. Postcode: 4339 (Madrasa post office) in the Bangladesh Post list, 4336 in current Bengali Wikipedia. Spelling variant: Uttar Madrasha.',
    ),
  },
  {
    id: 'fatehpur',
    kind: 'union',
    name: { bn: 'ফতেপুর ইউনিয়ন', en: 'Fatehpur Union' },
    details: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় এই ইউনিয়নে অবস্থিত (বাংলাপিডিয়া)।', en: 'The University of Chittagong lies in this union (Banglapedia).' },
    chairman: {
      role: chairman,
      name: { bn: 'মো. জয়নুল আবেদীন', en: 'Md Joynul Abedin' },
      asOf: '2021-11-28',
      sources: [azadi2021],
    },
    sources: [azadi2021, 'https://en.banglapedia.org/index.php?title=University_of_Chittagong'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes('বানানভেদ: Fathepur। স্থানাঙ্ক ও পোস্ট কোড পাওয়া যায়নি।', 'Spelling variant: Fathepur. Coordinates and postcode were not found.'),
  },
  {
    id: 'chikandandi',
    kind: 'union',
    name: { bn: 'চিকনদণ্ডী ইউনিয়ন', en: 'Chikandandi Union' },
    details: {
      bn: 'উপজেলার দক্ষিণ-পশ্চিম প্রান্তের ইউনিয়ন (ইংরেজি উইকিপিডিয়া)। চেয়ারম্যান হাসানুজ্জামান বাচ্চুর মৃত্যুর পর ২৮ এপ্রিল (২০২৪) উপনির্বাচন হয়; বিজয়ী চেয়ারম্যান ৩ জুন (২০২৪) শপথ নেন।',
      en: 'The south-westernmost union (English Wikipedia). After the death of chairman Hasanuzzaman Bachchu a by-election was held on 28 April (2024); the winner took the oath on 3 June (2024).',
    },
    coordinates: { lat: 22.43056, lng: 91.83111 },
    website: 'https://chikandandiup.chittagong.gov.bd',
    chairman: {
      role: { bn: 'চেয়ারম্যান (উপনির্বাচনে নির্বাচিত)', en: 'Chairman (elected at a by-election)' },
      name: { bn: 'নুরুল আবসার', en: 'Nurul Absar' },
      asOf: '2024-06-03',
      sources: ['https://uttarchattala.com/?p=7904'],
    },
    sources: [
      'https://uttarchattala.com/?p=7904',
      'https://dainikazadi.net/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A7%AB-%E0%A6%AA%E0%A7%81%E0%A6%B0%E0%A6%A8%E0%A7%8B-%E0%A7%AE-%E0%A6%A8%E0%A6%A4%E0%A7%81/',
      'https://en.wikipedia.org/wiki/Chikandandi_Union',
      'https://bn.wikipedia.org/wiki/%E0%A6%9A%E0%A6%BF%E0%A6%95%E0%A6%A8%E0%A6%A6%E0%A6%A3%E0%A7%8D%E0%A6%A1%E0%A6%BF_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
      'https://chikandandiup.chittagong.gov.bd/bn/site/page/ZU9w-%E0%A6%9A%E0%A6%BF%E0%A6%95%E0%A6%A8%E0%A6%A6%E0%A6%A3%E0%A7%8D%E0%A6%A1%E0%A7%80-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8%E0%A7%87%E0%A6%B0-%E0%A6%87%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A6%BE%E0%A6%B8',
    ],
    asOf: '2024-06-03',
    confidence: 'medium',
    notes: unionNotes('বানানভেদ: চিকনদন্ডী, Chikondandi।', 'Spelling variants: চিকনদন্ডী, Chikondandi.'),
  },
  {
    id: 'south-madarsha',
    kind: 'union',
    name: { bn: 'দক্ষিণ মাদার্শা ইউনিয়ন', en: 'South Madarsha Union' },
    postcode: '4339',
    coordinates: { lat: 22.43056, lng: 91.87 },
    chairman: {
      role: chairman,
      name: { bn: 'সরোয়ার চৌধুরী', en: 'Sarowar Chowdhury' },
      asOf: '2021-11-28',
      sources: [azadi2021],
    },
    sources: [azadi2021, 'https://bn.m.wikipedia.org/wiki/%E0%A6%A6%E0%A6%95%E0%A7%8D%E0%A6%B7%E0%A6%BF%E0%A6%A3_%E0%A6%AE%E0%A6%BE%E0%A6%A6%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%B6%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8', 'https://bn.wikipedia.org/wiki/দক্ষিণ_মাদার্শা_ইউনিয়ন'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ায় চেয়ারম্যানের নাম "মোহাম্মদ সরোয়ার"; ২০২০ সালের অনুলিপিতে মোহাম্মদ আবদুল মজিদ। পোস্ট কোড: ডাক বিভাগের তালিকায় ৪৩৩৯, বর্তমান বাংলা উইকিপিডিয়ায় ৪৩৩৬। বানানভেদ: দক্ষিন মাদার্শা, Dakkin Madrasha।',
      'Wikipedia gives the chairman as "Mohammad Sarwar"; a 2020 copy names Mohammad Abdul Majid. Postcode: 4339 in the Bangladesh Post list, 4336 in current Bengali Wikipedia. Spelling variants: দক্ষিন মাদার্শা, Dakkin Madrasha.',
    ),
  },
  {
    id: 'shikarpur',
    kind: 'union',
    name: { bn: 'শিকারপুর ইউনিয়ন', en: 'Shikarpur Union' },
    details: {
      bn: 'পশ্চিম ও পূর্ব বাথুয়া এই ইউনিয়নের গ্রাম (ইউনিয়নের ওয়েবসাইট)।',
      en: 'Its villages include West and East Bathua (union website).',
    },
    postcode: '4337',
    coordinates: { lat: 22.41806, lng: 91.86889 },
    website: 'https://shikarpurup.chittagong.gov.bd',
    chairman: {
      role: chairman,
      name: { bn: 'এম এ খালেদ', en: 'M A Khaled' },
      asOf: '2021-11-28',
      sources: [azadi2021],
    },
    sources: [azadi2021, 'https://bn.wikipedia.org/wiki/%E0%A6%B6%E0%A6%BF%E0%A6%95%E0%A6%BE%E0%A6%B0%E0%A6%AA%E0%A7%81%E0%A6%B0_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8,_%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80', 'https://shikarpurup.chittagong.gov.bd/en/site/page/hzcq-এক-নজরে-শিকারপুর-ইউনিয়ন', 'https://dainikazadi.net/?p=308986'],
    asOf: '2021-11-28',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার ইনফোবক্স ও আজাদীর পুরোনো একটি প্রতিবেদনে চেয়ারম্যান মোহাম্মদ আবু বক্কর সিদ্দিকী। বানানভেদ: Sikarpur।',
      'The Wikipedia infobox and an older Azadi report name Mohammad Abu Bakkar Siddiki as chairman. Spelling variant: Sikarpur.',
    ),
  },
  {
    id: 'burishchar',
    kind: 'union',
    name: { bn: 'বুড়িশ্চর ইউনিয়ন', en: 'Burishchar Union' },
    sources: [azadi2021],
    asOf: '2026-11',
    confidence: 'medium',
    notes: {
      bn: 'চেয়ারম্যানের নাম পাওয়া যায়নি (২০২১ সালের ফলাফলের তালিকা এই ইউনিয়নের আগেই কেটে গেছে)। বানানভেদ: Burirchar, Budirchar (বুডিরশ্চর একটি ডেটাসেটের ভুল বানান)।',
      en: 'The chairman was not found (the 2021 results list breaks off before this union). Spelling variants: Burirchar, Budirchar (বুডিরশ্চর is a typo in one dataset).',
    },
  },
  {
    id: 'hathazari-paurashava',
    kind: 'municipality',
    name: { bn: 'হাটহাজারী পৌরসভা', en: 'Hathazari Paurashava (Municipality)' },
    details: {
      bn: '৩১/০৭/২০১২ তারিখের এসআরও ২৭৭/আইন-১২ অনুযায়ী ঘোষিত, ০১/১০/২০১২ থেকে কার্যকর; "ক" শ্রেণির পৌরসভা। উত্তরে মির্জাপুর, দক্ষিণে ফতেপুর, পূর্বে মেখল ও পশ্চিমে সীতাকুণ্ড। সরকারি তথ্যপাতা অনুযায়ী গেজেট সংশোধনের অপেক্ষায় ওয়ার্ডের সীমানা এখনো চূড়ান্ত নয়। একটি প্রতিবেদন অনুযায়ী ২০১২ সাল থেকে নির্বাচিত পরিষদ নেই; প্রশাসক দায়িত্ব পালন করছেন। অফিসের ফোন নম্বর কোনো সূত্রে পাওয়া যায়নি।',
      en: 'Declared by SRO 277/Ain-12 dated 31/07/2012, effective 01/10/2012; a class "A" ("ক") municipality. Bounded by Mirzapur (north), Fatehpur (south), Mekhal (east) and Sitakunda (west). The official fact sheet says ward boundaries are not yet final, pending a gazette amendment. According to a report there has been no elected council since 2012; an administrator runs it. No source gives the office phone number.',
    },
    postcode: '4330',
    areaKm2: 24.13,
    coordinates: { lat: 22.5085, lng: 91.8075 },
    chairman: {
      role: { bn: 'প্রশাসক (১৫ ফেব্রুয়ারি ২০২৪-এর প্রজ্ঞাপনে নিয়োগ)', en: 'Administrator (appointed by notification of 15 February 2024)' },
      name: { bn: 'মঞ্জুরুল আলম চৌধুরী (মঞ্জু)', en: 'Manjurul Alam Chowdhury (Manju)' },
      asOf: '2024-02-15',
      sources: ['https://dainikazadi.net/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE%E0%A6%B0-%E0%A6%A8%E0%A6%A4%E0%A7%81%E0%A6%A8-%E0%A6%AA/', 'https://dailydeshbartaman.com/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%aa%e0%a7%8c%e0%a6%b0%e0%a6%b8%e0%a6%ad%e0%a6%be%e0%a6%b0-%e0%a6%aa%e0%a7%8d%e0%a6%b0%e0%a6%b6%e0%a6%be%e0%a6%b8'],
    },
    sources: [
      'http://www.hathazari.chittagong.gov.bd/bn/site/page/OuuJ-এক-নজরে',
      'https://hathazari.chittagong.gov.bd/bn/site/page/xREM-ওয়ার্ডসমূহ',
      'https://dainikazadi.net/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE%E0%A6%B0-%E0%A6%A8%E0%A6%A4%E0%A7%81%E0%A6%A8-%E0%A6%AA/',
      'https://dailydeshbartaman.com/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80-%e0%a6%aa%e0%a7%8c%e0%a6%b0%e0%a6%b8%e0%a6%ad%e0%a6%be%e0%a6%b0-%e0%a6%aa%e0%a7%8d%e0%a6%b0%e0%a6%b6%e0%a6%be%e0%a6%b8',
      'https://bn.wikipedia.org/wiki/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80_%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE',
      'https://bn.wikipedia.org/wiki/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80',
    ],
    asOf: '2024-02-15',
    confidence: 'medium',
    notes: {
      bn: 'তাঁর আগে সহকারী কমিশনার (ভূমি) আবু রায়হান এবং তারও আগে ইউএনওরা প্রশাসকের দায়িত্বে ছিলেন। উইকিপিডিয়ার বিভিন্ন সংস্করণে প্রশাসক হিসেবে অন্য নাম আছে: মোহাম্মদ শহিদুল আলম (ইউএনও) ও ইশরাত জাহান পান্না। পরে বদল হয়ে থাকতে পারে; যাচাই করে নিন।',
      en: 'Before him the Assistant Commissioner (Land) Abu Rayhan, and earlier the UNOs, acted as administrator. Wikipedia versions name other administrators: Mohammad Shahidul Alam (UNO) and Israt Jahan Panna. It may have changed since; check before relying on it.',
    },
  },
  {
    id: 'hathazari-former-union',
    kind: 'former-union',
    name: { bn: 'হাটহাজারী ইউনিয়ন (সাবেক)', en: 'Hathazari Union (former)' },
    details: {
      bn: 'এটি এখন আর ইউনিয়ন নয়: বাংলা উইকিপিডিয়া একে "সাবেক ইউনিয়ন" বলে, এর জায়গায় ২০১২ সালে হাটহাজারী পৌরসভা গঠিত হয়েছে। ইতিহাসের জন্য রাখা হলো: আয়তন ২৪.১৩ বর্গকিলোমিটার, ২০১১ সালে জনসংখ্যা ৭৪,৫৬৫।',
      en: 'No longer a union: Bengali Wikipedia calls it a "former union", replaced in 2012 by Hathazari Paurashava. Kept for history: area 24.13 km², population 74,565 in 2011.',
    },
    areaKm2: 24.13,
    coordinates: { lat: 22.51083, lng: 91.81278 },
    sources: ['https://bn.wikipedia.org/wiki/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8', 'https://bn.wikivoyage.org/wiki/%E0%A6%B9%E0%A6%BE%E0%A6%9F%E0%A6%B9%E0%A6%BE%E0%A6%9C%E0%A6%BE%E0%A6%B0%E0%A7%80_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE', 'http://www.hathazari.chittagong.gov.bd/bn/site/page/OuuJ-এক-নজরে'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]
