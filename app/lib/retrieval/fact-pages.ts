import type { PageKey } from '../site-pages'

/**
 * The page that shows a fact of the pack (its row carries the anchor `fact-<id>`): facts about
 * history, literacy and worship are on their pages, all the others on /geography. Search results
 * and the assistant's citations link there.
 */
export function factPage(id: string): PageKey {
  if (HISTORY_FACTS.includes(id)) return 'history'
  if (id.startsWith('literacy-')) return 'education'
  if (WORSHIP_FACTS.includes(id)) return 'religiousPlaces'
  return 'geography'
}

export const HISTORY_FACTS = ['former-name', 'thana-established', 'upazila-established', 'parliamentary-seat']
export const WORSHIP_FACTS = ['religion-2011', 'mosques', 'temples', 'buddhist-viharas']
