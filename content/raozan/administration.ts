import type { Office, Union } from '../pack/schema'

/**
 * Government offices, post offices, unions and the paurashava. No web page read for this pack
 * prints an office phone number, so no office carries one. Office holders change often (and
 * widely after August 2024), so every holder carries the date its source gives.
 */

const portal = 'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766'
const enWiki = 'https://en.wikipedia.org/wiki/Raozan_Upazila'
const banglapediaEn = 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'
// Dainik Azadi, 4 November 2025: the divisional commissioner's visit (UNO, AC Land named).
const azadi2025 = 'https://dainikazadi.net/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87%e0%a6%b0-%e0%a6%aa%e0%a6%b0%e0%a6%bf%e0%a6%b8%e0%a7%8d%e0%a6%a5%e0%a6%bf%e0%a6%a4%e0%a6%bf-%e0%a6%96%e0%a6%be%e0%a6%b0%e0%a6%be%e0%a6%aa'
// Daily Purbodesh, the same event on 3 November 2025 (also names the OC of Raozan thana).
const purbodesh2025 = 'https://new.dailypurbodesh.com/%E0%A6%AD%E0%A6%AF%E0%A6%BC%E0%A6%82%E0%A6%95%E0%A6%B0-%E0%A6%AE%E0%A6%A8%E0%A7%87-%E0%A6%B9%E0%A6%B2%E0%A7%87%E0%A6%93-%E0%A6%AC%E0%A6%BE%E0%A6%B8%E0%A7%8D%E0%A6%A4%E0%A6%AC%E0%A7%87-%E0%A6%B0/'
// Hridoye Chattogram, 19 November 2024: the press club's meeting with the upazila administration.
const pressClub2024 = 'https://hridoyechattogram.com/article/31167'
const communityPolicing2021 = 'https://www.dailyshamolbangla.com/2021/10/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87-%e0%a6%95%e0%a6%ae%e0%a6%bf%e0%a6%89%e0%a6%a8%e0%a6%bf%e0%a6%9f%e0%a6%bf-%e0%a6%aa%e0%a7%81%e0%a6%b2%e0%a6%bf%e0%a6%b6%e0%a6%bf%e0%a6%82'
const ocWithdrawn2024 = 'https://priyochattogram.com/154244'
const ocJoined2024 = 'https://www.dailyshamolbangla.com/2024/09/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8-%E0%A6%A5%E0%A6%BE%E0%A6%A8%E0%A6%BE%E0%A6%B0-%E0%A6%A8%E0%A6%A4%E0%A7%81%E0%A6%A8-%E0%A6%93%E0%A6%B8%E0%A6%BF%E0%A6%B0-%E0%A6%B8%E0%A6%BE/'
const ocWithdrawnNov2024 = 'https://khaskhobor.news/25067/'
const ocAug2025 = 'https://dailyswadhinsangbad.com/2025/08/18/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8-%E0%A6%A5%E0%A6%BE%E0%A6%A8%E0%A6%BE-%E0%A6%AA%E0%A7%81%E0%A6%B2%E0%A6%BF%E0%A6%B6%E0%A7%87%E0%A6%B0-%E0%A6%85%E0%A6%AD%E0%A6%BF%E0%A6%AF'
const fireWeek2019 = 'https://raozannews.com.bd/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8%E0%A7%87-%E0%A6%AB%E0%A6%BE%E0%A7%9F%E0%A6%BE%E0%A6%B0-%E0%A6%B8%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%AD%E0%A6%BF%E0%A6%B8-%E0%A6%93-%E0%A6%B8/'
const fire2022 = 'https://alorkantho24.com/2022/01/28/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8%E0%A7%87-%E0%A6%85%E0%A6%97%E0%A7%8D%E0%A6%A8%E0%A6%BF%E0%A6%95%E0%A6%BE%E0%A6%A3%E0%A7%8D%E0%A6%A1%E0%A7%87-%E0%A6%AA%E0%A7%81%E0%A7%9C%E0%A7%87/'
const bbsOffice = 'http://bbs.raozan.chittagong.gov.bd/bn/site/page/A5kr-এক-নজরে-রাউজান'

const noPhone = {
  bn: 'অফিসের ফোন নম্বর কোনো সূত্রে পাওয়া যায়নি; উপজেলার ওয়েবসাইট বা সরাসরি অফিস থেকে জেনে নিন।',
  en: 'No source gives the office phone number; ask at the office or check the upazila website.',
}

const uno = { bn: 'উপজেলা নির্বাহী অফিসার (ইউএনও)', en: 'Upazila Nirbahi Officer (UNO)' }
const acLand = { bn: 'সহকারী কমিশনার (ভূমি)', en: 'Assistant Commissioner (Land)' }

export const offices: Office[] = [
  {
    id: 'uno-office',
    kind: 'administration',
    name: { bn: 'উপজেলা পরিষদ ও উপজেলা নির্বাহী অফিসারের কার্যালয়', en: 'Upazila Parishad and UNO Office' },
    address: { bn: 'রাউজান উপজেলা কমপ্লেক্স', en: 'Raozan Upazila Complex' },
    details: {
      bn: `উপজেলা প্রশাসনের প্রধান কার্যালয়; উপজেলা পরিষদে একটি মিলনায়তন (অডিটোরিয়াম) আছে। টেলিফোন এরিয়া কোড ০৩০২৬। ${noPhone.bn}`,
      en: `The seat of the upazila administration; the Upazila Parishad has an auditorium. Telephone area code 03026. ${noPhone.en}`,
    },
    website: 'http://raozan.chittagong.gov.bd',
    holders: [
      { role: uno, name: { bn: 'জিসান বিন মাজেদ', en: 'Jishan Bin Majed' }, asOf: '2025-11-03', sources: [azadi2025, purbodesh2025] },
      { role: uno, name: { bn: 'অংগ্যজাই মারমা', en: 'Angyajai Marma' }, asOf: '2024-11-19', sources: [pressClub2024, enWiki] },
      { role: uno, name: { bn: 'জোনায়েদ কবির সোহাগ', en: 'Jonayed Kabir Sohag' }, asOf: '2021-10-30', sources: [communityPolicing2021, fireWeek2019] },
    ],
    sources: [portal, enWiki, azadi2025, purbodesh2025, pressClub2024],
    asOf: '2025-11-03',
    confidence: 'high',
    notes: {
      bn: 'ইংরেজি উইকিপিডিয়ার তথ্যছকে প্রধান নির্বাহী কর্মকর্তা হিসেবে অংগ্যজাই মারমার নাম আছে। কর্মকর্তারা প্রায়ই বদলান; যাওয়ার আগে নিশ্চিত হয়ে নিন।',
      en: 'The English Wikipedia infobox names Angyajai Marma as chief executive officer. Officers change often; confirm before you go.',
    },
  },
  {
    id: 'raozan-thana',
    kind: 'police',
    name: { bn: 'রাউজান থানা', en: 'Raozan Thana (police station)' },
    details: {
      bn: `জরুরি প্রয়োজনে জাতীয় জরুরি সেবা নম্বরে ফোন করুন। থানার সঠিক ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `In an emergency call the national emergency number. The exact address is not in the sources. ${noPhone.en}`,
    },
    holders: [
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি)', en: 'Officer-in-Charge (OC)' },
        name: { bn: 'মনিরুল ইসলাম ভূইয়া', en: 'Monirul Islam Bhuiyan' },
        asOf: '2025-11-03',
        sources: [purbodesh2025, ocAug2025],
      },
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি), যোগদান ১৩ সেপ্টেম্বর ২০২৪, প্রত্যাহার ২০ নভেম্বর ২০২৪', en: 'Officer-in-Charge (OC), joined 13 Sep 2024, withdrawn 20 Nov 2024' },
        name: { bn: 'মীর মাহাবুবুর রহমান', en: 'Mir Mahbubur Rahman' },
        asOf: '2024-11-20',
        sources: [ocJoined2024, ocWithdrawnNov2024],
      },
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি), প্রত্যাহার ২ সেপ্টেম্বর ২০২৪', en: 'Officer-in-Charge (OC), withdrawn 2 Sep 2024' },
        name: { bn: 'জাহিদ হোসেন', en: 'Jahid Hossain' },
        asOf: '2024-09-02',
        sources: [ocWithdrawn2024],
      },
      {
        role: { bn: 'ভারপ্রাপ্ত কর্মকর্তা (ওসি)', en: 'Officer-in-Charge (OC)' },
        name: { bn: 'আব্দুল্লাহ আল হারুন', en: 'Abdullah Al Harun' },
        asOf: '2021-10-30',
        sources: [communityPolicing2021],
      },
    ],
    sources: [purbodesh2025, ocAug2025, ocJoined2024, ocWithdrawnNov2024, ocWithdrawn2024, communityPolicing2021],
    asOf: '2025-11-03',
    confidence: 'medium',
    notes: {
      bn: '২০১৬ সালের একটি প্রতিবেদন অনুযায়ী উপজেলার দক্ষিণাংশের কয়েকটি ইউনিয়ন নিয়ে "দক্ষিণ রাউজান থানা" গঠনের প্রস্তাব ছিল; সেটি চালু হয়েছে কি না কোনো সূত্রে পাওয়া যায়নি।',
      en: 'A 2016 report describes a proposed "South Raozan thana" for several southern unions; no source says whether it was set up.',
    },
  },
  {
    id: 'fire-station',
    kind: 'fire',
    name: { bn: 'রাউজান ফায়ার সার্ভিস ও সিভিল ডিফেন্স স্টেশন', en: 'Raozan Fire Service & Civil Defence Station' },
    details: {
      bn: `৬ নভেম্বর ২০১৯ রাউজান ফায়ার সার্ভিস প্রাঙ্গণে ফায়ার সার্ভিস ও সিভিল ডিফেন্স সপ্তাহের উদ্বোধন হয়; জানুয়ারি ২০২২-এ কদলপুরের এক অগ্নিকাণ্ডে রাউজান ফায়ার স্টেশনের সদস্যরা আগুন নিয়ন্ত্রণ করেন। স্টেশনের সঠিক ঠিকানা সূত্রে নেই। আগুন লাগলে ১০২ বা ৯৯৯ নম্বরে ফোন করুন। ${noPhone.bn}`,
      en: `On 6 November 2019 Fire Service & Civil Defence Week was opened at the Raozan Fire Service premises; in January 2022 members of the Raozan fire station put out a fire in Kadalpur. The exact address is not in the sources. For a fire call 102 or 999. ${noPhone.en}`,
    },
    sources: [fireWeek2019, fire2022],
    asOf: '2022-01-28',
    confidence: 'medium',
  },
  {
    id: 'land-office',
    kind: 'land',
    name: { bn: 'উপজেলা ভূমি অফিস (সহকারী কমিশনার-ভূমি)', en: 'Upazila Land Office (Assistant Commissioner, Land)' },
    details: { bn: `অফিসের ঠিকানা সূত্রে নেই। ${noPhone.bn}`, en: `The office address is not in the sources. ${noPhone.en}` },
    holders: [
      { role: acLand, name: { bn: 'অংছিং মারমা', en: 'Angching Marma' }, asOf: '2025-11-03', sources: [azadi2025, purbodesh2025] },
      { role: acLand, name: { bn: 'মোঃ রিদুয়ানুল ইসলাম', en: 'Md Riduanul Islam' }, asOf: '2024-11-19', sources: [pressClub2024] },
    ],
    sources: [azadi2025, purbodesh2025, pressClub2024],
    asOf: '2025-11-03',
    confidence: 'medium',
  },
  {
    id: 'statistics-office',
    kind: 'other',
    name: { bn: 'উপজেলা পরিসংখ্যান কার্যালয়, রাউজান', en: 'Upazila Statistics Office, Raozan' },
    details: {
      bn: `বাংলাদেশ পরিসংখ্যান ব্যুরোর উপজেলা কার্যালয়; এর নিজস্ব ওয়েব পোর্টাল আছে। অফিসের ঠিকানা সূত্রে নেই। ${noPhone.bn}`,
      en: `The upazila office of the Bangladesh Bureau of Statistics; it has its own web portal. The office address is not in the sources. ${noPhone.en}`,
    },
    website: 'http://bbs.raozan.chittagong.gov.bd',
    sources: [bbsOffice],
    asOf: '2026-11',
    confidence: 'high',
  },
]

// Bangladesh Post's list of postcodes, as an open dataset on GitHub (the English spellings are the dataset's).
const postcodeDataset = 'https://github.com/TanjidulIslamToha/bangladesh-postal-codes-database/blob/5a75bf50d0d771ce821bfa82cb6c3c203f090ccd/variations/districts/chittagong/district-chittagong.csv'

const postOffice = (id: string, postcode: string, bn: string, en: string, extra: Partial<Office> = {}): Office => ({
  id,
  kind: 'post',
  name: { bn: `${bn} ডাকঘর`, en: `${en} Post Office` },
  postcode,
  sources: [postcodeDataset],
  asOf: '2026-11',
  confidence: 'medium',
  ...extra,
})

export const postOffices: Office[] = [
  postOffice('post-raozan', '4340', 'রাউজান', 'Raozan', { sources: [postcodeDataset, enWiki], confidence: 'high', notes: { bn: 'ডেটাসেটে ইংরেজি বানান "Rouzan"।', en: 'The dataset spells it "Rouzan".' } }),
  postOffice('post-binajuri', '4341', 'বিনাজুরী', 'Binajuri', { notes: { bn: 'ডেটাসেটে ইংরেজি বানান "Beenajuri"।', en: 'The dataset spells it "Beenajuri".' } }),
  postOffice('post-kundeshwari', '4342', 'কুণ্ডেশ্বরী', 'Kundeshwari', {
    sources: [postcodeDataset, 'https://en.wikipedia.org/wiki/Nutan_Chandra_Singha'],
    details: { bn: 'উইকিপিডিয়া অনুযায়ী নূতন চন্দ্র সিংহ একটি ডাকঘরও স্থাপন করেন।', en: 'According to Wikipedia, Nutan Chandra Singha also built a post office.' },
  }),
  postOffice('post-gohira', '4343', 'গহিরা', 'Gohira', { notes: { bn: 'ডেটাসেটে বানান "গহীরা" ও "Gahira"।', en: 'The dataset spells it "গহীরা" and "Gahira".' } }),
  postOffice('post-jagannath-hat', '4344', 'জগন্নাথ হাট', 'Jagannath Hat'),
  postOffice('post-fatehpur', '4345', 'ফতেহপুর', 'Fatehpur', { notes: { bn: 'ডেটাসেটে ইংরেজি বানান "Fatepur"।', en: 'The dataset spells it "Fatepur".' } }),
  postOffice('post-noapara', '4346', 'নোয়াপাড়া', 'Noapara', { notes: { bn: 'ডেটাসেটে ইংরেজি নাম "Guzra Noapara"।', en: 'The dataset names it "Guzra Noapara" in English.' } }),
  postOffice('post-dewanpur', '4347', 'দেওয়ানপুর', 'Dewanpur'),
  postOffice('post-mahamuni', '4348', 'মহামুনি', 'Mahamuni', { notes: { bn: 'ডেটাসেটে বানান "মোহামনী" ও "Mohamuni"।', en: 'The dataset spells it "মোহামনী" and "Mohamuni".' } }),
  postOffice('post-bit', '4349', 'বি.আই.টি', 'B.I.T', {
    sources: [postcodeDataset, 'https://en.wikipedia.org/wiki/Chittagong_University_of_Engineering_%26_Technology'],
    details: {
      bn: 'বিআইটি চুয়েটের আগের নাম; ইংরেজি উইকিপিডিয়ায় চুয়েটের পোস্ট কোড ৪৩৪৯।',
      en: 'BIT is CUET\'s former name; English Wikipedia gives CUET\'s postcode as 4349.',
    },
  }),
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
// Bizbd News, 12 November 2021: all 14 unions' chairmen (and members) elected unopposed; no poll on 28 November.
const unopposed2021 = 'https://bizbdnews.net/2021/11/12'

// Bengali Wikipedia's union articles (some read through copies or proxies; cited at the originals).
const wiki = {
  haldia: 'https://bn.wikipedia.org/wiki/%E0%A6%B9%E0%A6%B2%E0%A6%A6%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8,_%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8',
  dabua: 'https://bn.wikipedia.org/wiki/%E0%A6%A1%E0%A6%BE%E0%A6%AC%E0%A7%81%E0%A6%AF%E0%A6%BC%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  chikdair: 'https://bn.wikipedia.org/s/2z1f',
  gohira: 'https://bn.wikipedia.org/wiki/%E0%A6%97%E0%A6%B9%E0%A6%BF%E0%A6%B0%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  binajuri: 'https://bn.wikipedia.org/s/3oy',
  raozan: 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  pahartali: 'https://bn.wikipedia.org/wiki/%E0%A6%AA%E0%A6%BE%E0%A6%B9%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%A4%E0%A6%B2%E0%A7%80_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  purbaGujra: 'https://bn.m.wikipedia.org/wiki/%E0%A6%AA%E0%A7%82%E0%A6%B0%E0%A7%8D%E0%A6%AC_%E0%A6%97%E0%A7%81%E0%A6%9C%E0%A6%B0%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  paschimGujra: 'https://bn.m.wikipedia.org/wiki/%E0%A6%AA%E0%A6%B6%E0%A7%8D%E0%A6%9A%E0%A6%BF%E0%A6%AE_%E0%A6%97%E0%A7%81%E0%A6%9C%E0%A6%B0%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  urkirchar: 'https://bn.wikipedia.org/wiki/%E0%A6%89%E0%A6%B0%E0%A6%95%E0%A6%BF%E0%A6%B0%E0%A6%9A%E0%A6%B0_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
  noapara: 'https://bn.wikipedia.org/wiki/%E0%A6%A8%E0%A7%8B%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%AA%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BE_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8,_%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8',
  bagoan: 'https://bn.m.wikipedia.org/wiki/%E0%A6%AC%E0%A6%BE%E0%A6%97%E0%A7%8B%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%A8_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8,_%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8',
  nawajishpur: 'https://bn.m.Wikipedia.org/wiki/%E0%A6%A8%E0%A6%93%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B6_%E0%A6%AA%E0%A7%82%E0%A6%B0_%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8',
}

export const unions: Union[] = [
  {
    id: 'haldia',
    kind: 'union',
    number: '1',
    name: { bn: 'হলদিয়া ইউনিয়ন', en: 'Haldia Union' },
    details: {
      bn: 'আয়তনে উপজেলার সবচেয়ে বড় ইউনিয়ন, উপজেলার সর্ব-উত্তরে; উপজেলা সদর থেকে প্রায় সাড়ে ৫ কিলোমিটার।',
      en: 'The largest union of the upazila by area, in its far north; about 5.5 km from the upazila headquarters.',
    },
    areaKm2: 47.14,
    postcode: '4344',
    coordinates: { lat: 22.58139, lng: 91.90167 },
    website: 'https://holdiaup.chittagong.gov.bd',
    sources: [wiki.haldia, banglapediaEn, 'https://holdiaup.chittagong.gov.bd/bn/site/page/DBvK-%E0%A6%B9%E0%A6%B2%E0%A6%A6%E0%A6%BF%E0%A7%9F%E0%A6%BE-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A7%9F%E0%A6%A8%E0%A7%87%E0%A6%B0-%E0%A6%87%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A6%BE%E0%A6%B8'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান বীর মুক্তিযোদ্ধা শফিকুল ইসলাম (২০১১ থেকে টানা তৃতীয় মেয়াদ; তারিখহীন)। বানানভেদ: Haladia (বাংলাপিডিয়া), Holdia।',
      'The Wikipedia infobox names freedom fighter Shafiqul Islam as chairman (third term in a row since 2011; undated). Spelling variants: Haladia (Banglapedia), Holdia.',
    ),
  },
  {
    id: 'dabua',
    kind: 'union',
    number: '2',
    name: { bn: 'ডাবুয়া ইউনিয়ন', en: 'Dabua Union' },
    areaKm2: 22.6,
    postcode: '4344',
    coordinates: { lat: 22.56889, lng: 91.90028 },
    chairman: {
      role: chairman,
      name: { bn: 'আলহাজ্ব আবদুর রহমান চৌধুরী', en: 'Alhaj Abdur Rahman Chowdhury' },
      asOf: '2022-03-10',
      sources: ['https://www.dailyshamolbangla.com/2022/03/রাউজানের-পশ্চিম-ডাবুয়া-ম'],
    },
    sources: [wiki.dabua, 'https://www.dailyshamolbangla.com/2022/03/রাউজানের-পশ্চিম-ডাবুয়া-ম', 'https://suprobhat.com/%E0%A6%A8%E0%A6%BF%E0%A6%B0%E0%A7%8D%E0%A6%AE%E0%A6%BE%E0%A6%A3%E0%A7%87%E0%A6%B0-%E0%A7%A7%E0%A7%A7-%E0%A6%AC%E0%A6%9B%E0%A6%B0%E0%A7%87%E0%A6%B0-%E0%A6%AE%E0%A6%BE%E0%A6%A5%E0%A6%BE%E0%A7%9F'],
    asOf: '2022-03-10',
    confidence: 'medium',
    notes: unionNotes(
      'বর্তমান উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান পদ "পদশূন্য"। ইউনিয়ন পরিষদ ভবন ২০০৭–২০০৯ সালে নির্মিত (সুপ্রভাত)।',
      'The current Wikipedia infobox shows the chairman\'s post as vacant. The union parishad building was built in 2007–2009 (Suprobhat).',
    ),
  },
  {
    id: 'chikdair',
    kind: 'union',
    number: '3',
    name: { bn: 'চিকদাইর ইউনিয়ন', en: 'Chikdair Union' },
    details: {
      bn: '৯টি ওয়ার্ড; ইউনিয়নের সামনে দিয়ে ঐতিহাসিক সর্ত্তার খাল বয়ে গেছে (ইউনিয়নের ওয়েবসাইট)।',
      en: '9 wards; the historic Sarttar Khal flows past the union (union website).',
    },
    areaKm2: 8.41,
    postcode: '4343',
    coordinates: { lat: 22.53444, lng: 91.8975 },
    website: 'https://chikdairup.chittagong.gov.bd',
    chairman: {
      role: { bn: 'চেয়ারম্যান (দ্বিতীয়বার নির্বাচিত)', en: 'Chairman (elected for a second time)' },
      name: { bn: 'প্রিয়তোষ চৌধুরী', en: 'Priyatosh Chowdhury' },
      asOf: '2021-12',
      sources: ['https://www.dailyshamolbangla.com/2021/12/%e0%a6%9a%e0%a6%bf%e0%a6%95%e0%a6%a6%e0%a6%be%e0%a6%87%e0%a6%b0-%e0%a6%87%e0%a6%89%e0%a6%a8%e0%a6%bf%e0%a7%9f%e0%a6%a8%e0%a7%87%e0%a6%b0-%e0%a6%a8%e0%a6%ac-%e0%a6%a8%e0%a6%bf%e0%a6%b0%e0%a7%8d', wiki.chikdair],
    },
    sources: [wiki.chikdair, 'https://chikdairup.chittagong.gov.bd/en/site/page/ceEI-চিকদাইর-ইউনিয়নের-ইতিহাস', 'https://www.dailyshamolbangla.com/2021/12/%e0%a6%9a%e0%a6%bf%e0%a6%95%e0%a6%a6%e0%a6%be%e0%a6%87%e0%a6%b0-%e0%a6%87%e0%a6%89%e0%a6%a8%e0%a6%bf%e0%a7%9f%e0%a6%a8%e0%a7%87%e0%a6%b0-%e0%a6%a8%e0%a6%ac-%e0%a6%a8%e0%a6%bf%e0%a6%b0%e0%a7%8d'],
    asOf: '2021-12',
    confidence: 'medium',
    notes: unionNotes('বানানভেদ: Chikdaer।', 'Spelling variant: Chikdaer.'),
  },
  {
    id: 'gohira',
    kind: 'union',
    number: '4',
    name: { bn: 'গহিরা ইউনিয়ন', en: 'Gohira Union' },
    details: {
      bn: 'ইউনিয়নের ওয়েবসাইট অনুযায়ী আয়তন ১৪১৫.৩৪ হেক্টর; উত্তরে চিকদাইর ও নোয়াজিষপুর, পূর্বে রাউজান পৌরসভা, পশ্চিমে হালদা নদী ও তার ওপারে হাটহাজারী উপজেলা; দলই নগর ও কোতোয়ালী ঘোনা গ্রাম নিয়ে গঠিত। ব্রিটিশ আমলে আনুমানিক ১৯৪৩ সালে ইউনিয়ন গঠিত হয়।',
      en: 'According to the union website it covers 1,415.34 hectares; Chikdair and Nawajishpur lie to the north, Raozan Paurashava to the east, and the Halda River, with Hathazari Upazila beyond, to the west; it is made up of the villages of Dalai Nagar and Kotwali Ghona. The union was formed around 1943, under British rule.',
    },
    areaKm2: 14.15,
    postcode: '4343',
    coordinates: { lat: 22.51222, lng: 91.88639 },
    website: 'https://gohiraup.chittagong.gov.bd',
    chairman: {
      role: { bn: 'ভারপ্রাপ্ত চেয়ারম্যান', en: 'Acting chairman' },
      name: { bn: 'মোহাম্মদ শিহাবুল আলম', en: 'Mohammad Shihabul Alam' },
      asOf: '2023-07-11',
      sources: ['https://gohiraup.chittagong.gov.bd/bn/site/news/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8%E0%A7%87-%E0%A7%AB-%E0%A6%B2%E0%A6%95%E0%A7%8D%E0%A6%B7-%E0%A6%AB%E0%A6%B2%E0%A6%A6-%E0%A6%9A%E0%A6%BE%E0%A6%B0%E0%A6%BE-%E0%A6%AC%E0%A6%BF%E0%A6%A4%E0%A6%B0%E0%A6%A3-%E0%A6%93-%E0%A6%B0%E0%A7%8B%E0%A6%AA%E0%A6%A8%E0%A7%87%E0%A6%B0-%E0%A6%AA%E0%A7%82%E0%A6%B0%E0%A7%8D%E0%A6%AC%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A6%B8%E0%A7%8D%E0%A6%A4%E0%A7%81%E0%A6%A4%E0%A6%BF-%E0%A6%B8%E0%A6%AD%E0%A6%BE-%E0%A6%85%E0%A6%A8%E0%A7%81%E0%A6%B7%E0%A7%8D%E0%A6%9F%E0%A6%BF%E0%A6%A4-%E0%A6%97%E0%A6%B9%E0%A6%BF%E0%A6%B0%E0%A6%BE-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A7%9F%E0%A6%A8-%E0%A6%AA%E0%A6%B0%E0%A6%BF%E0%A6%B7%E0%A6%A6%E0%A7%87%E0%A5%A4'],
    },
    sources: [
      'https://gohiraup.chittagong.gov.bd/en/site/page/s2jq-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A7%9F%E0%A6%A8-%E0%A6%AA%E0%A6%B0%E0%A6%BF%E0%A6%9A%E0%A6%BF%E0%A6%A4%E0%A6%BF%E0%A6%83',
      'http://gohiraup.chittagong.gov.bd/bn/site/page/5JVw-গহিরা-ইউনিয়নের-ইতিহাস',
      wiki.gohira,
    ],
    asOf: '2023-07-11',
    confidence: 'high',
    notes: unionNotes(
      'উইকিপিডিয়ার একটি সংস্করণের তথ্যছকে চেয়ারম্যান আলহাজ্ব মোহাম্মদ নুরুল আবছার (তারিখহীন)। বানানভেদ: গহীরা, Gahira (বাংলাপিডিয়া)।',
      'A Wikipedia revision\'s infobox names Alhaj Mohammad Nurul Absar as chairman (undated). Spelling variants: গহীরা, Gahira (Banglapedia).',
    ),
  },
  {
    id: 'binajuri',
    kind: 'union',
    number: '6',
    name: { bn: 'বিনাজুরী ইউনিয়ন', en: 'Binajuri Union' },
    details: {
      bn: 'এখানে বিনাজুরী ইউনিয়ন স্বাস্থ্য কেন্দ্র আছে (স্বাস্থ্য পাতা দেখুন)।',
      en: 'Binajuri Union Health Centre is here (see the health page).',
    },
    areaKm2: 10.19,
    postcode: '4341',
    coordinates: { lat: 22.49972, lng: 91.90444 },
    chairman: {
      role: chairman,
      name: { bn: 'রবীন্দ্র লাল চৌধুরী', en: 'Rabindra Lal Chowdhury' },
      asOf: '2021-11',
      sources: ['https://dainikazadi.net/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87-%e0%a7%a7%e0%a7%a7-%e0%a6%9c%e0%a6%a8%e0%a6%87-%e0%a6%86%e0%a6%97%e0%a7%87%e0%a6%b0-%e0%a6%a8%e0%a6%a4%e0%a7%81%e0%a6%a8-%e0%a6%ae', unopposed2021, wiki.binajuri],
    },
    sources: [wiki.binajuri, 'https://dainikazadi.net/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87-%e0%a7%a7%e0%a7%a7-%e0%a6%9c%e0%a6%a8%e0%a6%87-%e0%a6%86%e0%a6%97%e0%a7%87%e0%a6%b0-%e0%a6%a8%e0%a6%a4%e0%a7%81%e0%a6%a8-%e0%a6%ae', unopposed2021],
    asOf: '2021-11',
    confidence: 'medium',
    notes: unionNotes(
      'আজাদী (২৭ অক্টোবর ২০২১): আগের চেয়ারম্যান সুকুমার বড়ুয়ার জায়গায় দলীয় মনোনয়ন পান রবীন্দ্র লাল চৌধুরী; ১২ নভেম্বর ২০২১-এর প্রতিবেদন অনুযায়ী রাউজানের ১৪ ইউনিয়নের সব চেয়ারম্যান বিনা প্রতিদ্বন্দ্বিতায় নির্বাচিত হন। বানানভেদ: Beenajuri।',
      'Azadi (27 October 2021): Rabindra Lal Chowdhury was nominated in place of the previous chairman Sukumar Barua; a report of 12 November 2021 says all 14 Raozan union chairmen were elected unopposed. Spelling variant: Beenajuri.',
    ),
  },
  {
    id: 'raozan-union',
    kind: 'union',
    number: '7',
    name: { bn: 'রাউজান ইউনিয়ন', en: 'Raozan Union' },
    areaKm2: 24.91,
    postcode: '4340',
    coordinates: { lat: 22.51222, lng: 91.935 },
    chairman: {
      role: chairman,
      name: { bn: 'বি এম জসিম উদ্দিন হিরু', en: 'B M Jasim Uddin Hiru' },
      asOf: '2021-12-15',
      sources: ['https://www.alokitoraozan.com/%e0%a6%9a%e0%a6%be%e0%a6%b0%e0%a6%be-%e0%a6%ac%e0%a6%9f%e0%a6%a4%e0%a6%b2%e0%a7%87-%e0%a6%b9%e0%a6%9c%e0%a6%b0%e0%a6%a4-%e0%a6%97%e0%a6%ab%e0%a7%81%e0%a6%b0-%e0%a6%86%e0%a6%b2%e0%a7%80-%e0%a6%ac/print', wiki.raozan],
    },
    sources: [wiki.raozan, 'https://www.alokitoraozan.com/%e0%a6%9a%e0%a6%be%e0%a6%b0%e0%a6%be-%e0%a6%ac%e0%a6%9f%e0%a6%a4%e0%a6%b2%e0%a7%87-%e0%a6%b9%e0%a6%9c%e0%a6%b0%e0%a6%a4-%e0%a6%97%e0%a6%ab%e0%a7%81%e0%a6%b0-%e0%a6%86%e0%a6%b2%e0%a7%80-%e0%a6%ac/print'],
    asOf: '2021-12-15',
    confidence: 'medium',
    notes: unionNotes(),
  },
  {
    id: 'kadalpur',
    kind: 'union',
    number: '8',
    name: { bn: 'কদলপুর ইউনিয়ন', en: 'Kadalpur Union' },
    details: {
      bn: 'ইউনিয়নের ওয়েবসাইট অনুযায়ী চট্টগ্রাম–রাঙ্গামাটি মহাসড়ক থেকে ৪ কিলোমিটার দক্ষিণে; মুসলিম সেনাপতি কদল খান গাজীর নামে নামকরণ।',
      en: 'According to the union website, 4 km south of the Chattogram–Rangamati highway; named after the Muslim general Kadal Khan Gazi.',
    },
    website: 'https://kodolpurup.chittagong.gov.bd',
    sources: ['https://kodolpurup.chittagong.gov.bd/bn/site/page/daYl-এক-নজরে-কদলপুর-ইউনিয়ন', banglapediaEn],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'ইউনিয়নের ওয়েবসাইটের তারিখহীন একটি সংবাদে চেয়ারম্যান মোজাহিদ উদ্দিন চৌধুরী লিংকন। স্থানাঙ্ক ও পোস্ট কোড পাওয়া যায়নি। বানানভেদ: Kodolpur।',
      'An undated news item on the union website names Mozahid Uddin Chowdhury Linkon as chairman. Coordinates and postcode were not found. Spelling variant: Kodolpur.',
    ),
  },
  {
    id: 'pahartali',
    kind: 'union',
    number: '9',
    name: { bn: 'পাহাড়তলী ইউনিয়ন', en: 'Pahartali Union' },
    details: {
      bn: 'চুয়েট ও মহামুনি বৌদ্ধ বিহার এই ইউনিয়নে। (চট্টগ্রাম শহরের পাহাড়তলী থানা থেকে আলাদা।)',
      en: 'CUET and the Mahamuni Buddhist Vihara are in this union. (Not the Pahartali thana of Chattogram city.)',
    },
    areaKm2: 15.44,
    postcode: '4348',
    coordinates: { lat: 22.45278, lng: 91.96861 },
    sources: [wiki.pahartali, 'https://en.wikipedia.org/wiki/Chittagong_University_of_Engineering_%26_Technology', 'http://tathagata.online/view-post/109/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8-%E0%A6%AA%E0%A6%BE%E0%A6%B9%E0%A6%BE%E0%A7%9C%E0%A6%A4%E0%A6%B2%E0%A7%80-%E0%A6%AE%E0%A6%B9%E0%A6%BE%E0%A6%AE%E0%A7%81%E0%A6%A8%E0%A6%BF-%E0%A6%AC%E0%A7%8C%E0%A6%A6%E0%A7%8D%E0%A6%A7-%E0%A6%AC%E0%A6%BF%E0%A6%B9%E0%A6%BE%E0%A6%B0', postcodeDataset],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার ২০২০ সালের সংস্করণের তথ্যছকে চেয়ারম্যান মোহাম্মদ রোকন উদ্দীন। স্থানাঙ্ক ও পোস্ট কোড সেই সংস্করণ থেকে।',
      'The infobox of a 2020 Wikipedia revision names Mohammad Rokon Uddin as chairman. The coordinates and postcode are from that revision.',
    ),
  },
  {
    id: 'purba-gujra',
    kind: 'union',
    number: '10',
    name: { bn: 'পূর্ব গুজরা ইউনিয়ন', en: 'Purba (East) Gujra Union' },
    areaKm2: 27.17,
    postcode: '4346',
    coordinates: { lat: 22.465, lng: 91.92139 },
    website: 'https://purbagujraup.chittagong.gov.bd',
    sources: [wiki.purbaGujra, 'https://purbagujraup.chittagong.gov.bd/en/site/page/rBhv-পূর্ব-গুজরা-ইউনিয়নের-ইতিহাস'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান আব্বাস উদ্দীন (তারিখহীন)। বানানভেদ: পূর্বগুজরা, Purba Guzara।',
      'The Wikipedia infobox names Abbas Uddin as chairman (undated). Spelling variants: পূর্বগুজরা, Purba Guzara.',
    ),
  },
  {
    id: 'paschim-gujra',
    kind: 'union',
    number: '11',
    name: { bn: 'পশ্চিম গুজরা ইউনিয়ন', en: 'Paschim (West) Gujra Union' },
    details: {
      bn: 'উপজেলার পশ্চিমাংশে; ইউনিয়নের ওয়েবসাইট অনুযায়ী মহাকবি নবীনচন্দ্র সেন এই ইউনিয়নে জন্মগ্রহণ করেন।',
      en: 'In the west of the upazila; according to the union website the poet Nabinchandra Sen was born in this union.',
    },
    areaKm2: 10.1,
    postcode: '4346',
    coordinates: { lat: 22.465, lng: 91.90194 },
    website: 'https://paschimgujraup.chittagong.gov.bd',
    sources: [wiki.paschimGujra, 'https://paschimgujraup.chittagong.gov.bd/en/site/golpo_noy_shotti/%E0%A6%AA%E0%A6%B6%E0%A7%8D%E0%A6%9A%E0%A6%BF%E0%A6%AE-%E0%A6%97%E0%A7%81%E0%A6%9C%E0%A6%B0%E0%A6%BE-%E0%A6%B8%E0%A6%AE%E0%A7%8D%E0%A6%AA%E0%A6%B0%E0%A7%8D%E0%A6%95%E0%A7%87-%E0%A6%95%E0%A6%BF%E0%A6%9B%E0%A7%81-%E0%A6%A4%E0%A6%A5%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান লায়ন সাহাবুদ্দীন আরিফ (তারিখহীন)। বানানভেদ: পশ্চিমগুজরা, Paschim Guzara।',
      'The Wikipedia infobox names Lion Sahabuddin Arif as chairman (undated). Spelling variants: পশ্চিমগুজরা, Paschim Guzara.',
    ),
  },
  {
    id: 'urkirchar',
    kind: 'union',
    number: '12',
    name: { bn: 'উরকিরচর ইউনিয়ন', en: 'Urkirchar Union' },
    details: {
      bn: 'আয়তনে উপজেলার সবচেয়ে ছোট ইউনিয়ন, হালদা নদীর তীরে; উত্তরে পশ্চিম গুজরা, পূর্বে নোয়াপাড়া, দক্ষিণ ও পশ্চিমে হালদা নদী। ইউনিয়নের ওয়েবসাইট অনুযায়ী ৫টি মৌজা ও ৩টি হাট-বাজার।',
      en: 'The smallest union of the upazila, on the bank of the Halda; West Gujra lies to the north, Noapara to the east, and the Halda to the south and west. According to the union website it has 5 mauzas and 3 hats/bazars.',
    },
    areaKm2: 5.65,
    postcode: '4346',
    coordinates: { lat: 22.45278, lng: 91.88111 },
    website: 'https://urkircharup.chittagong.gov.bd',
    sources: [wiki.urkirchar, 'http://urkircharup.chittagong.gov.bd/bn/site/page/TAgF-এক-নজরে-উরকিরচর', 'https://urkircharup.chittagong.gov.bd/bn/site/page/7Ybs-উরকিরচর-ইউনিয়নের-ইতিহাস'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান সৈয়দ আবদুল জব্বার সোহেল (তারিখহীন)। গ্রামের সংখ্যা নিয়ে ইউনিয়নের ওয়েবসাইটের দুটি পাতায় ভিন্নতা: ১২ ও ১৬। বানানভেদ: উড়কিরচর (উপজেলার ওয়েবসাইট), Urkirchar।',
      'The Wikipedia infobox names Syed Abdul Jabbar Sohel as chairman (undated). Two pages of the union website differ on the number of villages: 12 and 16. Spelling variants: উড়কিরচর (upazila website), Urkirchar.',
    ),
  },
  {
    id: 'noapara',
    kind: 'union',
    number: '13',
    name: { bn: 'নোয়াপাড়া ইউনিয়ন', en: 'Noapara Union' },
    details: {
      bn: 'মাস্টারদা সূর্য সেনের জন্মস্থান; উপজেলার দ্বিতীয় বাণিজ্যকেন্দ্র নোয়াপাড়া পথেরহাট এখানে। চট্টগ্রাম–কাপ্তাই সড়ক এর ভেতর দিয়ে গেছে।',
      en: 'Birthplace of Masterda Surya Sen; Noapara Pather Hat, the upazila\'s second commercial centre, is here. The Chattogram–Kaptai road passes through it.',
    },
    areaKm2: 14.36,
    postcode: '4346',
    coordinates: { lat: 22.43056, lng: 91.91861 },
    sources: [wiki.noapara, 'https://en.banglainsider.com/feature/5203/Master-Da-Surya-Sen-Valiant-hero-of-Bengal', 'https://www.kalerkantho.com/online/second-capital-everyday/2019/05/20/771347', 'https://en.wikipedia.org/wiki/R164_(Bangladesh)'],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান বাবুল মিয়া (তারিখহীন)। বানানভেদ: Noa Para (বাংলাপিডিয়া)।',
      'The Wikipedia infobox names Babul Mia as chairman (undated). Spelling variant: Noa Para (Banglapedia).',
    ),
  },
  {
    id: 'bagoan',
    kind: 'union',
    number: '14',
    name: { bn: 'বাগোয়ান ইউনিয়ন', en: 'Bagoan Union' },
    areaKm2: 11.02,
    postcode: '4347',
    coordinates: { lat: 22.43056, lng: 91.94778 },
    sources: [wiki.bagoan],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান ভূপেশ বড়ুয়া (তারিখহীন)। পোস্ট কোড উইকিপিডিয়ার ২০২০ সালের সংস্করণ থেকে।',
      'The Wikipedia infobox names Bhupesh Barua as chairman (undated). The postcode is from a 2020 Wikipedia revision.',
    ),
  },
  {
    id: 'nawajishpur',
    kind: 'union',
    number: '15',
    name: { bn: 'নওয়াজিশপুর ইউনিয়ন', en: 'Nawajishpur Union' },
    areaKm2: 6.56,
    postcode: '4343',
    coordinates: { lat: 22.54667, lng: 91.86972 },
    sources: [wiki.nawajishpur],
    asOf: '2026-11',
    confidence: 'medium',
    notes: unionNotes(
      'উইকিপিডিয়ার তথ্যছকে চেয়ারম্যান মোহাম্মদ সরোয়ার্দী (তারিখহীন)। বানানভেদ: নোয়াজিষপুর, নওয়াজিশ পূর, Noajispur (বাংলাপিডিয়া)।',
      'The Wikipedia infobox names Mohammad Sarwardi as chairman (undated). Spelling variants: নোয়াজিষপুর, নওয়াজিশ পূর, Noajispur (Banglapedia).',
    ),
  },
  {
    id: 'raozan-paurashava',
    kind: 'municipality',
    name: { bn: 'রাউজান পৌরসভা', en: 'Raozan Paurashava (Municipality)' },
    details: {
      bn: 'উপজেলার মধ্যভাগে; ৯টি ওয়ার্ড ও ১৭টি মহল্লা (বাংলাপিডিয়া)। উপজেলার ওয়েবসাইট অনুযায়ী ২০০০ সালে ঘোষিত। পৌর সদর জলিলনগর। ২০২১ সালের প্রতিবেদনে মেয়র জমির উদ্দিন পারভেজ; এখন কে দায়িত্বে আছেন, তা কোনো সূত্রে পাওয়া যায়নি। অফিসের ফোন নম্বর কোনো সূত্রে পাওয়া যায়নি।',
      en: 'In the middle of the upazila; 9 wards and 17 mahallas (Banglapedia). Declared in 2000 according to the upazila website. Its centre is Jalil Nagar. Reports of 2021 name Zamir Uddin Parvez as mayor; no source found says who is in charge now. No source gives the office phone number.',
    },
    postcode: '4340',
    areaKm2: 27.15,
    sources: [
      banglapediaEn,
      portal,
      'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE',
      'https://dainikazadi.net/%e0%a6%b8%e0%a6%be%e0%a6%82%e0%a6%b8%e0%a6%a6%e0%a7%87%e0%a6%b0-%e0%a6%a6%e0%a6%bf%e0%a6%95%e0%a6%a8%e0%a6%bf%e0%a6%b0%e0%a7%8d%e0%a6%a6%e0%a7%87%e0%a6%b6%e0%a6%a8%e0%a6%be-%e0%a6%85%e0%a6%a8%e0%a7%81',
      'https://dainikazadi.net/?p=511204',
    ],
    asOf: '2021-09',
    confidence: 'medium',
    notes: {
      bn: 'বাংলা উইকিপিডিয়ায় প্রতিষ্ঠাকাল ১৯৯৮ এবং ২০১১ সালের জনসংখ্যা ৫৫,৮৭৪ (বাংলাপিডিয়ায় শহর এলাকার জনসংখ্যা ৫৯,১৪৮)।',
      en: 'Bengali Wikipedia gives 1998 as the founding year and a 2011 population of 55,874 (Banglapedia gives an urban population of 59,148).',
    },
  },
]
