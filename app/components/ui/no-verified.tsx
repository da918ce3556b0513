import { useI18n } from '#app/i18n/use-i18n'
import { askCommunityHref } from '#app/lib/ask-community'
import { Card } from './card'
import { Icon } from './icon'
import { SuggestListingLink } from './suggest-link'

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
