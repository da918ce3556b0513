import type { ReactNode } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { Icon, type IconName } from './icon'
import { SuggestListingLink } from './suggest-link'
import { askCommunityHref } from '#app/lib/ask-community'

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

/**
 * Said plainly when a category has no verified listing yet (content rule 5), with "Suggest a
 * listing" for the list it stands for (`collection`); without one, the contact page.
 */
export function NoVerifiedListing({ what, collection }: { what: string; collection?: string }) {
  const { t, href } = useI18n()
  return (
    <Card className="border-dashed">
      <p className="font-semibold">{t('content.noVerified.title', { what })}</p>
      <p className="mt-1 text-sm text-muted">{t('content.noVerified.body')}</p>
      {collection ? (
        <SuggestListingLink collection={collection} className="mt-3" />
      ) : (
        <a href={href('/contact')} className="mt-3 inline-block font-semibold text-link underline">{t('content.noVerified.suggest')}</a>
      )}
      <AskCommunity question={t('content.askCommunity.directory', { what })} />
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

/** "Ask the community": a new forum question that starts with `question` (issue 42 §4). A plain link. */
export function AskCommunity({ question }: { question: string }) {
  const { t, href } = useI18n()
  return (
    <p className="mt-2">
      <a href={href(askCommunityHref(question))} className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline">
        <Icon name="messages-square" className="size-4" />{t('content.askCommunity')}
      </a>
      <span className="block text-xs text-muted">{t('content.askCommunity.hint')}</span>
    </p>
  )
}
