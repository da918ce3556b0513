// The watched words' folding moved to app/lib/watched-words (several features use it, and a
// feature may not import another): import from there. Kept for code written against this path.
export { foldForms, foldText, foldWords, type FoldedForms, type FoldedWords } from '#app/lib/watched-words/normalize'
