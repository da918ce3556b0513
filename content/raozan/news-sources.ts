import type { NewsSource } from '../pack/news-source'

/**
 * Where Raozan's news comes from: the same outlets as the project's first pack
 * (content/hathazari/news-sources.ts), because Chattogram's regional dailies (Dainik Azadi,
 * Dainik Purbokone) and the national feeds cover the whole district. Local outlets keep items
 * that name Raozan or the region; national ones only items that name Raozan or a place in it
 * (place.ts: news words). None of these could be reached from the machine this was built on (no
 * internet there); each URL is what public code and aggregators used as of 2025-2026
 * (research/next-features.md §1.3).
 */
const unverified = 'Not reachable from the build machine; URL from public aggregator code (research §1.3).'

export const newsSources: NewsSource[] = [
  { id: 'dainik-azadi', name: { bn: 'দৈনিক আজাদী', en: 'Dainik Azadi' }, lang: 'bn', url: 'https://www.dainikazadi.net/feed/', scope: 'local', enabled: true, note: `${unverified} Headlines only ("hollow" feed).` },
  { id: 'dainik-purbokone', name: { bn: 'দৈনিক পূর্বকোণ', en: 'Dainik Purbokone' }, lang: 'bn', url: 'https://www.dainikpurbokone.net/feed/', scope: 'local', enabled: true, note: unverified },
  { id: 'prothom-alo', name: { bn: 'প্রথম আলো', en: 'Prothom Alo' }, lang: 'bn', url: 'https://www.prothomalo.com/feed/', scope: 'national', enabled: true, note: unverified },
  { id: 'bbc-bangla', name: { bn: 'বিবিসি বাংলা', en: 'BBC Bangla' }, lang: 'bn', url: 'https://feeds.bbci.co.uk/bengali/rss.xml', scope: 'national', enabled: true, note: unverified },
  { id: 'daily-star', name: { bn: 'দ্য ডেইলি স্টার', en: 'The Daily Star' }, lang: 'en', url: 'https://www.thedailystar.net/news/bangladesh/rss.xml', scope: 'national', enabled: true, note: unverified },
  { id: 'tbs-news', name: { bn: 'দ্য বিজনেস স্ট্যান্ডার্ড', en: 'The Business Standard' }, lang: 'en', url: 'https://www.tbsnews.net/bangladesh/rss.xml', scope: 'national', enabled: true, note: unverified },
]
