import { Fragment } from 'react'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useAsOf } from '#app/components/ui/source-note'
import type { MessageKey, Vars } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { osmLink, telHref } from '#app/lib/content/phone'
import { formatNumber, localDigits } from '#app/lib/format'
import { askCommunityHref } from '#app/lib/ask-community'
import type { HelpView, SourceView } from '../protocol'

/** An answer as the reader sees it, from the events of one question. */
export interface Answer {
  text: string
  sources: SourceView[]
  cited: number[]
  notices: Array<{ key: MessageKey; vars?: Vars }>
  cards?: { weak: boolean; emergency: boolean; cards: SourceView[] }
  /** The guide has no number for what was asked: the verified ways to get help, shown first. */
  help?: HelpView
  error?: { key: MessageKey; vars?: Vars }
  done: boolean
}

export const emptyAnswer = (): Answer => ({ text: '', sources: [], cited: [], notices: [], done: false })

/**
 * The answer's text with its citations as links to the guide pages of their records, the cited
 * sources under it, then any notice and the guide's own records as cards. When the guide has no
 * phone number for what was asked, the verified ways to get help come before all of it. The
 * model's text is shown as text, never as HTML; `**bold**` marks are dropped.
 */
export function AnswerView({ answer, compact = false, question }: { answer: Answer; compact?: boolean; question?: string }) {
  const { t } = useI18n()
  // The guide had no answer (nothing matched well, or no number for what was asked): a neighbour may know (issue 42 §4).
  const askCommunity = question && answer.done && (answer.cards?.weak || answer.help)
  const cited = answer.sources.filter((s) => answer.cited.includes(s.n))
  return (
    <div className="space-y-3">
      {answer.help ? <NumberHelp help={answer.help} /> : null}
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
      {/* The help already offers 999: the cards do not say it again. */}
      {answer.cards ? <Cards {...answer.cards} emergency={answer.cards.emergency && !answer.help} compact={compact} /> : null}
      {askCommunity ? (
        <p className="text-sm">
          <Link to={askCommunityHref(question)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline">
            <Icon name="messages-square" className="size-4" />{t('assistant.askCommunity')}
          </Link>
          <span className="block text-xs text-muted">{t('assistant.askCommunity.hint')}</span>
        </p>
      ) : null}
      {answer.error ? <p className="text-sm font-semibold text-danger" role="alert">{t(answer.error.key, answer.error.vars)}</p> : null}
      {answer.done || answer.text || answer.cards || answer.help || answer.error ? null : <p className="text-sm text-muted">{t('assistant.thinking')}</p>}
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
  const page = source.sources[0]
  // The newest source from the ground (a moderator's call, a visit, a photo), said as pages say it.
  const ground = source.ground?.[0]
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      {source.n > 0 && withTitle ? <span className="font-semibold">[{formatNumber(lang, source.n)}]</span> : null}
      {withTitle ? <Link to={source.href} className="inline-flex min-h-6 items-center text-link underline">{localDigits(lang, source.title)}</Link> : null}
      <span className="text-xs text-muted">{t('assistant.source.asOf', { date: asOf(source.asOf) })}</span>
      {source.unverified ? <span className="text-xs font-semibold text-warning-fg">{t('assistant.unverified')}</span> : null}
      {ground ? <span className="text-xs font-semibold" data-source-kind={ground.kind}>{ground.text}</span> : null}
      {page ? (
        <a href={page} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex min-h-6 items-center text-xs text-link underline">
          {t('assistant.source.link')}
        </a>
      ) : null}
    </span>
  )
}

/** A call link: a national hotline's number, one tap to dial. */
function CallLink({ source }: { source: SourceView & { call: string } }) {
  const { t, lang } = useI18n()
  const number = localDigits(lang, source.call)
  return (
    <a href={telHref(source.call)} aria-label={t('assistant.help.call', { number })}
      className="inline-flex min-h-11 min-w-26 shrink-0 items-center justify-center gap-2 rounded-lg bg-primary px-3 font-semibold text-on-primary hover:opacity-90">
      <Icon name="phone" className="size-4" />
      <span dir="ltr">{number}</span>
    </a>
  )
}

const hasCall = (source: SourceView): source is SourceView & { call: string } => !!source.call

/**
 * The guide has no phone number for what was asked (issue 30): it says so, then the verified
 * numbers to call, each with what it is for, then where to go, with its address and map.
 */
function NumberHelp({ help }: { help: HelpView }) {
  const { t, tn, lang } = useI18n()
  const calls = help.calls.filter((c) => hasCall(c.source))
  const place = help.place
  return (
    <div className="space-y-2 rounded-lg border border-border bg-surface-2 p-3" role="note">
      <p className="font-semibold">{help.subject ? t('assistant.help.noNumberFor', { name: localDigits(lang, help.subject) }) : t('assistant.help.noNumber')}</p>
      {calls.length > 0 ? (
        <>
          <p className="text-sm">{tn('assistant.help.calls', calls.length)}</p>
          <ul className="space-y-2">
            {calls.map(({ use, source }) => (
              <li key={source.id} className="flex items-center gap-3">
                {hasCall(source) ? <CallLink source={source} /> : null}
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold">{t(`assistant.help.use.${use}`)}</span>
                  <Link to={source.href} className="inline-flex min-h-6 items-center text-link underline">{localDigits(lang, source.title)}</Link>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {place ? (
        <div className="text-sm">
          <p className="font-semibold">{t('assistant.help.place')}</p>
          <p><Link to={place.href} className="inline-flex min-h-6 items-center text-link underline">{localDigits(lang, place.title)}</Link></p>
          {place.address ? <p>{t('assistant.help.address', { address: localDigits(lang, place.address) })}</p> : null}
          {place.map ? (
            <p className="mt-1">
              <a href={osmLink(place.map.lat, place.map.lng)} target="_blank" rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3 font-semibold hover:bg-surface-2">
                <Icon name="map-pin" className="size-4" />
                {t('assistant.help.map')}
                <span className="sr-only">{t('assistant.help.newTab')}</span>
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function Cards({ weak, emergency, cards, compact }: { weak: boolean; emergency: boolean; cards: SourceView[]; compact: boolean }) {
  const { t, lang } = useI18n()
  if (cards.length === 0 && !weak && !emergency) return null
  return (
    <div className="space-y-2">
      {emergency ? <p className="rounded-lg border border-danger p-2 text-sm font-semibold text-danger" role="note">{t('assistant.cards.emergency')}</p> : null}
      <p className="text-sm font-semibold">{t(weak ? 'assistant.cards.noAnswer' : 'assistant.cards.intro')}</p>
      <ul className="space-y-2">
        {cards.map((card) => (
          <li key={card.id} className="rounded-lg border border-border bg-surface p-3 text-sm">
            <Link to={card.href} className="font-semibold text-link underline">{localDigits(lang, card.title)}</Link>
            {hasCall(card) ? <p className="mt-1"><CallLink source={card} /></p> : null}
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
