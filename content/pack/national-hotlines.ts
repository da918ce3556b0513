import type { Hotline } from './schema'

/**
 * The national hotlines (research: facts.md §1.6), exactly the numbers a source confirms: the same
 * in every upazila, so every pack lists these (its emergency.ts) and check-pack.ts requires them.
 * The fire service is 102 (since 6 June 2024; its earlier 16163 was announced to close after 31
 * December 2024 and stays only as a note, never as a number to call) and the railway 131: the
 * spec's 16555 and 16017 are not sourced and must never appear. 106 (Anti-Corruption Commission)
 * was not researched to a source, so it is left out. `asOf` is the launch or change date the
 * sources give.
 */
export const nationalHotlines: readonly Hotline[] = [
  {
    id: 'national-emergency',
    number: '999',
    service: { bn: 'জাতীয় জরুরি সেবা', en: 'National Emergency Service' },
    description: {
      bn: 'পুলিশ, ফায়ার সার্ভিস ও অ্যাম্বুলেন্সের জন্য বিনা মূল্যের জাতীয় জরুরি নম্বর। ১২ ডিসেম্বর ২০১৭ থেকে চালু।',
      en: 'The free national emergency number for police, fire service and ambulance. In service since 12 December 2017.',
    },
    urgent: true,
    sources: [
      'https://bangalpress.com/%E0%A6%9C%E0%A6%B0%E0%A7%81%E0%A6%B0%E0%A7%80-%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A7%9F%E0%A7%8B%E0%A6%9C%E0%A6%A8%E0%A7%87-%E0%A6%9C%E0%A6%BE%E0%A6%A4%E0%A7%80%E0%A7%9F-%E0%A6%B8%E0%A7%87%E0%A6%AC/',
      'https://www.totthoalo.com/emergency-number-bangladesh/',
    ],
    asOf: '2017-12-12',
    confidence: 'high',
  },
  {
    id: 'fire-service',
    number: '102',
    service: { bn: 'ফায়ার সার্ভিস ও সিভিল ডিফেন্স', en: 'Fire Service & Civil Defence' },
    description: {
      bn: 'ফায়ার সার্ভিস ও সিভিল ডিফেন্সের তিন অঙ্কের হটলাইন: আগুন লাগলে বা ফায়ার সার্ভিসের সহায়তা দরকার হলে (যেমন বন্যায়) ফোন করুন। ৬ জুন ২০২৪ থেকে চালু।',
      en: 'The Fire Service & Civil Defence three-digit hotline: call it for a fire or when you need the fire service\'s help (for example in floods). In service since 6 June 2024.',
    },
    urgent: true,
    sources: [
      'https://www.kalbela.com/national/94404',
      'https://ajkerpatrika.com/national/ajpijvqwpdhev',
      'https://dailynayadiganta.com/miscellaneous/840816',
      'https://www.bd-pratidin.com/city/2022/01/12/729998',
    ],
    asOf: '2024-06-06',
    confidence: 'high',
    notes: {
      bn: 'আগের নম্বর ১৬১৬৩: ৩১ ডিসেম্বর ২০২৪-এর পর বন্ধ হওয়ার ঘোষণা দেওয়া হয়েছিল।',
      en: 'Earlier number 16163: announced to close after 31 December 2024.',
    },
  },
  {
    id: 'shasthyo-batayon',
    number: '16263',
    service: { bn: 'স্বাস্থ্য বাতায়ন', en: 'Shasthyo Batayon (health call centre)' },
    description: {
      bn: 'স্বাস্থ্য অধিদপ্তরের স্বাস্থ্য কল সেন্টার; দিনরাত ২৪ ঘণ্টা, সপ্তাহে ৭ দিন চিকিৎসা-পরামর্শ ও স্বাস্থ্যসেবার তথ্য। ২৪ এপ্রিল ২০১৬ থেকে চালু।',
      en: 'The health call centre of the Directorate General of Health Services (DGHS), open 24 hours a day, 7 days a week, for medical advice and health-service information. In service since 24 April 2016.',
    },
    urgent: true,
    sources: [
      'https://iedcr.portal.gov.bd/site/page/75030153-df56-4f17-9d7b-58204984b254',
      'https://shastho.tv/news/details/healthtv11835a2zx',
    ],
    asOf: '2016-04-24',
    confidence: 'high',
  },
  {
    id: 'women-children-violence',
    number: '109',
    service: { bn: 'নারী ও শিশু নির্যাতন প্রতিরোধ হেল্পলাইন', en: 'Helpline against violence towards women and children' },
    description: {
      bn: 'মহিলা ও শিশু বিষয়ক মন্ত্রণালয়ের টোল-ফ্রি হেল্পলাইন, ২৪ ঘণ্টা খোলা; নারী ও শিশু নির্যাতনের ঘটনায় সহায়তার জন্য। মার্চ ২০১৭ থেকে আগের ১০৯২১ নম্বরের বদলে চালু।',
      en: 'The toll-free helpline of the Ministry of Women and Children Affairs, open 24/7, for help with violence against women and children. It replaced 10921 in March 2017.',
    },
    urgent: false,
    sources: ['https://jagonews24.com/national/news/237874', 'https://www.risingbd.com/amp/national/news/218957'],
    asOf: '2017-03',
    confidence: 'high',
  },
  {
    id: 'child-helpline',
    number: '1098',
    service: { bn: 'চাইল্ড হেল্পলাইন', en: 'Child Helpline' },
    description: {
      bn: 'সমাজসেবা অধিদফতরের টোল-ফ্রি শিশু সহায়তা হেল্পলাইন; বিপদে পড়া শিশুর জন্য। ২৭ অক্টোবর ২০১৬ থেকে চালু।',
      en: 'The toll-free helpline of the Department of Social Services for children who need help. In service since 27 October 2016.',
    },
    urgent: false,
    sources: [
      'https://dss.sirajganj.gov.bd/en/site/page/5cFo-%E0%A6%B6%E0%A6%BF%E0%A6%B6%E0%A7%81%E0%A6%B0-%E0%A6%B8%E0%A6%B9%E0%A6%BE%E0%A7%9F%E0%A6%A4%E0%A6%BE%E0%A7%9F-%E0%A6%AB%E0%A7%8B%E0%A6%A8-%E0%A6%9F%E0%A7%8B%E0%A6%B2-%E0%A6%AB%E0%A7%8D%E0%A6%B0%E0%A6%BF',
      'https://en.prothomalo.com/bangladesh/8ypbkxjg4x',
    ],
    asOf: '2016-10-27',
    confidence: 'high',
  },
  {
    id: 'national-call-centre',
    number: '333',
    service: { bn: 'জাতীয় কল সেন্টার ৩৩৩', en: 'National call centre 333' },
    description: {
      bn: 'সরকারি তথ্য ও সেবা জানতে এবং বাল্যবিবাহের মতো সামাজিক সমস্যার খবর জানাতে জাতীয় কল সেন্টার। ১২ এপ্রিল ২০১৮ থেকে চালু।',
      en: 'The national call centre for government information and services, and for reporting social problems such as child marriage. In service since 12 April 2018.',
    },
    urgent: false,
    sources: [
      'https://horidhaliup.khulna.gov.bd/en/site/top_banner/Ziwe-জরুরী-কল-সেন্টার-সবসময়',
      'https://digitalliteracy.gov.bd/literacy-for/333',
    ],
    asOf: '2018-04-12',
    confidence: 'high',
  },
  {
    id: 'railway',
    number: '131',
    service: { bn: 'বাংলাদেশ রেলওয়ে কল সেন্টার', en: 'Bangladesh Railway call centre' },
    description: {
      bn: 'ট্রেনের সময়সূচি ও রেলসেবার তথ্যের জন্য বাংলাদেশ রেলওয়ের কল সেন্টার। ১০ সেপ্টেম্বর ২০২৪ থেকে এই নম্বর।',
      en: 'The Bangladesh Railway call centre for train times and railway information. This number has been in use since 10 September 2024.',
    },
    urgent: false,
    sources: ['https://www.kalbela.com/national/119977'],
    asOf: '2024-09-10',
    // One news report.
    confidence: 'medium',
  },
  {
    id: 'disaster-warning',
    number: '1090',
    service: { bn: 'দুর্যোগের আগাম সতর্কবার্তা', en: 'Disaster early warning' },
    description: {
      bn: 'দুর্যোগ ব্যবস্থাপনা ও ত্রাণ মন্ত্রণালয়ের টোল-ফ্রি নম্বর; দুর্যোগের আগাম সতর্কবার্তা ও দুর্যোগ-সংক্রান্ত তথ্যের জন্য।',
      en: 'The toll-free number of the Ministry of Disaster Management and Relief for disaster early warnings and disaster information.',
    },
    urgent: false,
    sources: ['https://www.ekushey-tv.com/national/74989'],
    asOf: '2026-11',
    // One news report.
    confidence: 'medium',
  },
  {
    id: 'legal-aid',
    number: '16430',
    service: { bn: 'জাতীয় আইনগত সহায়তা', en: 'National Legal Aid' },
    description: {
      bn: 'জাতীয় আইনগত সহায়তা প্রদান সংস্থার টোল-ফ্রি হেল্পলাইন; বিনা মূল্যে আইনি পরামর্শ ও সহায়তার জন্য। ২৮ এপ্রিল ২০১৬ থেকে চালু।',
      en: 'The toll-free helpline of the National Legal Aid Services Organisation (NLASO) for free legal advice and aid. In service since 28 April 2016.',
    },
    urgent: false,
    sources: [
      'https://www.observerbd.com/news.php?id=338774',
      'https://newnation.io/26000-people-get-free-legal-advice-through-helpline',
    ],
    asOf: '2016-04-28',
    confidence: 'high',
  },
]
