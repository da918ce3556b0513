import { useEffect, useState } from 'react'
import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { offlinePageKeys } from '#app/features/offline/offline-pages'
import { savedPages, type SavedPage } from '#app/features/offline/saved-pages'
import { useI18n } from '#app/i18n/use-i18n'
import type { MessageKey } from '#app/i18n/i18n'
import { pageMeta } from '#app/lib/meta'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/offline'

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, 'offline.title'),
  { name: 'robots', content: 'noindex' },
]

/**
 * GET /offline?from=: what the service worker shows for a page that was never saved on this
 * phone (docs/offline.md). It is kept at install, rendered for nobody in particular; the pages
 * the reader opened are listed from the worker's cache by the browser.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { from: wantedPath(new URL(request.url).search) }
}

/** The address the reader asked for: only a path on this site, never a link elsewhere. */
function wantedPath(search: string): string {
  const from = new URLSearchParams(search).get('from') ?? ''
  return /^\/(?!\/)/.test(from) ? from.slice(0, 300) : ''
}

export default function OfflinePage() {
  const { t } = useI18n()
  const loaded = useLoaderData<typeof loader>()
  // The worker shows one kept copy of this page for every address: the address comes from the bar.
  const [from, setFrom] = useState(loaded.from)
  const [visited, setVisited] = useState<SavedPage[] | null>(null)
  const [supported, setSupported] = useState(true)
  useEffect(() => setFrom(wantedPath(window.location.search)), [])
  useEffect(() => {
    if (!('caches' in window) || !('serviceWorker' in navigator)) {
      setSupported(false)
      return
    }
    savedPages(document.documentElement.lang === 'en' ? 'en' : 'bn').then(setVisited, () => setVisited([]))
  }, [])
  const link = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-link underline-offset-2 hover:underline'
  return (
    <>
      <PageHeader title={t('offline.title')} icon="wifi-off" />
      <div className="max-w-2xl space-y-4">
        {from ? <p className="break-words">{t('offline.page.wanted', { path: from })}</p> : null}
        <p>{supported ? t('offline.page.intro') : t('offline.page.noWorker')}</p>
        {from ? (
          <a href={from} className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-on-primary">
            {t('offline.page.retry')}
          </a>
        ) : null}
        <section aria-labelledby="offline-guide" className="rounded-xl border border-border bg-surface p-4">
          <h2 id="offline-guide" className="mb-2 text-lg font-bold">{t('offline.page.guide')}</h2>
          <ul className="grid gap-1 sm:grid-cols-2">
            {offlinePageKeys.map((key) => (
              <li key={key}>
                <Link to={sitePages[key].path} className={link} reloadDocument>
                  <Icon name={sitePages[key].icon} className="size-4 shrink-0" />
                  {t(`page.${key}.title` as MessageKey)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="offline-visited" className="rounded-xl border border-border bg-surface p-4">
          <h2 id="offline-visited" className="mb-2 text-lg font-bold">{t('offline.page.visited')}</h2>
          {visited && visited.length > 0 ? (
            <ul className="grid gap-1">
              {visited.map((page) => (
                <li key={page.path}>
                  <a href={page.path} className={link}>{page.title}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('offline.page.none')}</p>
          )}
        </section>
        <p><Link to="/" className={link} reloadDocument>{t('page.home.title')}</Link></p>
      </div>
    </>
  )
}
