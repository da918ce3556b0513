import { Fragment } from 'react'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useAsOf } from '#app/components/ui/source-note'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatNumber, localDigits } from '#app/lib/format'
import type { SourceView } from '../protocol'

/** An answer as the reader sees it, from the events of one question. */
export interface Answer {
  text: string
  sources: SourceView[]
  cited: number[]
  notices: Array<{ key: MessageKey; vars?: Vars }>
  cards?: { weak: boolean; emergency: boolean; cards: SourceView[] }
  error?: { key: MessageKey; vars?: Vars }
  done: boolean
}

export const emptyAnswer = (): Answer => ({ text: '', sources: [], cited: [], notices: [], done: false })

/**
 * The answer's text with its citations as links to the guide pages of their records, the cited
 * sources under it, then any notice and the guide's own records as cards. The model's text is
 * shown as text, never as HTML; `**bold**` marks are dropped.
 */
export function AnswerView({ answer, compact = false }: { answer: Answer; compact?: boolean }) {
  const { t } = useI18n()
  const cited = answer.sources.filter((s) => answer.cited.includes(s.n))
  return (
    <div className="space-y-3">
      {answer.text ? <AnswerText text={answer.text} sources={answer.sources} /> : null}
      {cited.length > 0 ? (
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{t('assistant.sources')}</h3>
          <ol className="mt-1 space-y-1 text-sm">
            {cited.map((s) => <li key={s.n}><SourceLine source={s} /></li>)}
          </ol>
        </div>
      ) : null}
      {answer.notices.map((notice) => (
        <p key={notice.key} className="flex gap-2 rounded-lg bg-surface-2 p-2 text-sm text-muted" role="note">
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <span>{t(notice.key, notice.vars)}</span>
        </p>
      ))}
      {answer.cards ? <Cards {...answer.cards} compact={compact} /> : null}
      {answer.error ? <p className="text-sm font-semibold text-danger" role="alert">{t(answer.error.key, answer.error.vars)}</p> : null}
      {answer.done || answer.text || answer.cards || answer.error ? null : <p className="text-sm text-muted">{t('assistant.thinking')}</p>}
    </div>
  )
}

function AnswerText({ text, sources }: { text: string; sources: SourceView[] }) {
  const { lang } = useI18n()
  const paragraphs = text.replace(/\*\*/g, '').split(/\n{1,}/).filter((p) => p.trim())
  return (
    <div className="space-y-2 leading-relaxed">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split(/(\[\d{1,3}\])/).map((part, j) => {
            const n = /^\[(\d{1,3})\]$/.exec(part)?.[1]
            const source = n ? sources.find((s) => s.n === Number(n)) : undefined
            if (!source) return <Fragment key={j}>{localDigits(lang, part)}</Fragment>
            return (
              <Link key={j} to={source.href} className="mx-0.5 inline-flex min-h-6 min-w-6 items-center justify-center rounded bg-primary-soft px-1 align-baseline text-xs font-semibold text-link no-underline"
                aria-label={`${formatNumber(lang, source.n)}: ${localDigits(lang, source.title)}`} title={localDigits(lang, source.title)}>
                {formatNumber(lang, source.n)}
              </Link>
            )
          })}
        </p>
      ))}
    </div>
  )
}

/** "[1] Name · as of March 2024 · Source" (a card has its name above: only the rest). */
function SourceLine({ source, withTitle = true }: { source: SourceView; withTitle?: boolean }) {
  const { t, lang } = useI18n()
  const asOf = useAsOf()
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      {source.n > 0 && withTitle ? <span className="font-semibold">[{formatNumber(lang, source.n)}]</span> : null}
      {withTitle ? <Link to={source.href} className="inline-flex min-h-6 items-center text-link underline">{localDigits(lang, source.title)}</Link> : null}
      <span className="text-xs text-muted">{t('assistant.source.asOf', { date: asOf(source.asOf) })}</span>
      {source.unverified ? <span className="text-xs font-semibold text-warning-fg">{t('assistant.unverified')}</span> : null}
      {source.sources[0] ? (
        <a href={source.sources[0]} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex min-h-6 items-center text-xs text-link underline">
          {t('assistant.source.link')}
        </a>
      ) : null}
    </span>
  )
}

function Cards({ weak, emergency, cards, compact }: { weak: boolean; emergency: boolean; cards: SourceView[]; compact: boolean }) {
  const { t, lang } = useI18n()
  return (
    <div className="space-y-2">
      {emergency ? <p className="rounded-lg border border-danger p-2 text-sm font-semibold text-danger" role="note">{t('assistant.cards.emergency')}</p> : null}
      <p className="text-sm font-semibold">{t(weak ? 'assistant.cards.noAnswer' : 'assistant.cards.intro')}</p>
      <ul className="space-y-2">
        {cards.map((card) => (
          <li key={card.id} className="rounded-lg border border-border bg-surface p-3 text-sm">
            <Link to={card.href} className="font-semibold text-link underline">{localDigits(lang, card.title)}</Link>
            <ul className="mt-1 space-y-0.5">
              {card.lines.slice(0, compact ? 3 : 6).map((line, i) => <li key={i}>{localDigits(lang, line)}</li>)}
            </ul>
            <p className="mt-1"><SourceLine source={card} withTitle={false} /></p>
          </li>
        ))}
      </ul>
    </div>
  )
}
