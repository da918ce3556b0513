import type { Train } from '../pack/schema'
import { cuShuttleTrain, nazirhatCommuter, nazirhatExtraTrip } from './transportation'

/**
 * The Sholashahar–Nazirhat railway. Stations follow the route diagram of the Bengali Wikipedia
 * article, north to south. `local` is set only where a source places the station in
 * Hathazari (a news item on "হাটহাজারীর কাটিরহাট রেলওয়ে স্টেশন"; the Hathazari station staff
 * quoted in 2019); for the others no source says, so it stays unset. No station coordinates
 * were found.
 *
 * Timetables are historical, each with the date its source published it; the undated ones
 * (a newer report and a blog) are not shown as timetables at all, only noted on the service.
 */

const lineWiki = 'https://bn.wikipedia.org/wiki/%E0%A6%B7%E0%A7%8B%E0%A6%B2%E0%A6%B6%E0%A6%B9%E0%A6%B0-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F_%E0%A6%B0%E0%A7%87%E0%A6%B2%E0%A6%B2%E0%A6%BE%E0%A6%87%E0%A6%A8'
const lineWikiMobile = 'https://bn.m.wikipedia.org/wiki/%E0%A6%B7%E0%A7%8B%E0%A6%B2%E0%A6%B6%E0%A6%B9%E0%A6%B0-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F_%E0%A6%B0%E0%A7%87%E0%A6%B2%E0%A6%B2%E0%A6%BE%E0%A6%87%E0%A6%A8'
const katirhatStationNews = 'https://www.ekushey-tv.com/national/news/8467'
const hathazariStationStaff2019 = 'https://dainikpurbokone.net/chattogram/31977/%25E0%25A6%259A%25E0%25A6%259F%25E0%25A7%258D%25E0%25A6%259F%25E0%25A6%2597%25E0%25A7%258D%25E0%25A6%25B0%25E0%25A6%25BE%25E0%25A6%25AE-%25E0%25A6%25A8%25E0%25A6%25BE%25E0%25A6%259C%25E0%25A6%25BF%25E0%25A6%25B0%25E0%25A6%25B9%25E0%25A6%25BE%25E0%25A6%259F-%25E0%25A6%25B0%25E0%25A7%2581%25E0%25A6%259F%25E0%25A7%2587/'
const restart2020 = 'https://www.dailyshamolbangla.com/2020/09/%E0%A6%9A%E0%A6%9F%E0%A7%8D%E0%A6%9F%E0%A6%97%E0%A7%8D%E0%A6%B0%E0%A6%BE%E0%A6%AE-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F-%E0%A6%9F%E0%A7%8D%E0%A6%B0%E0%A7%87%E0%A6%A8'

export const train: Train = {
  line: {
    id: 'sholashahar-nazirhat-line',
    title: { bn: 'ষোলশহর–নাজিরহাট রেলপথ', en: 'The Sholashahar–Nazirhat railway' },
    body: {
      bn: 'ষোলশহর–নাজিরহাট রেলপথ একটি মিটারগেজ রেললাইন। আসাম বেঙ্গল রেলওয়ে ১৯২৯ সালে চট্টগ্রাম–ষোলশহর এবং ১৯৩০ সালে ষোলশহর–নাজিরহাট অংশ চালু করে; ১৯৬৬ সালের পর ফতেয়াবাদ থেকে চট্টগ্রাম বিশ্ববিদ্যালয় পর্যন্ত একটি শাখা লাইন যোগ হয়। হাটহাজারী ও কাটিরহাট স্টেশন এই উপজেলায়। জানুয়ারি ২০১৭-এ কাটিরহাট স্টেশন ভবন নতুন করে নির্মাণের ঘোষণা দেওয়া হয়।',
      en: 'The Sholashahar–Nazirhat railway is a metre-gauge line. The Assam Bengal Railway opened the Chattogram–Sholashahar section in 1929 and the Sholashahar–Nazirhat section in 1930; a branch from Fatehabad to the University of Chittagong was added after 1966. Hathazari and Katirhat stations are in this upazila. In January 2017 it was announced that the Katirhat station building would be rebuilt.',
    },
    sources: [lineWiki, lineWikiMobile, katirhatStationNews],
    asOf: '2017-01',
    confidence: 'high',
    notes: {
      bn: 'উইকিপিডিয়া নিবন্ধে লাইনের স্টেশনসংখ্যা ১১ বলা হয়েছে; এর রুট-চিত্রে নাজিরহাট ঘাট ও বিশ্ববিদ্যালয়ের শাখাসহ ১৩টি নাম আছে।',
      en: 'The Wikipedia article says the line has 11 stations; its route diagram shows 13 names, including Nazirhat Ghat and the university branch.',
    },
  },
  stations: [
    { id: 'nazirhat-ghat', name: { bn: 'নাজিরহাট ঘাট', en: 'Nazirhat Ghat' } },
    { id: 'nazirhat', name: { bn: 'নাজিরহাট', en: 'Nazirhat' } },
    { id: 'katirhat', name: { bn: 'কাটিরহাট', en: 'Katirhat' }, local: true },
    { id: 'sarkarhat', name: { bn: 'সরকারহাট', en: 'Sarkarhat' } },
    { id: 'charia-madrasa', name: { bn: 'চারিয়া মাদ্রাসা', en: 'Charia Madrasa' } },
    { id: 'hathazari', name: { bn: 'হাটহাজারী', en: 'Hathazari' }, local: true },
    { id: 'jobra', name: { bn: 'জোবরা', en: 'Jobra' } },
    { id: 'chittagong-university', name: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয়', en: 'Chittagong University' }, branch: true },
    { id: 'jhautala', name: { bn: 'ঝাউতলা', en: 'Jhautala' } },
    { id: 'fatehabad-junction', name: { bn: 'ফতেয়াবাদ জংশন', en: 'Fatehabad Junction' } },
    { id: 'chattogram-polytechnic', name: { bn: 'চট্টগ্রাম পলিটেকনিক', en: 'Chattogram Polytechnic' } },
    { id: 'chowdhuryhat', name: { bn: 'চৌধুরীহাট', en: 'Chowdhuryhat' } },
    { id: 'sholashahar-junction', name: { bn: 'ষোলশহর জংশন', en: 'Sholashahar Junction' } },
  ],
  stationsSources: [lineWiki, katirhatStationNews, hathazariStationStaff2019],
  timetables: [
    {
      id: 'demu-2020-09',
      title: {
        bn: 'চট্টগ্রাম–নাজিরহাট ডেমু ট্রেন, আবার চালুর সময়সূচি (সেপ্টেম্বর ২০২০)',
        en: 'Chattogram–Nazirhat DEMU train, restart timetable (September 2020)',
      },
      published: '2020-09',
      rows: [
        { from: { bn: 'চট্টগ্রাম', en: 'Chattogram' }, to: { bn: 'নাজিরহাট', en: 'Nazirhat' }, departs: '06:45', arrives: '08:00' },
        { from: { bn: 'নাজিরহাট', en: 'Nazirhat' }, to: { bn: 'চট্টগ্রামের দিকে', en: 'towards Chattogram' }, departs: '09:15' },
      ],
      caveat: {
        bn: 'পুরোনো তথ্য: এই সময়সূচি ২০২০ সালের সেপ্টেম্বরে প্রকাশিত, এখনকার নয়; পরের প্রতিবেদনগুলোতে অন্য সময় দেওয়া আছে। যাত্রার আগে বাংলাদেশ রেলওয়ের কল সেন্টার ১৩১-এ ফোন করে নিশ্চিত হোন।',
        en: 'Historical: this timetable was published in September 2020 and is not current; later reports give other times. Call the Bangladesh Railway call centre (131) to confirm before you travel.',
      },
      sources: [restart2020],
      asOf: '2020-09',
      confidence: 'medium',
      notes: {
        bn: 'সূত্রের প্রতিবেদনে ০৯:১৫-এর পরের অংশ কাটা পড়েছে, তাই বাকি ট্রিপগুলো দেখানো হলো না।',
        en: 'The source report is cut off after the 09:15 departure, so the remaining trips are not shown.',
      },
    },
  ],
  services: [nazirhatCommuter, nazirhatExtraTrip, cuShuttleTrain],
}
