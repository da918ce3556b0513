/**
 * Titles that come before a name and are not part of it: "ডম" for "ড. মুহাম্মদ ইউনূস" helps no
 * one. Compared without trailing dots or visarga (ড., ডঃ, Dr., Md:) and in lower case.
 */
const honorifics = new Set([
  'ড', 'ডা', 'ডাক্তার', 'মো', 'মোহা', 'মোছা', 'মোসা', 'মিসেস', 'জনাব', 'অধ্যাপক', 'প্রফেসর', 'প্রফ', 'প্রকৌশলী', 'ইঞ্জিনিয়ার', 'ইঞ্জি',
  'অ্যাডভোকেট', 'অ্যাড', 'এডভোকেট', 'ব্যারিস্টার', 'আলহাজ্ব', 'আলহাজ', 'আলহাজ্জ', 'হাজী', 'হাজি', 'মাওলানা', 'মৌলানা', 'মুফতি',
  'শহীদ', 'বীর', 'মুক্তিযোদ্ধা', 'লে', 'জেনারেল', 'কর্নেল', 'মেজর', 'ক্যাপ্টেন',
  'dr', 'md', 'mohd', 'mr', 'mrs', 'ms', 'prof', 'professor', 'engr', 'eng', 'adv', 'advocate', 'barrister', 'alhaj', 'alhaz', 'al-haj',
  'haji', 'hazi', 'maulana', 'mawlana', 'mufti', 'shaheed', 'shahid', 'bir', 'muktijoddha', 'lt', 'gen', 'col', 'maj', 'capt', 'retd', '(retd)',
])

const isHonorific = (word: string) => honorifics.has(word.replace(/[.:ঃ]+$/u, '').toLowerCase())

/**
 * Up to two initials of a name, skipping titles ("Dr Muhammad Yunus" → "MY", "মো. করিম" → "ক").
 * Worked out by the server for the forum and the signed-in reader (views carry `initials`), so
 * the list of titles is not in every page's script.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word))
  const named = words.filter((word) => !isHonorific(word))
  // A name that is only titles ("Dr.") keeps them rather than showing nothing.
  return (named.length > 0 ? named : words)
    .slice(0, 2)
    .map((word) => Array.from(word).find((char) => /\p{L}/u.test(char)) ?? '')
    .join('')
    .toUpperCase()
}

