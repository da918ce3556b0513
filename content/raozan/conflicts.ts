import type { Conflict } from '../pack/schema'

/**
 * Known disagreements between sources. `shown` is the value the guide displays, `other` the
 * competing value; the record that shows the fact keeps the other value in its notes too. Every
 * conflict is rated 'low' (unresolved).
 */

const banglapediaEn = 'http://en.banglapedia.org/index.php?oldid=15197&title=Raozan_Upazila'
const banglapediaBn = 'http://bn.banglapedia.org/index.php?diff=21575&oldid=559&title=%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'
const portal = 'http://raozan.chittagong.gov.bd/site/page/a49317db-2144-11e7-8f57-286ed488c766'
const enWiki = 'https://en.wikipedia.org/wiki/Raozan_Upazila'
const enWiki2022 = 'http://en.wikipedia.org/wiki/Raozan_Upazila?ns=0&oldid=1120446403'
const bnWiki = 'https://bn.m.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%89%E0%A6%AA%E0%A6%9C%E0%A7%87%E0%A6%B2%E0%A6%BE'
const bnWikiTown = 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8'
const bnWikiPaurashava = 'https://bn.wikipedia.org/wiki/%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9C%E0%A6%BE%E0%A6%A8_%E0%A6%AA%E0%A7%8C%E0%A6%B0%E0%A6%B8%E0%A6%AD%E0%A6%BE'

export const conflicts: Conflict[] = [
  {
    id: 'area',
    topic: { bn: 'আয়তন', en: 'Area' },
    shown: { bn: '২৪৬.৫৯ বর্গকিলোমিটার (বাংলাপিডিয়া, অক্টোবর ২০২৩)', en: '246.59 km² (Banglapedia, October 2023)' },
    other: { bn: '২৪৬.৫৮ বর্গকিলোমিটার (উপজেলার ওয়েবসাইট, উইকিপিডিয়া, বাংলাপিডিয়ার আগের সংস্করণ)', en: '246.58 km² (upazila website, Wikipedia, an earlier Banglapedia revision)' },
    sources: [banglapediaEn, banglapediaBn, portal, enWiki],
    asOf: '2023-10',
    confidence: 'low',
  },
  {
    id: 'population-2011',
    topic: { bn: '২০১১ সালের জনসংখ্যা', en: 'Population in 2011' },
    shown: { bn: '৩,২২,৮৪০ (বাংলাপিডিয়ার ২০১১ আদমশুমারির সারণি, বাংলা উইকিপিডিয়া)', en: '322,840 (Banglapedia\'s 2011 census tables, Bengali Wikipedia)' },
    other: { bn: '৩,২৫,৩৮৯ (ইংরেজি উইকিপিডিয়ার ২০২২ সালের সংস্করণ; বাংলাপিডিয়ার পুরোনো লেখায় এটি ২০০১ সালের আদমশুমারির সংখ্যা)', en: '325,389 (a 2022 revision of English Wikipedia; older Banglapedia text gives this as the 2001 census figure)' },
    sources: [banglapediaEn, bnWiki, enWiki2022],
    asOf: '2023-10',
    confidence: 'low',
  },
  {
    id: 'paurashava-year',
    topic: { bn: 'রাউজান পৌরসভা গঠনের বছর', en: 'Year Raozan Paurashava was formed' },
    shown: { bn: '২০০০ (উপজেলার ওয়েবসাইট)', en: '2000 (upazila website)' },
    other: { bn: '১৯৯৮ (বাংলা উইকিপিডিয়ার পৌরসভা ও শহর নিবন্ধ)', en: '1998 (Bengali Wikipedia\'s paurashava and town articles)' },
    sources: [portal, bnWikiPaurashava, bnWikiTown],
    asOf: '2026-11',
    confidence: 'low',
  },
  {
    id: 'upazila-year',
    topic: { bn: 'থানা থেকে উপজেলা হওয়ার বছর', en: 'Year the thana became an upazila' },
    shown: { bn: '১৯৮৪ (বাংলাপিডিয়া, বাংলা উইকিপিডিয়া)', en: '1984 (Banglapedia, Bengali Wikipedia)' },
    other: { bn: '"৯০ এর দশকে" (উপজেলার ওয়েবসাইট); উপজেলা শহর ১৯৮৩ (বাংলা উইকিপিডিয়ার শহর নিবন্ধ)', en: '"In the 90s" (upazila website); upazila town 1983 (Bengali Wikipedia\'s town article)' },
    sources: [banglapediaEn, bnWiki, portal, bnWikiTown],
    asOf: '2023-10',
    confidence: 'low',
  },
  {
    id: 'literacy-2011',
    topic: { bn: '২০১১ সালের সাক্ষরতার হার', en: 'Literacy rate in 2011' },
    shown: { bn: 'শহরে ৬৩.৩%, গ্রামে ৬২.১% (বাংলাপিডিয়া)', en: '63.3% urban, 62.1% rural (Banglapedia)' },
    other: { bn: '৬৮.১৪% (বাংলা উইকিপিডিয়ার তথ্যছক)', en: '68.14% (Bengali Wikipedia infobox)' },
    sources: [banglapediaEn, bnWiki],
    asOf: '2023-10',
    confidence: 'low',
  },
]
