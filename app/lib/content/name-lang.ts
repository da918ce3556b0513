import type { Lang } from '#app/i18n/i18n'

// A module of its own: text.ts is in the script every page loads, and only the pages that show
// mapped places' names need this.

/**
 * The language a name is written in, by its script: Bengali letters make it Bengali, Latin
 * letters English; a name with neither (a number) takes the page's. OpenStreetMap gives many
 * places only a Latin name, and a moderator may add one in either script.
 */
export function nameLang(name: string, pageLang: Lang): Lang {
  if (/[\u0980-\u09ff]/.test(name)) return 'bn'
  return /[a-z]/i.test(name) ? 'en' : pageLang
}
