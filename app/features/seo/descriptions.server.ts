import type { MessageKey } from '#app/i18n/i18n'
import { fillPlaceWords } from '#app/i18n/place-words'
import type { PageKey } from '#app/lib/site-pages'

/** The texts with the place's words filled in (`{@place}`…, app/i18n/place-words.ts), once. */
const placed = <K extends string, T extends { bn: string; en: string }>(texts: Record<K, T>): Record<K, T> =>
  Object.fromEntries(Object.entries<T>(texts).map(([key, text]) => [key, { ...text, bn: fillPlaceWords('bn', text.bn), en: fillPlaceWords('en', text.en) }])) as Record<K, T>

/**
 * Each page's own one-sentence summary, for search results and link previews (issue 31): what
 * the page holds, never a fact of its own. Server-only: no page's script carries them.
 */
export const pageDescriptions = placed<PageKey, { bn: string; en: string }>({
  home: { bn: '{@placeFull}র বিশ্বস্ত স্থানীয় গাইড: সেবা, স্বাস্থ্য, জরুরি নম্বর, যাতায়াত, দর্শনীয় স্থান, খবর আর কমিউনিটি ফোরাম, প্রতিটি তথ্যের সূত্রসহ।', en: 'A trustworthy local guide to {@placeFull}: services, health, emergency numbers, transport, places, news and a community forum, every fact with its source.' },
  history: { bn: '{@placeOf} ইতিহাস: উপজেলার গড়ে ওঠা, গুরুত্বপূর্ণ ঘটনা ও ঐতিহ্য, সূত্রসহ।', en: 'The history of {@place}: how the upazila came to be, its events and heritage, with sources.' },
  geography: { bn: '{@placeOf} ভূগোল: আয়তন, নদী ও পাহাড়, ইউনিয়ন ও পৌরসভা, মানচিত্রসহ।', en: 'The geography of {@place}: area, rivers and hills, unions and the municipality, with a map.' },
  about: { bn: '{@place} এক নজরে: আয়তন, জনসংখ্যা, ইউনিয়ন ও মূল তথ্য, প্রতিটির সূত্রসহ।', en: '{@place} at a glance: area, population, unions and key facts, each with its source.' },
  administration: { bn: '{@placeFull} প্রশাসন: উপজেলা পরিষদ, থানা, ফায়ার সার্ভিস ও সরকারি অফিসের ঠিকানা ও যোগাযোগ।', en: '{@placeFull} administration: the upazila council, police, fire service and government offices, with addresses and contacts.' },
  utilities: { bn: '{@placeIn} বিদ্যুৎ, পানি, গ্যাস ও অন্যান্য সেবার অফিস আর অভিযোগের নম্বর।', en: 'Electricity, water, gas and other utility offices in {@place}, and where to complain.' },
  health: { bn: '{@placeOf} স্বাস্থ্যসেবা: উপজেলা স্বাস্থ্য কমপ্লেক্স, হাসপাতাল, ক্লিনিক ও স্বাস্থ্য বিষয়ক হটলাইন।', en: 'Health care in {@place}: the Upazila Health Complex, hospitals, clinics and health hotlines.' },
  emergency: { bn: 'জরুরি নম্বর: জাতীয় জরুরি সেবা ৯৯৯, ফায়ার সার্ভিস, অ্যাম্বুলেন্স ও স্থানীয় থানা, এক চাপে কল করুন।', en: 'Emergency numbers: the national 999, fire service, ambulance and the local police, each one tap to call.' },
  nearby: { bn: 'আপনার কাছে: সবচেয়ে কাছের হাসপাতাল, থানা, ফার্মেসি ও অন্যান্য জায়গা, দূরত্বসহ।', en: 'Near you: the closest hospitals, police, pharmacies and other places in {@place}, with distances.' },
  hospitals: { bn: '{@placeOf} সরকারি ও বেসরকারি হাসপাতাল এবং ডায়াগনস্টিক সেন্টার: ঠিকানা, ফোন নম্বর ও সূত্র।', en: 'Government and private hospitals and diagnostic centres in {@place}: addresses, phone numbers and sources.' },
  doctors: { bn: '{@placeOf} চিকিৎসক: বিশেষজ্ঞতা, কোথায় বসেন ও যোগাযোগ, সূত্রসহ।', en: 'Doctors in {@place}: specialities, where they practise and how to reach them, with sources.' },
  banks: { bn: '{@placeOf} ব্যাংক ও শাখা: সরকারি, বেসরকারি ও ইসলামি ব্যাংকের ঠিকানা ও যোগাযোগ।', en: 'Banks and branches in {@place}: government, private and Islamic banks, with addresses and contacts.' },
  courierServices: { bn: '{@placeOf} কুরিয়ার সার্ভিস: কোথায় পার্সেল পাঠাবেন ও নেবেন।', en: 'Courier services in {@place}: where to send and collect parcels.' },
  hotels: { bn: '{@place} ও আশপাশের হোটেল ও থাকার জায়গা।', en: 'Hotels and places to stay in and around {@place}.' },
  shoppingMalls: { bn: '{@placeOf} শপিং মল ও বিপণিবিতান।', en: 'Shopping malls and markets for shopping in {@place}.' },
  religiousPlaces: { bn: '{@placeOf} মসজিদ, মন্দির, বৌদ্ধ বিহার ও মাজার: ঠিকানা ও ইতিহাস, সূত্রসহ।', en: 'Mosques, temples, Buddhist monasteries and shrines in {@place}: where they are and their history, with sources.' },
  touristSpots: { bn: '{@placeOf} দর্শনীয় স্থান: প্রকৃতি, ধর্মীয় ও ঐতিহাসিক জায়গা।', en: 'Places to visit in {@place}: nature, and religious and historic sites.' },
  touristAttractions: { bn: '{@placeOf} পর্যটন আকর্ষণ: কী দেখবেন, কীভাবে যাবেন।', en: 'Tourist attractions in {@place}: what to see and how to get there.' },
  education: { bn: '{@placeOf} শিক্ষাপ্রতিষ্ঠান: বিশ্ববিদ্যালয়, কলেজ, স্কুল ও মাদ্রাসা।', en: 'Schools and colleges in {@place}: universities, colleges, schools and madrasas.' },
  localMarkets: { bn: '{@placeOf} হাট-বাজার ও মেলা: কোন বাজার কবে বসে।', en: 'Markets and fairs in {@place}: which market meets on which day.' },
  transportation: { bn: '{@placeIn} যাতায়াত: বাস, সিএনজি, ট্রেন ও রাস্তা, কোথা থেকে কোথায়।', en: 'Getting around {@place}: buses, CNG auto-rickshaws, trains and roads, from where to where.' },
  trainSchedule: { bn: '{@place} দিয়ে চলা ট্রেনের সময়সূচি ও স্টেশন, প্রকাশিত সূত্র থেকে।', en: 'Train times and stations on the line through {@place}, from the published timetable.' },
  organizations: { bn: '{@placeOf} সামাজিক ও স্বেচ্ছাসেবী সংগঠন: কে কী কাজ করে, কীভাবে যোগাযোগ করবেন।', en: 'Social and volunteer organisations in {@place}: what each does and how to reach them.' },
  news: { bn: '{@place} ও {@district} অঞ্চলের সর্বশেষ খবর, বিভিন্ন সংবাদমাধ্যম থেকে।', en: 'The latest news from {@place} and the {@district} region, from several outlets.' },
  eventCalendar: { bn: '{@placeOf} অনুষ্ঠান ও মেলার ক্যালেন্ডার: তারিখ, স্থান, আর কে কে যাচ্ছেন।', en: 'The {@place} events calendar: fairs and gatherings, their dates and places, and who is going.' },
  localHeroes: { bn: '{@placeOf} স্থানীয় নায়কেরা: যাঁদের কাজ এলাকার মানুষের জীবন বদলেছে।', en: 'Local heroes of {@place}: people whose work has changed lives in the upazila.' },
  notablePersonalities: { bn: '{@placeOf} বিশিষ্ট ব্যক্তিত্ব: শিক্ষা, সমাজসেবা, সংস্কৃতি ও আরও নানা ক্ষেত্রে।', en: 'Notable people of {@place} in education, public service, culture and more.' },
  localPride: { bn: '{@placeOf} গর্ব: এলাকার অর্জন ও ঐতিহ্য।', en: 'The pride of {@place}: its achievements and heritage.' },
  journalists: { bn: '{@placeOf} সাংবাদিক, প্রেসক্লাব ও সংবাদমাধ্যম।', en: 'Journalists, the press club and media in {@place}.' },
  socialHub: { bn: 'কমিউনিটি হাব: {@placeOf} অনুষ্ঠান, সংগঠন ও কমিউনিটির খবর এক জায়গায়।', en: 'The social hub: the events, organisations and community life of {@place} in one place.' },
  communityForum: { bn: 'কমিউনিটি ফোরাম: প্রশ্ন করুন, অভিযোগ ও পরামর্শ দিন, এলাকার মানুষের কাছ থেকে উত্তর পান।', en: 'The community forum: ask, complain, suggest and get answers from people who live here.' },
  donate: { bn: '{@guide}কে সহায়তা করুন।', en: 'Support the {@guide}.' },
  contact: { bn: '{@guide}ের সঙ্গে যোগাযোগ করুন: প্রশ্ন, সংশোধন বা পরামর্শ পাঠান।', en: 'Contact the {@guide}: send a question, a correction or a suggestion.' },
  legalAid: { bn: '{@placeIn} আইনি সহায়তা: বিনা খরচে আইনি সেবা কোথায় ও কীভাবে পাবেন।', en: 'Legal aid in {@place}: where and how to get free legal help.' },
  rules: { bn: '{@guide}ের কমিউনিটি ফোরামের নিয়ম: কী লেখা যায়, কী নয়, মডারেশন কীভাবে হয় আর সিদ্ধান্তে আপত্তি কীভাবে জানাবেন।', en: 'The {@guide} forum\'s rules: what may be posted, what may not, how moderation works and how to appeal a decision.' },
})

/**
 * Public pages outside the menu's list that have content of their own, by path: their title's
 * message and their summary; their breadcrumbs are home and the page. Other pages (forms,
 * accounts, moderation) keep the document's title and the site's summary, and no breadcrumbs.
 */
export const otherPages = placed<string, { title: MessageKey; bn: string; en: string }>({
  '/assistant': {
    title: 'assistant.title',
    bn: '{@place} এআই সহকারী: বাংলা বা ইংরেজিতে প্রশ্ন করুন, উত্তর আসবে গাইডের সূত্রসহ তথ্য থেকে, প্রতিটি উত্তরে সূত্র।',
    en: 'The {@place} AI assistant: ask in Bengali or English and get answers from the guide\'s sourced records, each with its source.',
  },
  '/search': {
    title: 'search.title',
    bn: '{@guide}ে খুঁজুন: হাসপাতাল, ব্যাংক, ট্রেন, অফিস, দর্শনীয় স্থান ও আরও অনেক কিছু।',
    en: 'Search the {@guide}: hospitals, banks, trains, offices, places to visit and more.',
  },
})
