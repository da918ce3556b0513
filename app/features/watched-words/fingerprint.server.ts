// The watched words' matching moved to app/lib/watched-words (several features use it, and a
// feature may not import another): import from there. Kept for code written against this path.
export { fingerprintOf } from '#app/lib/watched-words/fingerprint.server'
