/**
 * Which catalog files a page needs, by its path. The root loader sends only these (a forum page
 * does not carry the guide's texts), and reloads them when a navigation needs another set.
 * Every page gets `core` (the shell, accounts, toasts).
 */
export type CatalogFile = 'core' | 'guide' | 'info' | 'people' | 'forum' | 'moderation' | 'corrections'
/** A file, or 'corrections-links': only the "Suggest a correction" links and toasts of that file. */
export type CatalogPart = CatalogFile | 'corrections-links'

const info = ['/utilities', '/organizations', '/education', '/religious-places', '/local-markets', '/transportation',
  '/train-schedule', '/tourist-spots', '/tourist-attractions', '/about', '/legal-aid', '/donate']
const people = ['/local-heroes', '/hero', '/notable-personalities', '/honorable-residents', '/local-pride', '/event-calendar', '/social-hub']
const forum = ['/seeking-hathazari', '/community-forum', '/forum']
// Account pages show toasts sent from the forum ("Please login first").
const account = ['/login', '/register', '/forgot-password', '/reset-password']

const under = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`))

export function catalogFilesFor(pathname: string): CatalogPart[] {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
  if (under(path, ['/moderation'])) return ['core', 'forum', 'moderation', 'corrections']
  if (under(path, ['/suggest'])) return ['core', 'guide', 'corrections']
  // The forum shows moderation notices and the blocked-account messages.
  if (under(path, forum) || under(path, account)) return ['core', 'forum', 'moderation']
  // The guide's pages carry "Suggest a correction" on their listings.
  if (under(path, info)) return ['core', 'guide', 'info', 'corrections-links']
  if (under(path, people)) return ['core', 'guide', 'people', 'corrections-links']
  return ['core', 'guide', 'corrections-links']
}
