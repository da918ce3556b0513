import type { Event } from '../pack/schema'

/**
 * Annual events for the calendar. `months` come only from the "when" the sources give: a Bengali
 * month spans two Gregorian months (Baishakh ≈ mid-April to mid-May, Chaitra ≈ mid-March to
 * mid-April, Magh ≈ mid-January to mid-February), so both are listed unless the source pins the
 * date (1 Baishakh and 29 Chaitra fall in mid-April).
 *
 * Left out: the Dhalai Shahi Darbar urs (no source gives its date), and the Rath Yatra and
 * Enayetpur Kshetrapal fairs (no month given). They stay on the fairs and religious pages.
 */

const heritagePage = 'https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'
const listedOnHeritagePage = {
  bn: 'উপজেলার সরকারি ওয়েবসাইটের "ঐতিহ্য" পাতায় তালিকাভুক্ত মেলা।',
  en: 'A fair listed on the "Heritage" (ঐতিহ্য) page of the official upazila website.',
}

export const events: Event[] = [
  {
    id: 'halda-egg-collection',
    title: { bn: 'হালদা নদীতে মা মাছের ডিম সংগ্রহ', en: 'Halda carp egg-collection season' },
    when: {
      bn: 'মধ্য এপ্রিল থেকে জুনের শুরু; বজ্রঝড় ও পাহাড়ি ঢলের পর অমাবস্যা-পূর্ণিমার "জো"-তে মাছ ডিম ছাড়ে। প্রজনন মৌসুমের বিধিনিষেধ মার্চ থেকে জুলাই।',
      en: 'Mid-April to early June; fish spawn on the new-moon or full-moon "jo" tides after thunderstorms and hill run-off. Breeding-season restrictions run from March to July.',
    },
    months: [4, 5, 6],
    category: 'community',
    location: { bn: 'হালদা নদী, গড়দুয়ারা থেকে মাদার্শা অংশ', en: 'The Halda River, between Garduara and Madarsha' },
    description: {
      bn: 'শত শত নৌকায় সংগ্রাহকেরা হালদা থেকে রুই জাতীয় মাছের ডিম সংগ্রহ করেন। ২০১৮ সালের ১৯ এপ্রিল রেকর্ড ২২,৬৮০ কেজি ডিম সংগ্রহ হয়; ২০১৬ সালে ডিম পাওয়া যায়নি; ২০২৫ সালে ২৯–৩০ মে মাছের ডিম ছাড়ার খবর আসে।',
      en: 'Collectors in hundreds of boats gather carp eggs from the Halda. A record 22,680 kg was collected on 19 April 2018; none was found in 2016; in 2025 spawning was reported on 29–30 May.',
    },
    sources: [
      'https://bangla.bdnews24.com/media_bn/article1761588.bdnews',
      'https://www.coxsbazarnews.com/archives/131089.html',
      'https://en.wikipedia.org/wiki/Halda_River',
      'https://media.ikmoon.com/%E0%A6%B9%E0%A6%BE%E0%A6%B2%E0%A6%A6%E0%A6%BE-%E0%A6%A8%E0%A6%A6%E0%A7%80%E0%A6%A4%E0%A7%87-%E0%A6%A1%E0%A6%BF%E0%A6%AE-%E0%A6%9B%E0%A7%87%E0%A7%9C%E0%A7%87%E0%A6%9B%E0%A7%87-%E0%A6%AE%E0%A6%BE-%E0%A6%AE%E0%A6%BE%E0%A6%9B',
      'https://www.tbsnews.net/economy/agriculture/govt-declares-halda-bangabandhu-fisheries-heritage-175183',
    ],
    asOf: '2025-05',
    confidence: 'high',
  },
  {
    id: 'pundarik-dham-mela',
    title: { bn: 'পুণ্ডরীক ধাম মেলা', en: 'Pundarik Dham Mela' },
    when: { bn: 'মাঘ মাসে শ্রীপঞ্চমী তিথিতে, তিন দিন', en: 'On Sri Panchami (Magh), for three days' },
    months: [1, 2],
    category: 'religious',
    location: { bn: 'শ্রী শ্রী পুণ্ডরীক ধাম, মেখল', en: 'Sri Sri Pundarik Dham, Mekhal' },
    description: listedOnHeritagePage,
    sources: [heritagePage],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'fatehabad-surjabrata-mela',
    title: { bn: 'ফতেয়াবাদ সূর্যব্রত মেলা', en: 'Fatehabad Surjabrata Mela' },
    when: { bn: 'মাঘ মাসে', en: 'In Magh' },
    months: [1, 2],
    category: 'religious',
    location: { bn: 'ফতেয়াবাদ', en: 'Fatehabad' },
    description: listedOnHeritagePage,
    sources: ['https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'mandakini-mela',
    title: { bn: 'মন্দাকিনী মেলা', en: 'Mandakini Mela' },
    when: { bn: 'চৈত্র মাসের মধুকৃষ্ণা ত্রয়োদশী তিথিতে', en: 'In Chaitra, on the Madhu Krishna Trayodashi tithi' },
    months: [3, 4],
    category: 'religious',
    location: { bn: 'মন্দাকিনী (ফরহাদাবাদ এলাকা)', en: 'Mandakini (Farhadabad area)' },
    description: listedOnHeritagePage,
    sources: ['https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'chuhur-khar-dighi-boli-khela',
    title: { bn: 'চুহুর খাঁর দীঘির বলী খেলা', en: 'Chuhur Khar Dighi Boli-khela (wrestling)' },
    when: { bn: '২৯ চৈত্র (এপ্রিলের মাঝামাঝি)', en: '29 Chaitra (mid-April)' },
    months: [4],
    category: 'cultural',
    location: { bn: 'চুহুর খাঁর দীঘি', en: 'Chuhur Khar Dighi' },
    description: listedOnHeritagePage,
    sources: ['https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'cu-baishakhi-mela',
    title: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় বৈশাখী মেলা', en: 'University of Chittagong Baishakhi Mela' },
    when: { bn: '১–২ বৈশাখ (এপ্রিলের মাঝামাঝি)', en: '1–2 Baishakh (mid-April)' },
    months: [4],
    category: 'cultural',
    location: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়', en: 'University of Chittagong' },
    description: listedOnHeritagePage,
    sources: ['https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'sarkarhat-baishakhi-mela',
    title: { bn: 'সরকারহাট বৈশাখী মেলা', en: 'Sarkarhat Baishakhi Mela' },
    when: { bn: 'বৈশাখ মাসে', en: 'In Baishakh' },
    months: [4, 5],
    category: 'cultural',
    location: { bn: 'সরকারহাট, মির্জাপুর', en: 'Sarkarhat, Mirzapur' },
    description: listedOnHeritagePage,
    sources: ['https://hathazari.chittagong.gov.bd/bn/site/page/Q4W3-%E0%A6%90%E0%A6%A4%E0%A6%BF%E0%A6%B9%E0%A7%8D%E0%A6%AF'],
    asOf: '2026-11',
    confidence: 'high',
  },
  {
    id: 'ashari-purnima',
    title: { bn: 'আষাঢ়ী পূর্ণিমা', en: 'Ashari Purnima' },
    when: { bn: 'আষাঢ় মাসের পূর্ণিমা (জুন–জুলাই)', en: 'The full moon of Ashar (June–July)' },
    months: [6, 7],
    category: 'religious',
    location: { bn: 'উপজেলার বৌদ্ধ বিহারগুলো', en: 'The Buddhist viharas of the upazila' },
    description: {
      bn: 'আজাদীর একটি প্রতিবেদন অনুযায়ী হাটহাজারীর ১২টি বিহারে আষাঢ়ী পূর্ণিমা পালিত হয়।',
      en: 'According to an Azadi report, Ashari Purnima is observed at 12 viharas in Hathazari.',
    },
    sources: ['https://dainikazadi.net/?p=519605'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'kathin-chibar-danotsab',
    title: { bn: 'কঠিন চীবর দানোৎসব', en: 'Kathin Chibar Danotsab' },
    when: { bn: 'অক্টোবরের শেষ থেকে মাসব্যাপী (২০২১: ২৯ অক্টোবর–নভেম্বর)', en: 'For a month from late October (2021: 29 October–November)' },
    months: [10, 11],
    category: 'religious',
    location: { bn: 'উপজেলার বৌদ্ধ বিহারগুলো', en: 'The Buddhist viharas of the upazila' },
    description: {
      bn: 'বৌদ্ধ বিহারগুলোতে মাসব্যাপী কঠিন চীবর দান অনুষ্ঠান; ২০২১ সালে ২৯ অক্টোবর থেকে শুরু হয়।',
      en: 'A month of Kathin Chibar (robe-offering) ceremonies at the Buddhist viharas; in 2021 it began on 29 October.',
    },
    sources: ['https://dainikazadi.net/%e0%a6%b9%e0%a6%be%e0%a6%9f%e0%a6%b9%e0%a6%be%e0%a6%9c%e0%a6%be%e0%a6%b0%e0%a7%80%e0%a6%a4%e0%a7%87-%e0%a6%95%e0%a6%a0%e0%a6%bf%e0%a6%a8-%e0%a6%9a%e0%a7%80%e0%a6%ac%e0%a6%b0-%e0%a6%a6%e0%a6%be'],
    asOf: '2021-10',
    confidence: 'medium',
  },
  {
    id: 'cu-foundation-day',
    title: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় দিবস', en: 'University of Chittagong foundation day' },
    when: { bn: '১৮ নভেম্বর', en: '18 November' },
    months: [11],
    category: 'community',
    location: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়', en: 'University of Chittagong' },
    description: {
      bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়ের প্রতিষ্ঠাবার্ষিকী; ১৯৬৬ সালের ১৮ নভেম্বর বিশ্ববিদ্যালয়ের শিক্ষা কার্যক্রম শুরু হয়েছিল।',
      en: 'The anniversary of the University of Chittagong, which began classes on 18 November 1966.',
    },
    sources: ['https://jagoron.news/news/17849', 'https://en.banglapedia.org/index.php?title=University_of_Chittagong'],
    asOf: '2020-11',
    confidence: 'medium',
  },
]
