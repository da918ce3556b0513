import { searchNamePrefixes } from '#pack/place'
/**
 * Text folding for retrieval (issue 12): the same words, however a resident types them, become
 * the same tokens. Runs in the browser (the search box, the assistant's offline answers) and on
 * the server, so it stays small and dependency-free.
 *
 * What folds together, and why:
 * - Bengali and Latin digits (৯৯৯ = 999): people type either.
 * - Long and short vowel signs (ী/ি, ূ/ু, ঈ/ই, ঊ/উ): the commonest Bengali spelling slip.
 * - অ্যা/এ্যা/এ at a word's start (অ্যাম্বুলেন্স = এম্বুলেন্স), ঙ্ before a consonant and ং
 *   (ব্যাঙ্ক = ব্যাংক), ষ/শ/স (স্টেশন = ষ্টেশন), ণ/ন, ৎ/ত, the nukta (য়/য, ড়/ড), the
 *   chandrabindu and zero-width joiners: all spelling variants seen in real writing.
 * Vowel signs themselves are kept (কলা is not কলি): research §2.4 shows engines that strip them
 * match the wrong words.
 */

const BENGALI_DIGIT_ZERO = 0x09e6

export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_DIGIT_ZERO))
    .normalize('NFD') // splits য় into য + nukta, so the nukta can go
    .replace(/[\u09bc\u0981\u200c\u200d]/g, '')
    .replace(/(^|[^\u0980-\u09ff])(?:অ্যা|এ্যা|অ্যা)/g, '$1এ')
    .replace(/ী/g, 'ি')
    .replace(/ূ/g, 'ু')
    .replace(/ঈ/g, 'ই')
    .replace(/ঊ/g, 'উ')
    .replace(/ঙ্/g, 'ং')
    .replace(/[শষ]/g, 'স')
    .replace(/ণ/g, 'ন')
    .replace(/ৎ/g, 'ত')
    .replace(/[^a-z0-9\u0980-\u09ff]+/g, ' ')
    .trim()
}

/** Folded words of a text, in order. */
export function tokens(text: string): string[] {
  const folded = fold(text)
  return folded ? folded.split(' ') : []
}

/**
 * Words that say nothing about what is asked: question words and fillers in both languages.
 * "number" and "নম্বর" are not here: they tell a hotline from a page about it.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'কি', 'কী', 'কোথায়', 'কোথায়', 'কত', 'কখন', 'কে', 'কার', 'কোন', 'কোনো', 'আছে', 'আছেন', 'হয়', 'হয়', 'এর', 'ও', 'এবং', 'বা',
    'আমি', 'আমার', 'আমাকে', 'আমাদের', 'দিন', 'বলুন', 'বলো', 'জানতে', 'চাই', 'একটি', 'একটা', 'সেই', 'এই', 'যে', 'তে', 'থেকে', 'জন্য',
    'করে', 'করতে', 'কিভাবে', 'কীভাবে', 'যাব', 'যাবো', 'পাব', 'পাবো', 'পারি', 'দরকার', 'প্রয়োজন', 'প্রয়োজন', 'টা', 'টি', 'গুলো', 'সম্পর্কে',
    'what', 'where', 'when', 'who', 'whom', 'which', 'how', 'is', 'are', 'was', 'the', 'a', 'an', 'of', 'in', 'on', 'at', 'to', 'for',
    'and', 'or', 'me', 'my', 'i', 'we', 'our', 'you', 'your', 'do', 'does', 'can', 'could', 'please', 'tell', 'about', 'there', 'any',
    'need', 'get', 'find', 'from', 'with', 'it', 'its', 'this', 'that', 'much', 'many', 'some', 'give', 'know', 'want', 'near', 'nearest',
    // What is left of "hospital's" and "don't" once the apostrophe is gone.
    's', 't',
  ].map(fold),
)

/**
 * The place's own name (in either language, with its case endings; the pack's search
 * name prefixes): nearly every record is about the place, so a record that lacks the word is
 * not a worse answer. It still helps tell names apart (the place's madrasa among others), so it scores but
 * does not count as a word the answer must match.
 */
const placeNames = searchNamePrefixes.map((name) => fold(name))
export const isPlaceName = (term: string) => placeNames.some((name) => term.startsWith(name))

/** The words of a query that carry meaning. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokens(query).filter((t) => !STOP_WORDS.has(t)))]
}

/** How many of the query's words an answer should match: the place's name does not count. */
export const requiredTerms = (terms: readonly string[]) => terms.filter((t) => !isPlaceName(t)).length || terms.length

/** Length in code points (Bengali vowel signs count as letters). */
export const codePoints = (s: string) => Array.from(s).length
