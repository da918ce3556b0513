import { useI18n } from '#app/i18n/use-i18n'
import type { GroundMark, PublicSource } from '#app/lib/content/sources'
import { formatNumber } from '#app/lib/format'
import { Icon } from './icon'
import type { IconName } from '#app/lib/icon-names'

// One formatter per language and precision: a directory page formats a date per record.
const asOfFormats = new Map<string, Intl.DateTimeFormat>()
const asOfFormat = (lang: 'bn' | 'en', withDay: boolean) => {
  const key = `${lang}${withDay}`
  let format = asOfFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-US', { year: 'numeric', month: 'long', ...(withDay ? { day: 'numeric' } : {}), timeZone: 'Asia/Dhaka' })
    asOfFormats.set(key, format)
  }
  return format
}

/** "As of July 2024" in the reader's language, from YYYY, YYYY-MM or YYYY-MM-DD. */
export function useAsOf() {
  const { lang } = useI18n()
  return (asOf: string) => {
    const [year, month, day] = asOf.split('-').map(Number)
    if (!month) return formatNumber(lang, year!, { useGrouping: false })
    return asOfFormat(lang, !!day).format(new Date(Date.UTC(year!, month - 1, day ?? 1, 6)))
  }
}

/**
 * The month the research was compiled. Records whose sources give no date carry it as their
 * as-of date (docs/content.md); they are shown as "source undated", not "as of" that month.
 */
export const RESEARCH_COMPILED = '2026-11'

/**
 * Where a fact comes from: its sources from the ground in words, each with its own mark (a call,
 * a visit, a photo, a forum answer), then the numbered web pages (opening in a new tab) and the
 * as-of date.
 */
export function SourceNote({ sources, asOf, showAsOf = true }: { sources: readonly PublicSource[]; asOf?: string; showAsOf?: boolean }) {
  const { t, lang } = useI18n()
  const asOfText = useAsOf()
  const pages = sources.filter((source) => typeof source === 'string')
  const ground = sources.filter((source) => typeof source !== 'string')
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
      {ground.map((mark, index) => <GroundMarkText key={index} mark={mark} />)}
      {showAsOf && asOf && pages.length ? (
        <span>{asOf === RESEARCH_COMPILED ? t('content.undated', { date: asOfText(asOf) }) : t('content.asOf', { date: asOfText(asOf) })}</span>
      ) : null}
      {pages.length ? <span>{t('content.sources')}:</span> : null}
      {pages.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer nofollow"
          // At least 24 px tall: a finger can hit one source without its neighbour (WCAG 2.5.8).
          className="inline-flex min-h-6 items-center text-link underline" title={url} aria-label={t('content.sourceN', { n: index + 1, host: hostOf(url) })}>
          [{formatNumber(lang, index + 1)}] {hostOf(url)}
        </a>
      ))}
    </p>
  )
}

const groundIcon = { photo: 'camera', call: 'phone-call', visit: 'footprints', forum: 'message-circle' } as const satisfies Record<string, IconName>

/** A source from the ground: its kind's mark and its words (made on the server in the reader's language). */
export function GroundMarkText({ mark }: { mark: GroundMark }) {
  // A forum answer links to its post; the others are words.
  const Tag = mark.href ? 'a' : 'span'
  return (
    <Tag href={mark.href} data-source-kind={mark.kind} className={`inline-flex min-h-6 items-center gap-1 font-semibold ${mark.href ? 'text-link underline' : 'text-fg'}`}>
      <Icon name={groundIcon[mark.kind]} className="size-3.5 shrink-0" />{mark.text}
    </Tag>
  )
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** The visible "unverified" label on low-confidence records (content rule 3). */
export function UnverifiedBadge() {
  const { t } = useI18n()
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning-fg" title={t('content.unverified.help')}>
      <Icon name="triangle-alert" className="size-3.5" />
      {t('content.unverified')}
    </span>
  )
}
