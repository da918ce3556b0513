import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'

/** What a member who opens a moderation page sees (HTTP 403); other errors go up. */
export function ModeratorsOnly() {
  const error = useRouteError()
  const { t } = useI18n()
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-bold">{t('moderation.forbidden.title')}</h1>
      <p className="mt-2 text-muted">{t('moderation.forbidden.body')}</p>
    </section>
  )
}
