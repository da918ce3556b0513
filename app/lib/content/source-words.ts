/**
 * Sources from the ground in words, made on the server in the reader's language (issue 42): the
 * pages, the assistant and search say the same thing, and the browser only shows the text.
 */
import { bn } from '../../i18n/bn'
import { en } from '../../i18n/en'
import { localePath } from '../../i18n/paths'
import { intlLocale, translate, type Lang, type MessageKey, type Vars } from '../../i18n/i18n'
import { localDigits } from '../format'
import { forumSourceHref, type GroundMark, type GroundSource, type PublicSource, type Source } from './sources'

const catalogs = { bn, en }
export const say = (lang: Lang, key: MessageKey, vars?: Vars) => translate(lang, catalogs[lang], key, vars)

/** "28 November 2026", "November 2014" or "2014" in the language, as pages show dates. */
export function dateWords(lang: Lang, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number?, number?]
  if (!month) return localDigits(lang, String(year))
  return new Intl.DateTimeFormat(intlLocale[lang], { year: 'numeric', month: 'long', ...(day ? { day: 'numeric' } : {}), timeZone: 'Asia/Dhaka' })
    .format(new Date(Date.UTC(year, month - 1, day ?? 1, 6)))
}

/** A source from the ground in words: "From a photo of the signboard, 20 November 2026". */
export function groundWords(source: GroundSource | GroundMark, lang: Lang): string {
  const date = dateWords(lang, source.date)
  switch (source.kind) {
    case 'photo': return say(lang, `source.photo.${(source as Extract<GroundSource, { kind: 'photo' }>).subject}`, { date })
    case 'call': {
      const role = (source as Extract<GroundSource, { kind: 'call' }>).answeredBy
      return `${say(lang, 'source.call', { date })} ${say(lang, 'source.answeredBy', { role: say(lang, `source.role.${role}`) })}`
    }
    case 'visit': return say(lang, 'source.visit', { date })
    case 'forum': return say(lang, 'source.forum', { date })
  }
}

/** What a page may show of a source: a web page's address, or a ground source's mark, without who recorded it or the photo. */
export function publicSource(source: Source, lang: Lang): PublicSource {
  if (typeof source === 'string') return source
  return {
    kind: source.kind,
    date: source.date,
    text: groundWords(source, lang),
    ...(source.kind === 'forum' ? { href: localePath(lang, forumSourceHref(source)) } : {}),
  }
}

export const publicSources = (sources: readonly Source[], lang: Lang): PublicSource[] => sources.map((source) => publicSource(source, lang))

/** A source in words: a web page's address, or a ground source's words. */
export const sourceWords = (source: PublicSource, lang: Lang): string => (typeof source === 'string' ? source : source.text || groundWords(source, lang))
