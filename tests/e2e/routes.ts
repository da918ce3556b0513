import { sitePages } from '../../app/lib/site-pages'

/**
 * Every route of spec 1 §2 and spec 2 §2 with its aliases; dynamic ones with a real id. The
 * menu's addresses come from the pack (the forum's is place.ts's); the forum's is written out
 * too, so the walk of the first pack's build proves today's addresses still answer (issue 45).
 */
export const routeTable: string[] = [...new Set([
  ...Object.values(sitePages).map((page) => page.path),
  '/seeking-hathazari',
  '/home', '/index', '/local-journalists', '/honorable-residents', '/community-forum',
  '/hero/muhammad-yunus', '/local-heroes/muhammad-yunus', '/seeking-hathazari/1', '/community-forum/post/1', '/forum/1',
  // Not in the menu: the floating button leads there.
  '/assistant',
  // Not in the menu: a new account lands there (issue 43 §5).
  '/welcome',
])]
