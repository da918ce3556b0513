import type { Event } from '../pack/schema'

/**
 * Annual events for the calendar. `months` come only from the "when" the sources give. Left out:
 * the Baruni bathing fair at the Ganga Mandir (no source gives its month; it stays on the fairs
 * page) and Durga Puja and Buddhist festivals (no Raozan source gives their dates).
 */

export const events: Event[] = [
  {
    id: 'mahamuni-baishakhi-mela',
    title: { bn: 'মহামুনি বৈশাখী মেলা', en: 'Mahamuni Baishakhi Mela' },
    when: {
      bn: 'বাংলা নববর্ষে: চৈত্রসংক্রান্তির শেষ দিন থেকে সপ্তাহব্যাপী (একটি প্রতিবেদনে ১৩ এপ্রিল থেকে ৫ দিন)',
      en: 'At the Bengali New Year: for about a week from the last day of Chaitra (one report: 5 days from 13 April)',
    },
    months: [4],
    category: 'cultural',
    location: { bn: 'মহামুনি বৌদ্ধ বিহার প্রাঙ্গণ, পাহাড়তলী, রাউজান', en: 'Mahamuni Buddhist Vihara grounds, Pahartali, Raozan' },
    description: {
      bn: 'প্রায় ২০০ বছরের পুরোনো মেলা বলে বর্ণিত। রাঙামাটি, খাগড়াছড়ি ও বান্দরবান থেকে হাজারো পাহাড়ি নারী-পুরুষ এসে মন্দিরে প্রার্থনা করেন, বিহারে রাত কাটিয়ে নববর্ষ উদযাপন করেন; নৃত্য-গীত ও আলোচনার পাশাপাশি পাটি, আসবাব, মাটির তৈজস, খেলনা ও খাবারের দোকান বসে।',
      en: 'Described as about 200 years old. Thousands of hill people from Rangamati, Khagrachhari and Bandarban come to pray at the temple and stay the night to celebrate the New Year; besides dances, songs and talks there are stalls selling mats, furniture, earthenware, toys and food.',
    },
    organizer: { bn: 'মেলা উদযাপন পরিষদ', en: 'The fair\'s organising committee' },
    sources: [
      'https://joynewsbd.com/32345/%e0%a6%ae%e0%a7%81%e0%a6%96%e0%a6%b0%e0%a6%bf%e0%a6%a4-%e0%a6%ae%e0%a6%b9%e0%a6%be%e0%a6%ae%e0%a7%81%e0%a6%a8%e0%a6%bf-%e0%a6%ae%e0%a7%87%e0%a6%b2%e0%a6%be',
      'https://www.dailysonarbangla.com/2722',
      'https://agamirsomoy.com/tag/%e0%a6%b0%e0%a6%be%e0%a6%89%e0%a6%9c%e0%a6%be%e0%a6%a8%e0%a7%87-%e0%a6%ac%e0%a6%b0%e0%a7%8d%e0%a6%b7-%e0%a6%ac%e0%a6%b0%e0%a6%a3-%e0%a6%95%e0%a6%b0%e0%a7%87-%e0%a6%a8%e0%a6%bf%e0%a6%a4%e0%a7%87',
    ],
    asOf: '2024-04-14',
    confidence: 'medium',
  },
  {
    id: 'halda-egg-collection',
    title: { bn: 'হালদা নদীতে মা মাছের ডিম সংগ্রহ', en: 'Halda carp egg-collection season' },
    when: {
      bn: 'সাধারণত এপ্রিলের মাঝামাঝি থেকে জুন; চৈত্র থেকে আষাঢ়ের মধ্যে পূর্ণিমার রাতে বজ্রসহ বৃষ্টিতে পাহাড়ি ঢল নামলে এবং তাপমাত্রা অনুকূল হলে মা মাছ ডিম ছাড়ে',
      en: 'Usually mid-April to June; the fish spawn when thunderstorms on full-moon nights between Chaitra and Ashar bring flash floods and the temperature is right',
    },
    months: [4, 5, 6],
    category: 'community',
    location: { bn: 'হালদা নদী (রাউজানের পশ্চিম সীমানা)', en: 'The Halda River (Raozan\'s western boundary)' },
    description: {
      bn: 'হালদাকে দক্ষিণ এশিয়ায় রুই জাতীয় মাছের একমাত্র প্রাকৃতিক প্রজননক্ষেত্র বলা হয়। মা মাছ ডিম ছাড়লে শত শত নৌকায় সংগ্রাহকেরা ডিম সংগ্রহ করেন; ২০২২ সালে ১৬ জুন রাত থেকে প্রায় ২০০ নৌকায় ডিম সংগ্রহ হয়।',
      en: 'The Halda is described as the sole natural spawning ground of carp-like fish in South Asia. When the mother fish spawn, collectors in hundreds of boats gather the eggs; in 2022 about 200 boats collected eggs from the night of 16 June.',
    },
    sources: [
      'https://www.tbsnews.net/bangladesh/mother-carp-fishes-start-spawning-halda-441514',
      'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766',
      'https://en.wikipedia.org/wiki/Raozan_Upazila',
    ],
    asOf: '2022-06-17',
    confidence: 'high',
  },
]
