import type { PageKey } from '#app/lib/site-pages'

/**
 * The guide pages every installed copy keeps for a dead connection, whether or not the reader
 * has opened them (issue 15, "offline by design"): the emergency numbers and the directories a
 * resident looks things up in. The service worker fetches them once, in the reader's language,
 * as an anonymous visitor would see them (so they can never carry one person's page).
 */
export const offlinePageKeys = [
  'emergency', 'health', 'hospitals', 'doctors', 'banks', 'administration', 'utilities', 'transportation',
  'trainSchedule', 'education', 'courierServices', 'hotels', 'religiousPlaces', 'localMarkets', 'touristSpots',
] as const satisfies readonly PageKey[]

/** The page shown for an address that was never saved, in each language. */
export const OFFLINE_FALLBACK = { bn: '/offline', en: '/en/offline' } as const
