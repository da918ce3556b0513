import { sitePages } from '../../app/lib/site-pages'

/** Every route of spec 1 §2 and spec 2 §2 with its aliases; dynamic ones with a real id. */
export const routeTable: string[] = [
  ...Object.values(sitePages).map((page) => page.path),
  '/home', '/index', '/local-journalists', '/honorable-residents', '/community-forum',
  '/hero/muhammad-yunus', '/local-heroes/muhammad-yunus', '/seeking-hathazari/1', '/community-forum/post/1', '/forum/1',
  // Not in the menu: the floating button leads there.
  '/assistant',
  // Not in the menu: a new account lands there (issue 43 §5).
  '/welcome',
]
