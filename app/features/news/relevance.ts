import { place } from '#pack/place'

/**
 * Which stories are about the guide's place: its names and landmarks (the pack's news words) and
 * its unions and paurashava, in Bengali and English. A story naming one of them is "local"; one
 * naming only the region ("Chattogram") is "region" (kept from the region's dailies, not from
 * national feeds).
 */
export interface Keywords {
  local: string[]
  region: string[]
}

/** Builds the lists from the guide's unions ("ফরহাদাবাদ ইউনিয়ন" → "ফরহাদাবাদ"). */
export function keywordsFrom(unions: ReadonlyArray<{ name: { bn: string; en: string } }>): Keywords {
  const names = unions.flatMap((union) => [
    union.name.bn.replace(/\s*(ইউনিয়ন|পৌরসভা|পৌরসভা)$/u, ''),
    union.name.en.replace(/\s*(Union|Paurashava|Municipality|\(.*\))+$/i, '').toLowerCase(),
  ]).filter((name) => name.length >= 3)
  return { local: [...new Set([...place.news.localWords, ...names])], region: place.news.regionWords }
}

const latin = /^[a-z .-]+$/

function mentions(text: string, keyword: string): boolean {
  if (!latin.test(keyword)) return text.includes(keyword)
  // Latin names as whole words ("ctg" inside "actg" is not Chattogram).
  return new RegExp(`(^|[^a-z])${keyword.replace(/[.-]/g, '\\$&')}([^a-z]|$)`).test(text)
}

/** "local", "region" or null (neither) for a story's title and excerpt. */
export function relevance(text: string, keywords: Keywords, scope: 'local' | 'national'): 'local' | 'region' | null {
  const haystack = text.normalize('NFC').toLowerCase()
  if (keywords.local.some((keyword) => mentions(haystack, keyword))) return 'local'
  if (scope === 'local' && keywords.region.some((keyword) => mentions(haystack, keyword))) return 'region'
  return null
}
