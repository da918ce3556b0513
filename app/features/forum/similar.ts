import type { IconName } from '#app/lib/icon-names'
import type { Category } from '#app/lib/db/schema'

/**
 * "This may already be answered" (issue 44 §5): what the server finds for a title
 * (similar.server.ts) and what the form and the new post's page show (components/similar-list.tsx).
 */

/** A post as the list shows it: nothing of its author, so an anonymous one stays anonymous. */
export interface SimilarPost {
  id: number
  title: string
  category: Category
  /** `answered`: a comment was chosen as its answer; `resolved`: its author marked it so. */
  status: 'answered' | 'resolved' | null
  comments: number
}

/** An entry of the guide: its name in the reader's language, where it leads, and the page it is on. */
export interface SimilarGuide {
  id: string
  name: string
  href: string
  page: string
  icon: IconName
}

export interface Similar {
  posts: SimilarPost[]
  guide: SimilarGuide[]
}

/** The form asks nothing for a title with fewer letters than this: "হা" finds everything. */
export const SIMILAR_MIN_LETTERS = 3

/** The letters and digits of a title, spaces and punctuation aside: what those 3 count. */
export const lettersIn = (title: string) => Array.from(title.replace(/[^\p{L}\p{M}\p{N}]/gu, '')).length
