import { bilingual } from '#app/i18n/catalogs.server'
import { intlLocale, type Lang } from '#app/i18n/i18n'
import { normalizeForSearch, pick } from '#app/lib/content/text'
import { publicSources } from '#app/lib/content/source-words'
import { webSources } from '#app/lib/content/sources'
import type { Person } from '#content/pack/schema'
import { nameRanks, type HeroView } from './heroes'

/** The people of the content pack as the heroes pages show them, in the pack's order. */
export function heroViews(people: readonly Person[], lang: Lang): HeroView[] {
  const ranks = nameRanks(people.map((p) => pick(lang, p.name)), intlLocale[lang])
  return people.map((p, index) => {
    const categoryLabel = bilingual(`people.category.${p.category}`)
    return {
      id: p.id,
      name: pick(lang, p.name),
      title: pick(lang, p.title),
      category: p.category,
      categoryLabel: pick(lang, categoryLabel),
      story: pick(lang, p.story),
      achievements: p.achievements.map((a) => pick(lang, a)),
      connection: pick(lang, p.connection),
      ...(p.yearsOfService ? { yearsOfService: p.yearsOfService } : {}),
      featuredDate: p.featuredDate,
      links: p.links?.length ? p.links : webSources(p.sources),
      sources: publicSources(p.sources, lang),
      asOf: p.asOf,
      unverified: p.confidence === 'low',
      ...(p.notes ? { notes: pick(lang, p.notes) } : {}),
      nameRank: ranks[index]!,
      search: normalizeForSearch(
        [p.name, p.title, p.story, categoryLabel, ...p.achievements].flatMap((text) => [text.bn, text.en]).join(' \u0000 '),
      ),
    }
  })
}
