import { FORUM } from '#app/lib/forum-path'
/**
 * Which catalog files a page needs, by its path. The root loader sends only these (a forum page
 * does not carry the guide's texts), and reloads them when a navigation needs another set.
 * Every page gets `core` (the shell, accounts, toasts).
 */
export type CatalogFile = 'core' | 'guide' | 'info' | 'people' | 'forum' | 'moderation' | 'corrections' | 'notifications' | 'rules'
/**
 * A file, or a few keys of one: 'corrections-links', only the "Suggest a correction" links and
 * toasts; 'rules-form', only the new-post form's "I have read the rules" tick and its error.
 */
export type CatalogPart = CatalogFile | 'corrections-links' | 'rules-form'

const info = ['/utilities', '/organizations', '/education', '/religious-places', '/local-markets', '/transportation',
  '/train-schedule', '/tourist-spots', '/tourist-attractions', '/about', '/legal-aid', '/donate']
const people = ['/local-heroes', '/hero', '/notable-personalities', '/honorable-residents', '/local-pride', '/event-calendar', '/social-hub']
const forum = [FORUM, '/community-forum', '/forum']
// Account pages show toasts sent from the forum ("Please login first").
const account = ['/login', '/register', '/forgot-password', '/reset-password']

const under = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`))

// Which parts each area of the site needs, first match wins; everything else gets `fallback`.
const rules: Array<{ under: string[]; parts: CatalogPart[] }> = [
  { under: ['/moderation'], parts: ['core', 'forum', 'moderation', 'corrections'] },
  { under: ['/notifications'], parts: ['core', 'notifications'] },
  { under: ['/suggest'], parts: ['core', 'guide', 'corrections'] },
  // The forum shows moderation notices and the blocked-account messages, and asks a newcomer's
  // first post to tick that they read the community's rules.
  { under: [...forum, ...account], parts: ['core', 'forum', 'moderation', 'rules-form'] },
  { under: ['/rules', '/welcome'], parts: ['core', 'rules'] },
  // The guide's pages carry "Suggest a correction" on their listings.
  { under: info, parts: ['core', 'guide', 'info', 'corrections-links'] },
  { under: people, parts: ['core', 'guide', 'people', 'corrections-links'] },
]
const fallback: CatalogPart[] = ['core', 'guide', 'corrections-links']

export function catalogFilesFor(pathname: string): CatalogPart[] {
  const path = pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
  return rules.find((rule) => under(path, rule.under))?.parts ?? fallback
}

/** Every list of parts a page may need (so, every catalog script there can be). */
export function allPartLists(): CatalogPart[][] {
  return [...rules.map((rule) => rule.parts), fallback]
}
