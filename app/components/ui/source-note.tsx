import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber } from '#app/lib/format'
import { Icon } from './icon'

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

/** Where a fact comes from: numbered source links (opening in a new tab) and its as-of date. */
export function SourceNote({ sources, asOf, showAsOf = true }: { sources: readonly string[]; asOf?: string; showAsOf?: boolean }) {
  const { t, lang } = useI18n()
  const asOfText = useAsOf()
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-muted">
      {showAsOf && asOf ? (
        <span>{asOf === RESEARCH_COMPILED ? t('content.undated', { date: asOfText(asOf) }) : t('content.asOf', { date: asOfText(asOf) })}</span>
      ) : null}
      <span>{t('content.sources')}:</span>
      {sources.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer nofollow"
          // At least 24 px tall: a finger can hit one source without its neighbour (WCAG 2.5.8).
          className="inline-flex min-h-6 items-center text-link underline" title={url} aria-label={t('content.sourceN', { n: index + 1, host: hostOf(url) })}>
          [{formatNumber(lang, index + 1)}] {hostOf(url)}
        </a>
      ))}
    </p>
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
