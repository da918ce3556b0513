import type { Section, TransportItem } from '../pack/schema'

/**
 * Transport: rail services, roads, buses and CNG auto-rickshaws, as far as sources go. The
 * railway line itself and the dated timetables live in train.ts, which reuses the rail services
 * below. No bus route with stops and fares, no CNG stand and no current train timetable is
 * sourced; the pages say so and point to the Bangladesh Railway call centre (131).
 */

const lineWiki = 'https://bn.wikipedia.org/wiki/%E0%A6%B7%E0%A7%8B%E0%A6%B2%E0%A6%B6%E0%A6%B9%E0%A6%B0-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F_%E0%A6%B0%E0%A7%87%E0%A6%B2%E0%A6%B2%E0%A6%BE%E0%A6%87%E0%A6%A8'
const katirhatStationNews = 'https://www.ekushey-tv.com/national/news/8467'
const commuterWiki2023 = 'https://bn.wikipedia.org/wiki/%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F_%E0%A6%95%E0%A6%AE%E0%A6%BF%E0%A6%89%E0%A6%9F%E0%A6%BE%E0%A6%B0'
const railwayCallCentre = 'https://www.kalbela.com/national/119977'

export const nazirhatCommuter: TransportItem = {
  id: 'nazirhat-commuter',
  mode: 'rail',
  kind: { bn: 'কমিউটার ট্রেন', en: 'Commuter train' },
  name: { bn: 'নাজিরহাট কমিউটার (চট্টগ্রাম–নাজিরহাট)', en: 'Nazirhat Commuter (Chattogram–Nazirhat)' },
  details: {
    bn: 'উইকিপিডিয়ার মে ২০২৩ সালের অনুলিপি অনুযায়ী ট্রেনটি দিনে ৬ বার চলে, যাত্রায় প্রায় ১ ঘণ্টা ৪০ মিনিট লাগে এবং শুক্রবার বন্ধ থাকে। আগস্ট ২০১৯-এ হাটহাজারী স্টেশনের কর্মীদের তথ্য অনুযায়ী এই রুটে ৪টি ডেমু ও ২টি লোকোমোটিভচালিত লোকাল ট্রেন চলত। সূত্রগুলোর সময়সূচি পুরোনো এবং একটির সঙ্গে আরেকটি মেলে না: যাত্রার আগে বাংলাদেশ রেলওয়ের কল সেন্টার ১৩১-এ ফোন করে নিশ্চিত হোন।',
    en: 'According to a May 2023 copy of Wikipedia it runs 6 times a day, takes about 1 h 40 min and does not run on Fridays. In August 2019 Hathazari station staff said 4 DEMU and 2 locomotive-hauled local trains ran on the route. The timetables in the sources are old and disagree with each other: call the Bangladesh Railway call centre (131) before you travel.',
  },
  sources: [commuterWiki2023, 'https://www.dailyshamolbangla.com/2020/09/%E0%A6%9A%E0%A6%9F%E0%A7%8D%E0%A6%9F%E0%A6%97%E0%A7%8D%E0%A6%B0%E0%A6%BE%E0%A6%AE-%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F-%E0%A6%9F%E0%A7%8D%E0%A6%B0%E0%A7%87%E0%A6%A8', 'https://chottolarbarta.net/%e0%a6%9a%e0%a6%9f%e0%a7%8d%e0%a6%9f%e0%a6%97%e0%a7%8d%e0%a6%b0%e0%a6%be%e0%a6%ae-%e0%a6%a8%e0%a6%be%e0%a6%9c%e0%a6%bf%e0%a6%b0%e0%a6%b9%e0%a6%be%e0%a6%9f-%e0%a6%b0%e0%a7%81%e0%a6%9f%e0%a7%87-2', 'https://dainikpurbokone.net/chattogram/31977/%25E0%25A6%259A%25E0%25A6%259F%25E0%25A7%258D%25E0%25A6%259F%25E0%25A6%2597%25E0%25A7%258D%25E0%25A6%25B0%25E0%25A6%25BE%25E0%25A6%25AE-%25E0%25A6%25A8%25E0%25A6%25BE%25E0%25A6%259C%25E0%25A6%25BF%25E0%25A6%25B0%25E0%25A6%25B9%25E0%25A6%25BE%25E0%25A6%259F-%25E0%25A6%25B0%25E0%25A7%2581%25E0%25A6%259F%25E0%25A7%2587/', railwayCallCentre],
  asOf: '2023-05',
  confidence: 'medium',
  notes: {
    bn: 'সময়সূচি নিয়ে সূত্রভেদ: সেপ্টেম্বর ২০২০-এ চট্টগ্রাম থেকে ০৬:৪৫-এ ছাড়ত; তারিখহীন একটি নতুন প্রতিবেদনে নাজিরহাট থেকে ০৬:০০ ও ১০:৪০, চট্টগ্রাম থেকে ০৮:৩০ ও ১৭:৪৫; একটি ব্লগে চট্টগ্রাম থেকে ০৬:৩০।',
    en: 'Sources differ on the times: in September 2020 it left Chattogram at 06:45; an undated newer report gives departures from Nazirhat at 06:00 and 10:40 and from Chattogram at 08:30 and 17:45; a blog gives 06:30 from Chattogram.',
  },
}

export const nazirhatExtraTrip: TransportItem = {
  id: 'nazirhat-local-extra-trip',
  mode: 'rail',
  kind: { bn: 'ট্রেন সেবায় পরিবর্তন', en: 'Train service change' },
  name: { bn: 'চট্টগ্রাম–নাজিরহাট লোকাল ট্রেন: ১ সেপ্টেম্বর থেকে বাড়তি ট্রিপ', en: 'Chattogram–Nazirhat local train: extra trip from 1 September' },
  details: {
    bn: 'নাজিরহাট যাত্রী কল্যাণ সমিতির আবেদনের পর রেলওয়ে পূর্বাঞ্চলের এক চিঠি অনুযায়ী ১ সেপ্টেম্বর থেকে বিদ্যমান লোকাল ট্রেনটি দুই দিকেই দিনে দুবার চলবে, কারণ ডেমু ট্রেন প্রায়ই বিকল থাকে। প্রতিবেদনে বছর উল্লেখ নেই।',
    en: 'After a petition by the Nazirhat Jatri Kalyan Samity, a letter from the Railway East zone said the existing local train would run twice daily each way from 1 September, as the DEMU was often out of service. The report does not show the year.',
  },
  sources: ['https://dainikazadi.net/%E0%A6%A8%E0%A6%BE%E0%A6%9C%E0%A6%BF%E0%A6%B0%E0%A6%B9%E0%A6%BE%E0%A6%9F-%E0%A6%B0%E0%A7%81%E0%A6%9F%E0%A7%87-%E0%A6%86%E0%A6%B0%E0%A7%87%E0%A6%95-%E0%A6%9C%E0%A7%8B%E0%A6%A1%E0%A6%BC%E0%A6%BE'],
  asOf: '2026-11',
  confidence: 'medium',
}

export const cuShuttleTrain: TransportItem = {
  id: 'cu-shuttle-train',
  mode: 'rail',
  kind: { bn: 'বিশ্ববিদ্যালয়ের শাটল ট্রেন', en: 'University shuttle train' },
  name: { bn: 'চট্টগ্রাম বিশ্ববিদ্যালয় শাটল ট্রেন', en: 'University of Chittagong shuttle train' },
  details: {
    bn: 'চট্টগ্রাম স্টেশন ও চট্টগ্রাম বিশ্ববিদ্যালয়ের মধ্যে শিক্ষার্থীদের শাটল ট্রেন। ২০১৯ সালের একটি ব্লগ অনুযায়ী প্রায় ৩টি ট্রেন দিনে প্রায় ২০ বার যাওয়া-আসা করে; ২০১১ সালের একটি ব্লগে সময় "সকাল ৭টা থেকে রাত ৯টা ৩০ মিনিট"।',
    en: 'Student shuttle trains between Chattogram station and the University of Chittagong. A 2019 blog says about 3 trains make about 20 trips a day; a 2011 blog gives "7:00 AM–9:30 PM".',
  },
  sources: ['https://ebook.bdlove24.com/2019/10/blog-post_69.html', 'https://wpuinfo.blogspot.com/2011/11/bangladesh-public-university-cu.html'],
  asOf: '2019-10',
  // Blogs only.
  confidence: 'low',
}

export const transport: TransportItem[] = [
  nazirhatCommuter,
  nazirhatExtraTrip,
  cuShuttleTrain,
  {
    id: 'r160-highway',
    mode: 'road',
    kind: { bn: 'সড়ক', en: 'Road' },
    name: {
      bn: 'আঞ্চলিক মহাসড়ক আর১৬০: হাটহাজারী–নাজিরহাট–ফটিকছড়ি–খাগড়াছড়ি (৯৬ কিলোমিটার)',
      en: 'Regional Highway R160: Hathazari–Nazirhat–Fatikchhari–Khagrachhari (96 km)',
    },
    details: {
      bn: 'চট্টগ্রাম–রাউজান–রাঙামাটি মহাসড়কও উপজেলার ভেতর দিয়ে গেছে।',
      en: 'The Chattogram–Raozan–Rangamati highway also passes through the upazila.',
    },
    sources: ['https://en.wikipedia.org/wiki/Nazirhat', 'https://dainikazadi.net/?p=288402'],
    asOf: '2026-11',
    confidence: 'medium',
  },
  {
    id: 'chattala-chaka-express',
    mode: 'bus',
    kind: { bn: 'এসি বাস সেবা', en: 'AC bus service' },
    name: {
      bn: '"চট্টলা চাকা এক্সপ্রেস" এসি বাস, ফটিকছড়ি (বিবিরহাট)–অক্সিজেন, চট্টগ্রাম',
      en: '"Chattala Chaka Express" AC bus, Fatikchhari (Bibirhat)–Oxygen, Chattogram',
    },
    details: {
      bn: '২৩ মে ২০২২ উদ্বোধন, ২৪ মে থেকে চলাচল; ৪টি এসি বাস; ভাড়া জনপ্রতি ৮০ টাকা। চালায় চট্টগ্রাম–ফটিকছড়ি–নাজিরহাট–খাগড়াছড়ি বাস-মিনিবাস মালিক সমিতি। হাটহাজারীর কোথায় থামে, তা সূত্রে নেই।',
      en: 'Launched on 23 May 2022, running from 24 May; 4 AC buses; fare Tk 80 per person. Run by the Chattogram–Fatikchhari–Nazirhat–Khagrachhari bus-minibus owners\' association. The sources do not say where it stops in Hathazari.',
    },
    sources: ['https://www.chatgaiyakhobor.com/%e0%a6%ab%e0%a6%9f%e0%a6%bf%e0%a6%95%e0%a6%9b%e0%a6%a1%e0%a6%bc%e0%a6%bf-%e0%a6%85%e0%a6%95%e0%a7%8d%e0%a6%b8%e0%a6%bf%e0%a6%9c%e0%a7%87%e0%a6%a8-%e0%a6%b8%e0%a6%a1%e0%a6%bc%e0%a6%95%e0%a7%87//print', 'https://khoborbangla24.net/?p=16400'],
    asOf: '2022-05',
    confidence: 'medium',
    notes: {
      bn: 'ভাড়া ও সেবা ২০২২ সালের তথ্য; বদলে থাকতে পারে।',
      en: 'The fare and service are as of 2022 and may have changed.',
    },
  },
  {
    id: 'city-bus-3-to-cu',
    mode: 'bus',
    kind: { bn: 'শহরের বাস', en: 'City bus' },
    name: { bn: '৩ নম্বর বাস (নিউ মার্কেট থেকে চট্টগ্রাম বিশ্ববিদ্যালয়ের ১ নম্বর গেট)', en: 'City bus no. 3 (New Market to University of Chittagong gate 1)' },
    details: {
      bn: '২০১৯ সালের একটি ভর্তি-নির্দেশিকা ব্লগ অনুযায়ী ৩ নম্বর বাসের ভাড়া ২০ টাকা, সরাসরি বাস ৩০ টাকা; গেট থেকে ক্যাম্পাসে সিএনজিতে ৫ টাকা।',
      en: 'According to a 2019 admission-guide blog: bus no. 3 costs Tk 20, a direct bus Tk 30, and a CNG auto-rickshaw from the gate to the campus Tk 5.',
    },
    sources: ['https://ebook.bdlove24.com/2019/10/blog-post_69.html'],
    asOf: '2019-10',
    // A blog only.
    confidence: 'low',
  },
  {
    id: 'cng-tempo',
    mode: 'road',
    kind: { bn: 'স্থানীয় যাতায়াত', en: 'Local transport' },
    name: { bn: 'সিএনজি অটোরিকশা ও টেম্পো', en: 'CNG auto-rickshaw and tempo' },
    details: {
      bn: 'গড়দুয়ারা ইউনিয়নের ওয়েবসাইট অনুযায়ী উপজেলা সদরের সঙ্গে সিএনজি অটোরিকশা ও টেম্পোতে যাতায়াত করা যায়। স্ট্যান্ডের জায়গা বা ভাড়া সূত্রে নেই।',
      en: 'According to the Garduara union website, CNG auto-rickshaws and tempos link it to the upazila headquarters. The sources give no stand locations or fares.',
    },
    sources: ['http://garduaraup.chittagong.gov.bd/bn/site/page/alS2-এক-নজরে-৯নং-গড়দুয়ারা-ইউনিয়ন'],
    asOf: '2026-11',
    confidence: 'medium',
  },
]

export const transportOverview: Section[] = [
  {
    id: 'by-rail',
    title: { bn: 'রেলপথে', en: 'By rail' },
    body: {
      bn: 'মিটারগেজ ষোলশহর–নাজিরহাট রেলপথ হাটহাজারীর ভেতর দিয়ে গেছে; হাটহাজারী ও কাটিরহাট স্টেশন উপজেলার ভেতরে। চট্টগ্রাম–নাজিরহাট রুটে কমিউটার ও লোকাল ট্রেন চলে, আর চট্টগ্রাম বিশ্ববিদ্যালয়ের নিজস্ব শাটল ট্রেন আছে। সূত্রে পাওয়া সময়সূচিগুলো পুরোনো: যাত্রার আগে বাংলাদেশ রেলওয়ের কল সেন্টার ১৩১-এ ফোন করে নিশ্চিত হোন।',
      en: 'The metre-gauge Sholashahar–Nazirhat railway runs through Hathazari; Hathazari and Katirhat stations are inside the upazila. Commuter and local trains run on the Chattogram–Nazirhat route, and the University of Chittagong has its own shuttle train. The timetables in the sources are old: call the Bangladesh Railway call centre (131) before you travel.',
    },
    sources: [lineWiki, katirhatStationNews, commuterWiki2023, railwayCallCentre],
    asOf: '2024-09-10',
    confidence: 'high',
  },
  {
    id: 'by-road',
    title: { bn: 'সড়কপথে', en: 'By road' },
    body: {
      bn: 'আঞ্চলিক মহাসড়ক আর১৬০ হাটহাজারী থেকে নাজিরহাট ও ফটিকছড়ি হয়ে খাগড়াছড়ি গেছে, আর চট্টগ্রাম–রাউজান–রাঙামাটি মহাসড়কও উপজেলার ভেতর দিয়ে গেছে। গড়দুয়ারা ইউনিয়নের ওয়েবসাইট অনুযায়ী সেখান থেকে উপজেলা সদরে সিএনজি অটোরিকশা ও টেম্পো চলে। ২০২২ সালে ফটিকছড়ি–অক্সিজেন (চট্টগ্রাম) রুটে একটি এসি বাস চালু হয়। থামার জায়গা ও ভাড়াসহ বাস রুটের বা সিএনজি স্ট্যান্ডের যাচাই করা তালিকা এখনো নেই।',
      en: 'Regional Highway R160 runs from Hathazari via Nazirhat and Fatikchhari to Khagrachhari, and the Chattogram–Raozan–Rangamati highway also crosses the upazila. According to the Garduara union website, CNG auto-rickshaws and tempos run from there to the upazila headquarters. An AC bus started on the Fatikchhari–Oxygen (Chattogram) route in 2022. There is no verified list yet of bus routes with stops and fares, or of CNG stands.',
    },
    sources: ['https://en.wikipedia.org/wiki/Nazirhat', 'https://dainikazadi.net/?p=288402', 'https://www.chatgaiyakhobor.com/%e0%a6%ab%e0%a6%9f%e0%a6%bf%e0%a6%95%e0%a6%9b%e0%a6%a1%e0%a6%bc%e0%a6%bf-%e0%a6%85%e0%a6%95%e0%a7%8d%e0%a6%b8%e0%a6%bf%e0%a6%9c%e0%a7%87%e0%a6%a8-%e0%a6%b8%e0%a6%a1%e0%a6%bc%e0%a6%95%e0%a7%87//print', 'http://garduaraup.chittagong.gov.bd/bn/site/page/alS2-এক-নজরে-৯নং-গড়দুয়ারা-ইউনিয়ন'],
    asOf: '2022-05',
    confidence: 'medium',
  },
]
