/** At most this many entries: a post is still checked in well under 5 ms (bench/watched-words.ts). */
export const WORDS_MAX = 10_000
export const PATTERN_MAX = 100
/** The "try a text" box takes a long post's worth. */
export const TRY_MAX = 20_000
