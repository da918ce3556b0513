import type { Train } from '../pack/schema'

/**
 * No railway serves Raozan. The pack's shape asks for a line with at least two stations, so this
 * file describes the proposed Janalihat–CUET–Kaptai line (Bangladesh Railway's 2018 feasibility
 * study) and lists only the route points the sources name: Janalihat, CUET (in Raozan) and Kaptai.
 * They are proposed points, not stations a train calls at; the line's text says so. There is no
 * timetable and no service (the proposal is also on the transport page: transportation.ts).
 */

const railDailyStar2024 = 'https://www.thedailystar.net/news/bangladesh/news/project-yet-start-lack-funds-3606286'
const railBdnews2021 = 'https://bdnews24.com/economy/2021/09/05/train-to-rangamati-a-tk-89bn-project-on-the-horizon'
const railTbs2021 = 'https://www.tbsnews.net/bangladesh/infrastructure/cht-rail-link-plan-afoot-292216'

export const train: Train = {
  line: {
    id: 'proposed-janalihat-cuet-kaptai-line',
    title: { bn: 'প্রস্তাবিত জানালীহাট–চুয়েট–কাপ্তাই রেলপথ (চালু নয়)', en: 'The proposed Janalihat–CUET–Kaptai railway (not running)' },
    body: {
      bn: 'রাউজানে এখন কোনো ট্রেন চলে না। বাংলাদেশ রেলওয়ের ২০১৮ সালের সমীক্ষায় জানালীহাট থেকে চুয়েট হয়ে কাপ্তাই পর্যন্ত ৪২.১৭ কিলোমিটার ডুয়েলগেজ রেলপথের প্রস্তাব করা হয়: প্রথম ধাপে জানালীহাট–চুয়েট ১৪.৩১ কিলোমিটার, দ্বিতীয় ধাপে চুয়েট–কাপ্তাই ২৭.৮৬ কিলোমিটার; মোট নয়টি স্টেশন হওয়ার কথা। নিচের নামগুলো সূত্রে উল্লেখিত প্রস্তাবিত পথের বিন্দু, চালু স্টেশন নয়। দ্য ডেইলি স্টারের মে ২০২৪-এর প্রতিবেদন অনুযায়ী অর্থায়নের অভাবে প্রকল্পটি শুরু হয়নি।',
      en: 'No train runs in Raozan now. Bangladesh Railway\'s 2018 feasibility study proposed a 42.17 km dual-gauge line from Janalihat via CUET to Kaptai: 14.31 km from Janalihat to CUET first, then 27.86 km from CUET to Kaptai, with nine stations in all. The names below are the proposed route points the sources give, not working stations. According to The Daily Star (May 2024), the project has not started for lack of funds.',
    },
    sources: [railDailyStar2024, railBdnews2021, railTbs2021],
    asOf: '2024-05-10',
    confidence: 'high',
  },
  stations: [
    { id: 'janalihat', name: { bn: 'জানালীহাট (প্রস্তাবিত রেলপথের শুরু)', en: 'Janalihat (start of the proposed line)' } },
    { id: 'cuet', name: { bn: 'চুয়েট, রাউজান (প্রস্তাবিত)', en: 'CUET, Raozan (proposed)' }, local: true },
    { id: 'kaptai', name: { bn: 'কাপ্তাই (প্রস্তাবিত রেলপথের শেষ)', en: 'Kaptai (end of the proposed line)' } },
  ],
  stationsSources: [railDailyStar2024, railBdnews2021],
  timetables: [],
  services: [],
}
