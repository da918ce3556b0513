/**
 * Which stories are about Hathazari: place names from the guide (the upazila, its unions and
 * pourashava, landmarks), in Bengali and English. A story naming one of them is "hathazari"; one
 * naming only Chattogram is "region" (kept from the Chattogram dailies, not from national feeds).
 */
export interface Keywords {
  hathazari: string[]
  region: string[]
}

const landmarks = [
  'হাটহাজারী', 'hathazari', 'হালদা', 'halda', 'চট্টগ্রাম বিশ্ববিদ্যালয়', 'চবি', 'university of chittagong', 'chittagong university',
  'কাটিরহাট', 'katirhat', 'নাজিরহাট', 'nazirhat', 'সরকারহাট', 'sarkarhat', 'ফতেয়াবাদ', 'fatehabad', 'জোবরা', 'jobra',
]
const region = ['চট্টগ্রাম', 'চট্রগ্রাম', 'chattogram', 'chittagong', 'ctg']

/** Builds the lists from the guide's unions ("ফরহাদাবাদ ইউনিয়ন" → "ফরহাদাবাদ"). */
export function keywordsFrom(unions: ReadonlyArray<{ name: { bn: string; en: string } }>): Keywords {
  const names = unions.flatMap((union) => [
    union.name.bn.replace(/\s*(ইউনিয়ন|পৌরসভা|পৌরসভা)$/u, ''),
    union.name.en.replace(/\s*(Union|Paurashava|Municipality|\(.*\))+$/i, '').toLowerCase(),
  ]).filter((name) => name.length >= 3)
  return { hathazari: [...new Set([...landmarks, ...names])], region }
}

const latin = /^[a-z .-]+$/

function mentions(text: string, keyword: string): boolean {
  if (!latin.test(keyword)) return text.includes(keyword)
  // Latin names as whole words ("ctg" inside "actg" is not Chattogram).
  return new RegExp(`(^|[^a-z])${keyword.replace(/[.-]/g, '\\$&')}([^a-z]|$)`).test(text)
}

/** "hathazari", "region" or null (not local) for a story's title and excerpt. */
export function relevance(text: string, keywords: Keywords, scope: 'local' | 'national'): 'hathazari' | 'region' | null {
  const haystack = text.normalize('NFC').toLowerCase()
  if (keywords.hathazari.some((keyword) => mentions(haystack, keyword))) return 'hathazari'
  if (scope === 'local' && keywords.region.some((keyword) => mentions(haystack, keyword))) return 'region'
  return null
}
