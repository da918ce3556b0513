import type { ReactNode } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber, localDigits } from '#app/lib/format'
import { osmLink, telHref } from '#app/lib/content/phone'
import { Icon, type IconName } from './icon'

/** "As of July 2024" in the reader's language, from YYYY, YYYY-MM or YYYY-MM-DD. */
export function useAsOf() {
  const { lang } = useI18n()
  return (asOf: string) => {
    const [year, month, day] = asOf.split('-').map(Number)
    if (!month) return formatNumber(lang, year!, { useGrouping: false })
    const date = new Date(Date.UTC(year!, month - 1, day ?? 1, 6))
    return new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-US', {
      year: 'numeric', month: 'long', ...(day ? { day: 'numeric' } : {}), timeZone: 'Asia/Dhaka',
    }).format(date)
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
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      {showAsOf && asOf ? (
        <span>{asOf === RESEARCH_COMPILED ? t('content.undated', { date: asOfText(asOf) }) : t('content.asOf', { date: asOfText(asOf) })}</span>
      ) : null}
      <span>{t('content.sources')}:</span>
      {sources.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-link underline"
          title={url} aria-label={t('content.sourceN', { n: index + 1, host: hostOf(url) })}>
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

/** A one-tap call button: a tel: link with the spec's stripping rules. */
export function CallButton({ number, label, big = false }: { number: string; label?: string; big?: boolean }) {
  const { t, lang } = useI18n()
  return (
    <a href={telHref(number)}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-primary font-semibold text-on-primary hover:opacity-90 ${big ? 'min-h-12 px-4 text-lg' : 'min-h-11 px-3 text-sm'}`}
      aria-label={t('content.callNumber', { number: localDigits(lang, number), label: label ?? '' }).trim()}>
      <Icon name="phone" className={big ? 'size-5' : 'size-4'} />
      <span dir="ltr">{localDigits(lang, number)}</span>
    </a>
  )
}

/** Opens a place on OpenStreetMap in a new tab. */
export function MapButton({ lat, lng, label }: { lat: number; lng: number; label?: string }) {
  const { t } = useI18n()
  return (
    <a href={osmLink(lat, lng)} target="_blank" rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2">
      <Icon name="map-pin" className="size-4" />
      {label ?? t('content.viewOnMap')}
      <span className="sr-only">{t('content.opensNewTab')}</span>
    </a>
  )
}

/** A bordered card for a listing. */
export function Card({ children, className = '', as: Tag = 'article', id }: { children: ReactNode; className?: string; as?: 'article' | 'section' | 'div' | 'li'; id?: string }) {
  // The id is the record's id, so site search can link straight to it (/banks#sonali-bank-hathazari).
  return <Tag id={id} className={`scroll-mt-20 rounded-xl border border-border bg-surface p-4 target:border-primary target:ring-2 target:ring-primary ${className}`}>{children}</Tag>
}

/** A titled box of guidance or tips. */
export function InfoBox({ title, icon = 'info', children, tone = 'neutral' }: { title: ReactNode; icon?: IconName; children: ReactNode; tone?: 'neutral' | 'warning' }) {
  const colours = tone === 'warning' ? 'border-warning-fg/40 bg-warning-soft text-warning-fg' : 'border-border bg-surface-2'
  return (
    <aside className={`rounded-xl border p-4 ${colours}`}>
      <h2 className="mb-2 flex items-center gap-2 font-bold">
        <Icon name={icon} className="size-5" />
        {title}
      </h2>
      <div className="text-sm">{children}</div>
    </aside>
  )
}

/** Said plainly when a category has no verified listing yet (content rule 5). */
export function NoVerifiedListing({ what }: { what: string }) {
  const { t } = useI18n()
  return (
    <Card className="border-dashed">
      <p className="font-semibold">{t('content.noVerified.title', { what })}</p>
      <p className="mt-1 text-sm text-muted">{t('content.noVerified.body')}</p>
      <a href="/contact" className="mt-3 inline-block font-semibold text-link underline">{t('content.noVerified.suggest')}</a>
    </Card>
  )
}

export function EmptyResult({ title, hint }: { title: string; hint?: string }) {
  return (
    <div role="status" className="rounded-xl border border-dashed border-border p-6 text-center">
      <p className="font-semibold">{title}</p>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
    </div>
  )
}

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'primary' }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tone === 'primary' ? 'bg-primary-soft text-link' : 'bg-surface-2 text-muted'}`}>
      {children}
    </span>
  )
}
