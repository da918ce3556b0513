import type { Person } from '../pack/schema'

/**
 * Notable people with a sourced tie to Hathazari. Each story uses only what the sources say;
 * `featuredDate` is the day the guide added them, not a fact about the person. No source gives
 * years of service, so `yearsOfService` is never set. The category is the guide's own grouping
 * for the heroes pages.
 */

const featuredDate = '2026-11-22'
const katirhatSchoolBuildings2021 = 'https://dainikazadi.net/%e0%a6%a4%e0%a6%bf%e0%a6%a8-%e0%a6%ac%e0%a7%80%e0%a6%b0-%e0%a6%ae%e0%a7%81%e0%a6%95%e0%a7%8d%e0%a6%a4%e0%a6%bf%e0%a6%af%e0%a7%8b%e0%a6%a6%e0%a7%8d%e0%a6%a7%e0%a6%be%e0%a6%95%e0%a7%87-%e0%a6%b8'
const notablePeoplePortalPage = 'https://hathazari.chittagong.gov.bd/bn/site/page/APwt-%E0%A6%AA%E0%A7%8D%E0%A6%B0%E0%A6%96%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%A4-%E0%A6%AC%E0%A7%8D%E0%A6%AF%E0%A6%95%E0%A7%8D%E0%A6%A4%E0%A6%BF%E0%A6%A4%E0%A7%8D%E0%A6%AC'

export const people: Person[] = [
  {
    id: 'muhammad-yunus',
    name: { bn: 'ড. মুহাম্মদ ইউনূস', en: 'Dr Muhammad Yunus' },
    title: {
      bn: 'অর্থনীতিবিদ; গ্রামীণ ব্যাংকের প্রতিষ্ঠাতা; ২০০৬ সালে নোবেল শান্তি পুরস্কার',
      en: 'Economist; founder of Grameen Bank; Nobel Peace Prize 2006',
    },
    category: 'social',
    story: {
      bn: 'ড. মুহাম্মদ ইউনূস ১৯৪০ সালের ২৮ জুন হাটহাজারীর শিকারপুর ইউনিয়নের বাথুয়া গ্রামে জন্মগ্রহণ করেন। চট্টগ্রাম বিশ্ববিদ্যালয়ের পাশের জোবরা গ্রামে তিনি ক্ষুদ্রঋণ কার্যক্রম শুরু করেন। গ্রামীণ ব্যাংকের প্রতিষ্ঠাতা এই অর্থনীতিবিদ ২০০৬ সালে নোবেল শান্তি পুরস্কার পান। ২০২৪ সালের আগস্ট থেকে তিনি অন্তর্বর্তীকালীন সরকারের প্রধান উপদেষ্টা।',
      en: 'Dr Muhammad Yunus was born on 28 June 1940 in Bathua village, Shikarpur union, Hathazari. He started microcredit at Jobra, the village next to the University of Chittagong. An economist and the founder of Grameen Bank, he received the Nobel Peace Prize in 2006. Since August 2024 he has been Chief Adviser of the interim government.',
    },
    achievements: [
      { bn: 'গ্রামীণ ব্যাংকের প্রতিষ্ঠাতা', en: 'Founder of Grameen Bank' },
      { bn: 'নোবেল শান্তি পুরস্কার (২০০৬)', en: 'Nobel Peace Prize (2006)' },
      { bn: 'অন্তর্বর্তীকালীন সরকারের প্রধান উপদেষ্টা (আগস্ট ২০২৪ থেকে)', en: 'Chief Adviser of the interim government (from August 2024)' },
    ],
    connection: {
      bn: 'হাটহাজারীর শিকারপুর ইউনিয়নের বাথুয়া গ্রামে জন্ম; চট্টগ্রাম বিশ্ববিদ্যালয়ের পাশের জোবরা গ্রামে ক্ষুদ্রঋণ কার্যক্রম শুরু করেন।',
      en: 'Born in Bathua village, Shikarpur union, Hathazari; started microcredit at Jobra, next to the University of Chittagong.',
    },
    featuredDate,
    sources: ['https://www.janatarkatha24.com/2022/06/28/happy-birthday-to-nobel-laureate-professor-muhammad-yunus-happy-birthday/', 'https://eng.dhakagate.com/2025/06/dr-muhammad-yunus-celebrates-birthday.html', 'https://beta.ajkerpatrika.com/bangladesh/chattogram/ajpl4njyak6fs', 'https://jaijaidinbd.com/todays-paper/homeland/481997', 'https://bangalpratidin.com/national/175'],
    asOf: '2025-06',
    confidence: 'high',
    notes: {
      bn: 'একটি দুর্বল সূত্রে জন্মতারিখ ১৮ জুন লেখা, যদিও সেই পাতারই তথ্যবাক্সে ২৮ জুন ১৯৪০।',
      en: 'One low-quality source gives 18 June as the birth date, though its own fact box says 28 June 1940.',
    },
  },
  {
    id: 'faruk-e-azam',
    name: { bn: 'ফারুক-ই-আজম, বীর প্রতীক', en: 'Faruk-e-Azam, Bir Protik' },
    title: {
      bn: 'নৌ-কমান্ডো, ১৯৭১ সালে অপারেশন জ্যাকপটের উপ-অধিনায়ক; আগস্ট ২০২৪ থেকে উপদেষ্টা',
      en: 'Naval commando, deputy commander in Operation Jackpot (1971); Adviser from August 2024',
    },
    category: 'social',
    story: {
      bn: 'নৌ-কমান্ডো ফারুক-ই-আজম, বীর প্রতীক, ১৯৭১ সালে অপারেশন জ্যাকপটের উপ-অধিনায়ক ছিলেন। তাঁর জন্ম হাটহাজারীর ফরহাদাবাদে (একটি সূত্রে ১৯৫০ সালে); ১৯৬৬ সালে তিনি কাটিরহাট উচ্চ বিদ্যালয় থেকে এসএসসি পাস করেন। ২০২৪ সালের আগস্ট থেকে তিনি মুক্তিযুদ্ধবিষয়ক এবং দুর্যোগ ব্যবস্থাপনা উপদেষ্টা।',
      en: 'The naval commando Faruk-e-Azam, Bir Protik, was a deputy commander in Operation Jackpot in 1971. He was born in Farhadabad, Hathazari (in 1950, according to one source), and passed the SSC from Katirhat High School in 1966. Since August 2024 he has been Adviser for Liberation War Affairs and for Disaster Management.',
    },
    achievements: [
      { bn: 'বীর প্রতীক', en: 'Bir Protik' },
      { bn: 'অপারেশন জ্যাকপটের উপ-অধিনায়ক (১৯৭১)', en: 'Deputy commander in Operation Jackpot (1971)' },
      { bn: 'মুক্তিযুদ্ধবিষয়ক ও দুর্যোগ ব্যবস্থাপনা উপদেষ্টা (আগস্ট ২০২৪ থেকে)', en: 'Adviser for Liberation War Affairs and Disaster Management (from August 2024)' },
      { bn: '২০২১ সালে কাটিরহাট উচ্চ বিদ্যালয়ের একটি ভবন তাঁর নামে রাখা হয়', en: 'A Katirhat High School building was named after him in 2021' },
    ],
    connection: {
      bn: 'হাটহাজারীর ফরহাদাবাদে জন্ম; কাটিরহাট উচ্চ বিদ্যালয় থেকে ১৯৬৬ সালে এসএসসি।',
      en: 'Born in Farhadabad, Hathazari; SSC from Katirhat High School in 1966.',
    },
    featuredDate,
    sources: ['https://en.wikipedia.org/wiki/Faruk-e-Azam', 'https://prothomalo.com/bangladesh/ar6u0b1i2c', 'https://songramernotebook.com/archives/500876', katirhatSchoolBuildings2021],
    asOf: '2024-08',
    confidence: 'high',
  },
  {
    id: 'anisul-islam-mahmud',
    name: { bn: 'ব্যারিস্টার আনিসুল ইসলাম মাহমুদ', en: 'Barrister Anisul Islam Mahmud' },
    title: {
      bn: 'রাজনীতিবিদ (জাতীয় পার্টি); চট্টগ্রাম-৫ (হাটহাজারী) আসনে সাতবারের সংসদ সদস্য',
      en: 'Politician (Jatiya Party); seven-time MP for Chattogram-5 (Hathazari)',
    },
    category: 'social',
    story: {
      bn: 'ব্যারিস্টার আনিসুল ইসলাম মাহমুদ ১৯৪৭ সালে জন্মগ্রহণ করেন; তাঁর বাড়ি হাটহাজারীর গুমানমর্দন ইউনিয়নের ছাদেকনগরে। জাতীয় পার্টির এই রাজনীতিবিদ চট্টগ্রাম-৫ (হাটহাজারী) আসন থেকে সাতবার সংসদ সদস্য হয়েছেন এবং পানিসম্পদ ও পরিবেশমন্ত্রী ছিলেন। ২০২৬ সালের নির্বাচনে তাঁর মনোনয়নপত্র ৩ জানুয়ারি ২০২৬ বাতিল হয় (স্বাক্ষরে অমিলের কারণে)।',
      en: 'Barrister Anisul Islam Mahmud was born in 1947; his home is at Chhadeknagar in Gumanmardan union, Hathazari. A Jatiya Party politician, he has been elected MP for Chattogram-5 (Hathazari) seven times and is a former Water Resources and Environment minister. His nomination for the 2026 election was rejected on 3 January 2026 (signature mismatch).',
    },
    achievements: [
      { bn: 'চট্টগ্রাম-৫ (হাটহাজারী) আসনে সাতবার সংসদ সদস্য', en: 'Seven times MP for Chattogram-5 (Hathazari)' },
      { bn: 'সাবেক পানিসম্পদ ও পরিবেশমন্ত্রী', en: 'Former Water Resources and Environment minister' },
    ],
    connection: {
      bn: 'বাড়ি গুমানমর্দন ইউনিয়নের ছাদেকনগরে; হাটহাজারী আসনের সাবেক সংসদ সদস্য।',
      en: 'His home is at Chhadeknagar, Gumanmardan union; former MP for the Hathazari seat.',
    },
    featuredDate,
    sources: ['https://bn.wikipedia.org/wiki/আনিসুল_ইসলাম_মাহমুদ', 'https://banglanews24.com/index.php/daily-chittagong/news/bd/257291.details', 'http://chakarianews.com/%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A6%BE%E0%A6%A6%E0%A6%B6-%E0%A6%9C%E0%A6%BE%E0%A6%A4%E0%A7%80%E0%A7%9F-%E0%A6%B8%E0%A6%82%E0%A6%B8%E0%A6%A6%E0%A7%87%E0%A6%B0-%E0%A7%A8-%E0%A6%8F%E0%A6%AE%E0%A6%AA/2024/', 'https://www.eimattro.com/news/details/1767427666876'],
    asOf: '2026-01-03',
    confidence: 'high',
  },
  {
    id: 'nurjahan-begum',
    name: { bn: 'নূরজাহান বেগম', en: 'Nurjahan Begum' },
    title: {
      bn: 'গ্রামীণ ব্যাংকের সহপ্রতিষ্ঠাতা ও সাবেক ভারপ্রাপ্ত ব্যবস্থাপনা পরিচালক; স্বাস্থ্য উপদেষ্টা (আগস্ট ২০২৪)',
      en: 'Co-founder and former acting managing director of Grameen Bank; Health Adviser (August 2024)',
    },
    category: 'social',
    story: {
      bn: 'নূরজাহান বেগম গ্রামীণ ব্যাংকের সহপ্রতিষ্ঠাতা এবং ব্যাংকটির সাবেক ভারপ্রাপ্ত ব্যবস্থাপনা পরিচালক। ২০২৪ সালের আগস্টে তিনি অন্তর্বর্তীকালীন সরকারের স্বাস্থ্য উপদেষ্টা হন। আজকের পত্রিকা ও যায়যায়দিন তাঁকে হাটহাজারীর বুড়িশ্চর ইউনিয়নের মানুষ বলে উল্লেখ করেছে; তবে তাঁর বাড়ি নিয়ে সূত্রগুলো একমত নয়।',
      en: 'Nurjahan Begum is a co-founder and former acting managing director of Grameen Bank. In August 2024 she became Health Adviser in the interim government. Ajker Patrika and Jaijaidin describe her as from Burishchar union, Hathazari; the sources do not agree on her home, though.',
    },
    achievements: [
      { bn: 'গ্রামীণ ব্যাংকের সহপ্রতিষ্ঠাতা', en: 'Co-founder of Grameen Bank' },
      { bn: 'গ্রামীণ ব্যাংকের সাবেক ভারপ্রাপ্ত ব্যবস্থাপনা পরিচালক', en: 'Former acting managing director of Grameen Bank' },
      { bn: 'অন্তর্বর্তীকালীন সরকারের স্বাস্থ্য উপদেষ্টা (আগস্ট ২০২৪)', en: 'Health Adviser in the interim government (August 2024)' },
    ],
    connection: {
      bn: 'আজকের পত্রিকা ও যায়যায়দিনের মতে হাটহাজারীর বুড়িশ্চর ইউনিয়নের মানুষ (বিভিনিউজ২৪-এর মতে জোবরার)।',
      en: 'From Burishchar union, Hathazari, according to Ajker Patrika and Jaijaidin (from Jobra, according to bvnews24).',
    },
    featuredDate,
    sources: ['https://beta.ajkerpatrika.com/bangladesh/chattogram/ajpl4njyak6fs', 'https://jaijaidinbd.com/todays-paper/homeland/481997', 'https://www.bvnews24.com/personality/news/156770', 'https://bn.wikipedia.org/wiki/%E0%A6%A8%E0%A7%82%E0%A6%B0%E0%A6%9C%E0%A6%BE%E0%A6%B9%E0%A6%BE%E0%A6%A8_%E0%A6%AC%E0%A7%87%E0%A6%97%E0%A6%AE_(%E0%A6%AC%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%82%E0%A6%95%E0%A6%BE%E0%A6%B0)', 'https://www.kalbela.com/national/110151'],
    asOf: '2024-08',
    confidence: 'medium',
    notes: {
      bn: 'বাংলা উইকিপিডিয়ায় তাঁর নিবন্ধ অনুযায়ী তিনি ঢাকার ধামরাইয়ের রৌহা গ্রামের বাসিন্দা।',
      en: 'Her Bengali Wikipedia article says she is a resident of Rouha village, Dhamrai, Dhaka.',
    },
  },
  {
    id: 'harun-ar-rashid',
    name: { bn: 'লেফটেন্যান্ট জেনারেল (অব.) এম হারুন-অর-রশীদ', en: 'Lt Gen (retd) M Harun-ar-Rashid' },
    title: {
      bn: 'সাবেক সেনাপ্রধান (ডিসেম্বর ২০০০–জুন ২০০২); ১৯৭১ সালের মুক্তিযুদ্ধের বীর',
      en: 'Former Chief of Army Staff (December 2000–June 2002); 1971 war hero',
    },
    category: 'social',
    story: {
      bn: 'লেফটেন্যান্ট জেনারেল (অব.) এম হারুন-অর-রশীদ ২০০০ সালের ডিসেম্বর থেকে ২০০২ সালের জুন পর্যন্ত সেনাবাহিনী প্রধান ছিলেন; তিনি ১৯৭১ সালের মুক্তিযুদ্ধের একজন বীর। তাঁর বাড়ি হাটহাজারীতে, তিনি কাটিরহাট উচ্চ বিদ্যালয়ের প্রাক্তন ছাত্র; ২০২১ সালে বিদ্যালয়ের একটি ভবন তাঁর নামে রাখা হয়। ২০২৫ সালের ৪ আগস্ট চট্টগ্রাম ক্লাবে তিনি মারা যান।',
      en: 'Lt Gen (retd) M Harun-ar-Rashid was Chief of Army Staff from December 2000 to June 2002; he was a hero of the 1971 war. His home was in Hathazari and he was an alumnus of Katirhat High School, where a building was named after him in 2021. He died on 4 August 2025 at the Chittagong Club.',
    },
    achievements: [
      { bn: 'সেনাবাহিনী প্রধান (ডিসেম্বর ২০০০–জুন ২০০২)', en: 'Chief of Army Staff (December 2000–June 2002)' },
      { bn: 'মুক্তিযুদ্ধে বীরত্বের খেতাব: বীর প্রতীক (আজাদী, ২০২১)', en: 'Gallantry award for the 1971 war: Bir Protik (Azadi, 2021)' },
      { bn: '২০২১ সালে কাটিরহাট উচ্চ বিদ্যালয়ের একটি ভবন তাঁর নামে রাখা হয়', en: 'A Katirhat High School building was named after him in 2021' },
    ],
    connection: {
      bn: 'বাড়ি হাটহাজারীতে (ডেইলি স্টার বাংলা); কাটিরহাট উচ্চ বিদ্যালয়ের প্রাক্তন ছাত্র।',
      en: 'His home was in Hathazari (The Daily Star Bangla); an alumnus of Katirhat High School.',
    },
    featuredDate,
    sources: ['https://bangla.thedailystar.net/node/690866', 'https://ianslive.in/bangladeshs-former-army-chief-found-dead-in-chittagong--20250804155237', 'https://dainikazadi.net/%e0%a6%a4%e0%a6%bf%e0%a6%a8-%e0%a6%ac%e0%a7%80%e0%a6%b0-%e0%a6%ae%e0%a7%81%e0%a6%95%e0%a7%8d%e0%a6%a4%e0%a6%bf%e0%a6%af%e0%a7%8b%e0%a6%a6%e0%a7%8d%e0%a6%a7%e0%a6%be%e0%a6%95%e0%a7%87-%e0%a6%b8'],
    asOf: '2025-08-04',
    confidence: 'medium',
    notes: {
      bn: 'খেতাব নিয়ে সূত্রভেদ: আইএএনএস (২০২৫) "বীর বিক্রম" লিখেছে।',
      en: 'Sources differ on the award: IANS (2025) gives Bir Bikrom.',
    },
  },
  {
    id: 'pundarik-vidyanidhi',
    name: { bn: 'পুণ্ডরীক বিদ্যানিধি', en: 'Pundarik Vidyanidhi' },
    title: {
      bn: 'পঞ্চদশ–ষোড়শ শতকের বৈষ্ণব সাধক (চৈতন্য-ধারার সহযোগী)',
      en: '15th–16th-century Vaishnava saint (an associate in the Chaitanya tradition)',
    },
    category: 'culture',
    story: {
      bn: 'পুণ্ডরীক বিদ্যানিধি পঞ্চদশ–ষোড়শ শতকের একজন বৈষ্ণব সাধক, চৈতন্য-ধারার সহযোগী। ইসকন বাংলাদেশের পাতা ও মেখল ইউনিয়নের ওয়েবসাইট অনুযায়ী তিনি আনুমানিক ১৪৮৫ সালে হাটহাজারীর মেখলে জন্মগ্রহণ করেন; চৈতন্য ভাগবতের একটি ভাষ্যেও হাটহাজারী থানার মেখল গ্রামের নাম আছে। তাঁর জন্মস্থানে শ্রী শ্রী পুণ্ডরীক ধাম, যেখানে প্রতিবছর শ্রীপঞ্চমীতে মেলা হয়।',
      en: 'Pundarik Vidyanidhi was a 15th–16th-century Vaishnava saint, an associate in the Chaitanya tradition. According to the ISKCON Bangladesh page and the Mekhal union website he was born about 1485 in Mekhal, Hathazari; a commentary on the Chaitanya Bhagavata also names Mekhal village in Hathazari thana. Sri Sri Pundarik Dham stands at his birthplace, and a fair is held there every year on Sri Panchami.',
    },
    achievements: [
      {
        bn: 'তাঁর জন্মস্থান মেখলে শ্রী শ্রী পুণ্ডরীক ধাম, যেখানে তাঁর নামে একটি মন্দির আছে',
        en: 'His birthplace in Mekhal is the site of Sri Sri Pundarik Dham, which has a temple of Pundarik Vidyanidhi',
      },
    ],
    connection: {
      bn: 'আনুমানিক ১৪৮৫ সালে হাটহাজারীর মেখলে (মেখলা) জন্ম।',
      en: 'Born about 1485 in Mekhal (Mekhala), Hathazari.',
    },
    featuredDate,
    sources: ['https://bn.iskconbd.org/পুণ্ডরীক-ধাম', 'http://mekhalup.chittagong.gov.bd/site/page/9d6cb2cd-2144-11e7-8f57-286ed488c766', 'https://gaudiyabase.com/books/cb/madhya/7/9', 'https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'srikar-nandi',
    name: { bn: 'শ্রীকর নন্দী', en: 'Srikar Nandi' },
    title: {
      bn: 'মধ্যযুগের কবি; ছুটি খাঁর জন্য মহাভারতের অশ্বমেধ পর্বের রচয়িতা',
      en: 'Medieval poet; wrote the Ashwamedh parva of the Mahabharata for Chhuti Khan',
    },
    category: 'culture',
    story: {
      bn: 'শ্রীকর নন্দী মধ্যযুগের কবি; তিনি ছুটি খাঁর জন্য মহাভারতের অশ্বমেধ পর্ব রচনা করেন। চিকনদণ্ডী ইউনিয়নের ওয়েবসাইট পুরোনো সাহিত্যের বরাতে জানায়, ইউনিয়নের নাম তাঁর নাম থেকে এসেছে বলে কথিত, আর তাঁর জন্মস্থান উত্তর ফতেয়াবাদের নন্দীরহাটের কাছে।',
      en: 'Srikar Nandi was a medieval poet who wrote the Ashwamedh parva of the Mahabharata for Chhuti Khan. The Chikandandi union website, citing older literature, says the union\'s name is said to come from his, and that he was born near Nandirhat in North Fatehabad.',
    },
    achievements: [
      { bn: 'ছুটি খাঁর জন্য মহাভারতের অশ্বমেধ পর্ব রচনা', en: 'Wrote the Ashwamedh parva of the Mahabharata for Chhuti Khan' },
    ],
    connection: {
      bn: 'চিকনদণ্ডী নামটি তাঁর নাম থেকে এসেছে বলে কথিত; জন্মস্থান উত্তর ফতেয়াবাদের নন্দীরহাটের কাছে।',
      en: 'Chikandandi\'s name is said to come from his; born near Nandirhat, North Fatehabad.',
    },
    featuredDate,
    sources: ['https://chikandandiup.chittagong.gov.bd/bn/site/page/ZU9w-%E0%A6%9A%E0%A6%BF%E0%A6%95%E0%A6%A8%E0%A6%A6%E0%A6%A3%E0%A7%8D%E0%A6%A1%E0%A7%80-%E0%A6%87%E0%A6%89%E0%A6%A8%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%A8%E0%A7%87%E0%A6%B0-%E0%A6%87%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A6%BE%E0%A6%B8'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'syed-muhammad-ibrahim',
    name: { bn: 'সৈয়দ মুহাম্মদ ইবরাহিম, বীর প্রতীক', en: 'Syed Muhammad Ibrahim, Bir Protik' },
    title: {
      bn: 'কল্যাণ পার্টির চেয়ারম্যান; কক্সবাজার-১ আসনের সংসদ সদস্য (২০২৪)',
      en: 'Chairman of the Kalyan Party; MP for Cox\'s Bazar-1 (2024)',
    },
    category: 'social',
    story: {
      bn: 'বীর প্রতীক সৈয়দ মুহাম্মদ ইবরাহিম কল্যাণ পার্টির চেয়ারম্যান; ২০২৪ সালে তিনি কক্সবাজার-১ আসনের সংসদ সদস্য। একটি স্থানীয় সংবাদ প্রতিবেদনে তাঁকে হাটহাজারীর মানুষ বলা হয়েছে; অন্য কোনো সূত্রে তা যাচাই করা যায়নি।',
      en: 'Syed Muhammad Ibrahim, Bir Protik, is chairman of the Kalyan Party and was MP for Cox\'s Bazar-1 in 2024. A local news report describes him as from Hathazari; no other source confirms it.',
    },
    achievements: [
      { bn: 'বীর প্রতীক', en: 'Bir Protik' },
      { bn: 'কল্যাণ পার্টির চেয়ারম্যান', en: 'Chairman of the Kalyan Party' },
      { bn: 'কক্সবাজার-১ আসনের সংসদ সদস্য (২০২৪)', en: 'MP for Cox\'s Bazar-1 (2024)' },
    ],
    connection: {
      bn: 'একটি স্থানীয় সংবাদ প্রতিবেদনে "হাটহাজারীর" বলে বর্ণিত।',
      en: 'Described as "from Hathazari" in a local news report.',
    },
    featuredDate,
    sources: ['http://chakarianews.com/%E0%A6%A6%E0%A7%8D%E0%A6%AC%E0%A6%BE%E0%A6%A6%E0%A6%B6-%E0%A6%9C%E0%A6%BE%E0%A6%A4%E0%A7%80%E0%A7%9F-%E0%A6%B8%E0%A6%82%E0%A6%B8%E0%A6%A6%E0%A7%87%E0%A6%B0-%E0%A7%A8-%E0%A6%8F%E0%A6%AE%E0%A6%AA/2024/'],
    asOf: '2024',
    confidence: 'low',
  },
  {
    id: 'mohammad-hossain-bir-protik',
    name: { bn: 'শহীদ নৌ-কমান্ডো মোহাম্মদ হোসেন, বীর প্রতীক', en: 'Shaheed naval commando Mohammad Hossain, Bir Protik' },
    title: { bn: '১৯৭১ সালের নৌ-কমান্ডো', en: '1971 naval commando' },
    category: 'social',
    story: {
      bn: 'শহীদ মোহাম্মদ হোসেন ১৯৭১ সালের মুক্তিযুদ্ধে নৌ-কমান্ডো ছিলেন এবং বীর প্রতীক খেতাব পান। তিনি কাটিরহাট উচ্চ বিদ্যালয়ের প্রাক্তন ছাত্র; ২০২১ সালে বিদ্যালয়ের একটি ভবন তাঁর নামে রাখা হয়।',
      en: 'Shaheed Mohammad Hossain was a naval commando in the 1971 war and received the Bir Protik award. He was an alumnus of Katirhat High School, where a building was named after him in 2021.',
    },
    achievements: [
      { bn: 'বীর প্রতীক', en: 'Bir Protik' },
      { bn: '২০২১ সালে কাটিরহাট উচ্চ বিদ্যালয়ের একটি ভবন তাঁর নামে রাখা হয়', en: 'A Katirhat High School building was named after him in 2021' },
    ],
    connection: {
      bn: 'কাটিরহাট উচ্চ বিদ্যালয়ের প্রাক্তন ছাত্র (আজাদী, ২০২১)।',
      en: 'An alumnus of Katirhat High School (Azadi, 2021).',
    },
    featuredDate,
    sources: ['https://dainikazadi.net/%e0%a6%a4%e0%a6%bf%e0%a6%a8-%e0%a6%ac%e0%a7%80%e0%a6%b0-%e0%a6%ae%e0%a7%81%e0%a6%95%e0%a7%8d%e0%a6%a4%e0%a6%bf%e0%a6%af%e0%a7%8b%e0%a6%a6%e0%a7%8d%e0%a6%a7%e0%a6%be%e0%a6%95%e0%a7%87-%e0%a6%b8'],
    asOf: '2021-03-29',
    confidence: 'low',
  },
  {
    id: 'syed-abu-taher',
    name: { bn: 'ডক্টর সৈয়দ আবু তাহের', en: 'Dr Syed Abu Taher' },
    title: { bn: 'পদার্থবিজ্ঞানী (বিরল মৃত্তিকা নিয়ে গবেষণা)', en: 'Physicist (rare-earth research)' },
    category: 'education',
    story: {
      bn: 'ডক্টর সৈয়দ আবু তাহের একজন পদার্থবিজ্ঞানী; তিনি বিরল মৃত্তিকা (রেয়ার আর্থ) নিয়ে গবেষণা করেছেন এবং চট্টগ্রাম সরকারি কলেজ ও ঢাকা বিশ্ববিদ্যালয়ে শিক্ষকতা করেছেন। উপজেলার সরকারি ওয়েবসাইটের প্রখ্যাত ব্যক্তিত্বের তালিকা অনুযায়ী তাঁর জন্ম ফতেয়াবাদের বটতলী গ্রামে, আর তিনি ফতেয়াবাদ আদর্শ উচ্চ বিদ্যালয়ে পড়েছেন।',
      en: 'Dr Syed Abu Taher is a physicist who did research on rare earths and taught at Chittagong Government College and Dhaka University. According to the list of notable people on the official upazila website he was born in Battali village, Fatehabad, and went to Fatehabad Adarsha High School.',
    },
    achievements: [
      { bn: 'বিরল মৃত্তিকা (রেয়ার আর্থ) নিয়ে গবেষণা', en: 'Research on rare earths' },
      { bn: 'চট্টগ্রাম সরকারি কলেজ ও ঢাকা বিশ্ববিদ্যালয়ে শিক্ষকতা', en: 'Taught at Chittagong Government College and Dhaka University' },
    ],
    connection: {
      bn: 'ফতেয়াবাদের বটতলী গ্রামে জন্ম; ফতেয়াবাদ আদর্শ উচ্চ বিদ্যালয়ের ছাত্র।',
      en: 'Born in Battali village, Fatehabad; went to Fatehabad Adarsha High School.',
    },
    featuredDate,
    sources: [notablePeoplePortalPage],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'jyoti-prakash-dutta',
    name: { bn: 'প্রফেসর ড. জ্যোতি প্রকাশ দত্ত', en: 'Prof Dr Jyoti Prakash Dutta' },
    title: { bn: 'শিক্ষাবিদ', en: 'Academic' },
    category: 'education',
    story: {
      bn: 'উপজেলার সরকারি ওয়েবসাইটের প্রখ্যাত ব্যক্তিত্বের তালিকায় প্রফেসর ড. জ্যোতি প্রকাশ দত্তের নাম আছে; সেখানে তাঁর জন্মস্থান ধলই গ্রাম বলা হয়েছে। পাতাটির লেখা অসম্পূর্ণ অবস্থায় পাওয়া গেছে, তাই এর বেশি কিছু এখানে দেওয়া হলো না।',
      en: 'Prof Dr Jyoti Prakash Dutta is on the list of notable people on the official upazila website, which gives his birthplace as Dhalai village. The page text was found cut off, so nothing more is given here.',
    },
    achievements: [
      { bn: 'উপজেলার সরকারি ওয়েবসাইটে প্রখ্যাত ব্যক্তিত্বের তালিকাভুক্ত', en: 'Listed among the notable people on the official upazila website' },
    ],
    connection: {
      bn: 'ধলই গ্রামে জন্ম (উপজেলার সরকারি ওয়েবসাইট)।',
      en: 'Born in Dhalai village (official upazila website).',
    },
    featuredDate,
    sources: [notablePeoplePortalPage],
    asOf: '2026-11',
    confidence: 'medium',
  },
]
