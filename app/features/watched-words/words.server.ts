// The watched words' checks moved to app/lib/watched-words (several features use them, and a
// feature may not import another): import from there. Kept for code written against this path.
export { checkName, checkTexts, nameRefusal, wordRefusal, type WordVerdict } from '#app/lib/watched-words/words.server'
