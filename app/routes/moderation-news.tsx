import { useLoaderData } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { PageHeader } from '#app/components/ui/page-header'
import { setSourcePaused, sourceHealth } from '#app/features/news/admin.server'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { readForm } from '#app/lib/form.server'
import { localDigits } from '#app/lib/format'
import { formatDateTime } from '#app/lib/format-time'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/moderation-news'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'moderation.news.title')

/** News sources' health for admins (issue 13): last success, errors, stories; pause and resume. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  return { sources: await sourceHealth(getLang(request)) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request, 'admin')
  const form = await readForm(request)
  const id = String(form.get('source') ?? '')
  const paused = form.get('paused') === '1'
  const ok = await setSourcePaused(id, paused)
  return { ok }
}

export default function NewsSources() {
  const { t, lang } = useI18n()
  const { sources } = useLoaderData<typeof loader>()
  const when = (iso: string | null) => (iso ? formatDateTime(lang, iso) : t('moderation.news.never'))
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('moderation.news.title')} icon="newspaper">{t('moderation.news.intro')}</PageHeader>
      <p className="mb-4"><Link to="/moderation" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.title')}</Link></p>
      {sources.length === 0 ? <p className="text-muted">{t('moderation.news.off')}</p> : (
        <ul className="space-y-3">
          {sources.map((source) => (
            <li key={source.id} className="rounded-xl border border-border bg-surface p-4">
              <h2 className="font-bold">{source.name} {source.paused ? <span className="ml-1 rounded-full bg-warning-soft px-2 text-sm text-warning-fg">{t('moderation.news.paused')}</span> : null}</h2>
              <p className="break-all text-xs text-muted">{source.url}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="font-semibold">{t('moderation.news.lastSuccess')}</dt><dd>{when(source.lastSuccessAt)}</dd>
                {source.failingSince ? <><dt className="font-semibold">{t('moderation.news.failingSince')}</dt><dd>{when(source.failingSince)}</dd></> : null}
                <dt className="font-semibold">{t('moderation.news.errors')}</dt><dd>{localDigits(lang, String(source.consecutiveErrors))}</dd>
                {source.lastError ? <><dt className="font-semibold">{t('moderation.news.error')}</dt><dd className="text-danger">{source.lastError}</dd></> : null}
                <dt className="font-semibold">{t('moderation.news.items')}</dt><dd>{localDigits(lang, String(source.items))}</dd>
                <dt className="font-semibold">{t('moderation.news.next')}</dt><dd>{when(source.nextCheckAt)}</dd>
              </dl>
              <Form method="post" className="mt-2">
                <input type="hidden" name="source" value={source.id} />
                <input type="hidden" name="paused" value={source.paused ? '0' : '1'} />
                <button type="submit" className="min-h-10 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">
                  {source.paused ? t('moderation.news.resume') : t('moderation.news.pause')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
