import type { PublicSource } from '#app/lib/content/sources'
import { normalizeForSearch } from '#app/lib/content/text'

/** The hero categories (spec 2 §9), in the order the filter shows them. */
export const heroCategories = ['education', 'social', 'environment', 'health', 'culture'] as const
export type HeroCategory = (typeof heroCategories)[number]

/** The sort orders of /local-heroes; `recent` is the default. */
export const heroSorts = ['recent', 'name', 'experience', 'achievements'] as const
export type HeroSort = (typeof heroSorts)[number]

/** A person as the heroes pages show them, in the reader's language. */
export interface HeroView {
  id: string
  name: string
  title: string
  category: HeroCategory
  categoryLabel: string
  story: string
  achievements: string[]
  connection: string
  yearsOfService?: number
  /** YYYY, YYYY-MM or YYYY-MM-DD: when the guide featured them (the `recent` order). */
  featuredDate: string
  /** The person's own links, else the sources: what "More info" opens. */
  links: string[]
  sources: PublicSource[]
  asOf: string
  unverified: boolean
  notes?: string
  /** Position in the reader's alphabetical order, worked out on the server (no collation in the browser). */
  nameRank: number
  /** Name, title, story, category label and achievements in both languages, normalised (spec 2 §5). */
  search: string
}

export function parseHeroCategory(value: string | null): HeroCategory | null {
  return heroCategories.find((category) => category === value) ?? null
}

export function parseHeroSort(value: string | null): HeroSort {
  return heroSorts.find((sort) => sort === value) ?? 'recent'
}

/** Case-insensitive substring over the search fields in either language, and an exact category. */
export function filterHeroes<T extends Pick<HeroView, 'category' | 'search'>>(heroes: readonly T[], query: string, category: HeroCategory | null): T[] {
  const q = normalizeForSearch(query)
  return heroes.filter((hero) => (!category || hero.category === category) && (!q || hero.search.includes(q)))
}

type Sortable = Pick<HeroView, 'featuredDate' | 'nameRank' | 'yearsOfService' | 'achievements'>

const comparators: Record<HeroSort, (a: Sortable, b: Sortable) => number> = {
  // AsOf strings sort as text: '2026-11-22' > '2026-11' > '2026' > '2025-12-31'.
  recent: (a, b) => (a.featuredDate < b.featuredDate ? 1 : a.featuredDate > b.featuredDate ? -1 : 0),
  name: (a, b) => a.nameRank - b.nameRank,
  // Most years first; people whose years are unknown go last.
  experience: (a, b) => (b.yearsOfService ?? -1) - (a.yearsOfService ?? -1),
  achievements: (a, b) => b.achievements.length - a.achievements.length,
}

/** A sorted copy. The sort is stable: ties keep the order they came in (the content pack's). */
export function sortHeroes<T extends Sortable>(heroes: readonly T[], sort: HeroSort): T[] {
  return [...heroes].sort(comparators[sort])
}

/** Each name's position in alphabetical order for a locale (bn-BD or en-US). */
export function nameRanks(names: readonly string[], locale: string): number[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const order = names.map((name, index) => ({ name, index })).sort((a, b) => collator.compare(a.name, b.name))
  const ranks = new Array<number>(names.length)
  order.forEach((entry, rank) => {
    ranks[entry.index] = rank
  })
  return ranks
}
