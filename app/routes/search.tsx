import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { SiteSearch } from '#app/features/search/components/site-search'
import { getRetrievalIndex } from '#app/lib/retrieval/index.server'
import { searchEntries } from '#app/lib/retrieval/rank'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { pageMeta } from '#app/lib/meta'
import { askCommunityHref } from '#app/lib/ask-community'
import type { Route } from './+types/search'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'search.title')

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? ''
  return { q, results: searchEntries((await getRetrievalIndex()).entries, q, 50) }
}

/** Search results as a page: where the search box goes without JavaScript. */
export default function Search() {
  const { t, tn, lang } = useI18n()
  const { q, results } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('search.title')} icon="search" />
      <div className="mb-6 max-w-xl"><SiteSearch id="search-page-box" initialQuery={q} /></div>
      {!q.trim() ? (
        <p className="text-muted">{t('search.blank')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" role="status">{tn('search.count', results.length, { query: q })}</p>
          {results.length === 0 ? <p>{t('search.none')}</p> : (
            <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
              {results.map((entry) => (
                <li key={entry.p}>
                  <Link to={entry.p} className="flex items-center gap-3 px-4 py-3 hover:bg-surface-2">
                    <Icon name={entry.i} className="size-5 shrink-0 text-primary" />
                    <span className="min-w-0">
                      <span className="block font-semibold">{entry.t[lang === 'bn' ? 0 : 1]}</span>
                      <span className="block text-xs text-muted">{t(`page.${entry.g}.title` as MessageKey)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {/* Nothing, or not what was looked for: a neighbour may know (issue 42 §4). */}
          <p className="mt-4">
            <Link to={askCommunityHref(q)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline">
              <Icon name="messages-square" className="size-4" />{t(results.length ? 'content.askCommunity.notFound' : 'content.askCommunity')}
            </Link>
            <span className="block text-sm text-muted">{t('content.askCommunity.hint')}</span>
          </p>
        </>
      )}
    </>
  )
}
