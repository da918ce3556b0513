import type { Lang } from '#app/i18n/i18n'
import { nameLang } from '#app/lib/content/name-lang'

/**
 * A place's name, marked with its own language where that is not the page's: a Latin name on a
 * Bengali page (OpenStreetMap has only "Janasheba Pharmacy") gets lang="en", so the browser picks
 * a Latin font for it and a screen reader reads it in an English voice, not as Bengali.
 */
export function PlaceName({ name, lang }: { name: string; lang: Lang }) {
  const own = nameLang(name, lang)
  return own === lang ? name : <span lang={own}>{name}</span>
}
