import type { IconName } from '#app/lib/icon-names'
import { unlocalizedPath } from '#app/i18n/paths'
import { FORUM } from '#app/lib/forum-path'

/**
 * Every page of the guide, with its path and icon. The menu, the home tiles, the footer sitemap,
 * the screenshot script and the route tests all read this list, so a page is added in one place.
 * Titles come from the catalogs under `page.<key>.title`.
 */
export const sitePages = {
  home: { path: '/', icon: 'house' },
  history: { path: '/history', icon: 'scroll-text' },
  geography: { path: '/geography', icon: 'map' },
  about: { path: '/about', icon: 'info' },
  administration: { path: '/administration', icon: 'building-2' },
  utilities: { path: '/utilities', icon: 'plug-zap' },
  health: { path: '/health', icon: 'heart-pulse' },
  emergency: { path: '/emergency', icon: 'siren' },
  nearby: { path: '/nearby', icon: 'locate-fixed' },
  hospitals: { path: '/hospitals', icon: 'hospital' },
  doctors: { path: '/doctors', icon: 'stethoscope' },
  banks: { path: '/banks', icon: 'banknote' },
  courierServices: { path: '/courier-services', icon: 'package' },
  hotels: { path: '/hotels', icon: 'bed-double' },
  shoppingMalls: { path: '/shopping-malls', icon: 'shopping-bag' },
  religiousPlaces: { path: '/religious-places', icon: 'moon-star' },
  touristSpots: { path: '/tourist-spots', icon: 'mountain' },
  touristAttractions: { path: '/tourist-attractions', icon: 'camera' },
  education: { path: '/education', icon: 'graduation-cap' },
  localMarkets: { path: '/local-markets', icon: 'store' },
  transportation: { path: '/transportation', icon: 'bus' },
  trainSchedule: { path: '/train-schedule', icon: 'train-front' },
  organizations: { path: '/organizations', icon: 'users' },
  news: { path: '/news', icon: 'newspaper' },
  eventCalendar: { path: '/event-calendar', icon: 'calendar-days' },
  localHeroes: { path: '/local-heroes', icon: 'award' },
  notablePersonalities: { path: '/notable-personalities', icon: 'star' },
  localPride: { path: '/local-pride', icon: 'medal' },
  journalists: { path: '/journalists', icon: 'mic' },
  socialHub: { path: '/social-hub', icon: 'users-round' },
  communityForum: { path: FORUM, icon: 'messages-square' },
  donate: { path: '/donate', icon: 'hand-heart' },
  contact: { path: '/contact', icon: 'mail' },
  legalAid: { path: '/legal-aid', icon: 'scale' },
  // The forum's rules (issue 43 §5): in the footer and the sitemap, not in the menu.
  rules: { path: '/rules', icon: 'shield-check' },
} as const satisfies Record<string, { path: string; icon: IconName }>

export type PageKey = keyof typeof sitePages

/** The side menu's five groups (spec 1 §2, shared layout). */
export const menuGroups = [
  { key: 'information', pages: ['home', 'history', 'geography', 'about'] },
  { key: 'services', pages: ['administration', 'utilities', 'health', 'emergency', 'nearby'] },
  { key: 'places', pages: ['religiousPlaces', 'shoppingMalls', 'touristSpots'] },
  {
    key: 'community',
    pages: ['organizations', 'news', 'eventCalendar', 'localHeroes', 'communityForum', 'donate'],
  },
  { key: 'contact', pages: ['contact'] },
] as const satisfies ReadonlyArray<{ key: string; pages: readonly PageKey[] }>

export type MenuGroupKey = (typeof menuGroups)[number]['key']

/** The 20 category tiles on the home page, in the spec's order. */
export const homeTiles = [
  'history', 'geography', 'administration', 'health', 'emergency', 'utilities', 'news',
  'organizations', 'contact', 'donate', 'religiousPlaces', 'trainSchedule', 'shoppingMalls',
  'education', 'localMarkets', 'touristSpots', 'localHeroes', 'eventCalendar', 'communityForum',
  'about',
] as const satisfies readonly PageKey[]

/**
 * The other addresses of pages of the list (app/routes.ts): each page names the list's address
 * as its canonical, and the head's tags (og:url, feeds) are those of that page.
 */
export const pageAliases: Readonly<Record<string, PageKey>> = {
  '/home': 'home', '/index': 'home', '/local-journalists': 'journalists',
  '/honorable-residents': 'notablePersonalities', '/community-forum': 'communityForum',
}

/** Finds the page a path belongs to (aliases included), for highlighting the menu. */
export function pageKeyForPath(pathname: string): PageKey | undefined {
  const path = unlocalizedPath(pathname).replace(/\/+$/, '') || '/'
  if (pageAliases[path]) return pageAliases[path]
  if (path.startsWith('/hero/') || path.startsWith('/local-heroes/')) return 'localHeroes'
  if (path.startsWith('/forum/') || path.startsWith('/community-forum/') || path.startsWith(`${FORUM}/`)) {
    return 'communityForum'
  }
  for (const [key, page] of Object.entries(sitePages)) {
    if (page.path === path) return key as PageKey
  }
  return undefined
}
