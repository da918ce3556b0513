/**
 * Sites that copy other publishers (offline Wikipedia snapshots, Wikipedia clones, an unofficial
 * copy of The Business Standard): never a source, in the pack or in a reader's suggestion. Cite
 * the original the copy names (docs/content.md). A file of its own: the suggestion form's
 * browser code uses it, and the pack's schemas are too large to load there.
 */
export const COPY_DOMAINS = [
  'medbox.iiab.me', 'wikipedia.ddns.net', 'a.osmarks.net', 'bn.m.wiki.x.io', 'tomorrow.paperai.life', 'cryer.org.uk',
  'wikimili.com', 'pinocchiopedia.com', 'defzone.net', 'profilbaru.com', 'windlasstrade-hk.tech',
  // Not in canonical-sources.md's list, found in the pack later: a Wikipedia clone and a 2015 snapshot.
  'knowpia.com', 'the-uncensored-wiki.com',
] as const

/** Whether `url` is on one of the copy sites (or a subdomain of one). */
export function isCopySite(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return COPY_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))
}
