import { useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { useHydrated } from '#app/components/ui/use-hydrated'
import { latestNews, newsItem, newsStatus } from '#app/features/news/queries.server'
import { activeSources } from '#app/features/news/sources.server'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDate } from '#app/lib/format'
import { formatDateTime, formatRelative } from '#app/lib/format-time'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import type { Route } from './+types/news'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.news.title')

/**
 * /news (spec 1 §2 "News page", issue 13): the latest local stories from the news job's table,
 * filtered by region (?region=local|region) and outlet (?source=), and a reader for one
 * story (?item=). All of it works without JavaScript; with it, "refresh" reloads in place and
 * "read more" opens the story in a full-screen reader over the list (spec 1 §2), which the back
 * button closes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const params = new URL(request.url).searchParams
  const sources = activeSources()
  const names = Object.fromEntries(sources.map((source) => [source.id, source.name[lang]]))
  // 'hathazari' is what the filter was called before a pack could name another place (issue 45).
  const asked = params.get('region') === 'hathazari' ? 'local' : params.get('region')
  const region = asked === 'local' || asked === 'region' ? asked : undefined
  const source = sources.some((s) => s.id === params.get('source')) ? params.get('source')! : undefined
  const itemId = Number(params.get('item'))
  const reading = Number.isInteger(itemId) && itemId > 0 && itemId < 2 ** 31 ? await newsItem(itemId) : null
  const [items, status] = await Promise.all([latestNews({ region, source, limit: 30 }), newsStatus()])
  // While every source fails, the last stories stay, each with its age (issue 30 §4). Worded
  // here, on the server, so the browser renders the same words and needs no relative-time code.
  const now = new Date()
  return {
    items: items.map((item) => ({
      ...item, sourceName: names[item.sourceId] ?? item.sourceId,
      age: status.failingSince ? formatRelative(lang, item.publishedAt, now) : null,
    })),
    reading: reading && { ...reading, sourceName: names[reading.sourceId] ?? reading.sourceId, age: null },
    missingItem: params.has('item') && !reading,
    sources: sources.map((s) => ({ id: s.id, name: s.name[lang] })),
    region: region ?? '',
    source: source ?? '',
    status,
    failingSince: status.failingSince && formatDateTime(lang, status.failingSince),
  }
}

/** Opening or closing the reader over the list needs no new data: the list has the story. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const withoutItem = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete('item')
    return params.toString()
  }
  return withoutItem(currentUrl) !== withoutItem(nextUrl) || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false
}

type Item = Awaited<ReturnType<typeof loader>>['items'][number]

/** A story as the reader shows it: source and date, the feed's short description, a link out. */
function Story({ item, headline }: { item: Item; headline?: React.ReactNode }) {
  const { t, lang } = useI18n()
  return (
    <>
      <p className="text-sm text-muted">{t('news.fromSource', { source: item.sourceName })} · <time dateTime={item.publishedAt}>{formatDate(lang, item.publishedAt)}</time></p>
      {headline}
      {item.excerpt ? <p className="mt-3 text-lg">{item.excerpt}</p> : null}
      <a href={item.url} target="_blank" rel="noopener noreferrer nofollow"
        className="mt-5 inline-flex min-h-12 items-center gap-2 rounded-lg bg-primary px-5 font-semibold text-on-primary">
        <Icon name="external-link" className="size-5" />{t('news.readOn', { source: item.sourceName })}
      </a>
      <p className="mt-6 text-xs text-muted">{t('news.copyright')}</p>
    </>
  )
}

function NewsCard({ item }: { item: Item }) {
  const { t, lang } = useI18n()
  const [params] = useSearchParams()
  const reading = new URLSearchParams(params)
  reading.set('item', String(item.id))
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
        <span className="font-semibold text-fg">{item.sourceName}</span>
        <time dateTime={item.publishedAt}>{formatDate(lang, item.publishedAt)}</time>
        {item.age ? <span>{t('news.age', { age: item.age })}</span> : null}
        <span className="rounded-full bg-primary-soft px-2 text-link">{t(`news.tag.${item.region}`)}</span>
      </p>
      <h2 className="mt-1 text-lg font-bold leading-snug">{item.title}</h2>
      {item.excerpt ? <p className="mt-1 text-fg">{item.excerpt}</p> : null}
      <Link to={`?${reading}`} state={{ reader: true }} preventScrollReset className="mt-2 inline-flex min-h-8 items-center font-semibold text-link underline"
        aria-label={t('news.readMoreOf', { title: item.title })}>{t('news.readMore')}</Link>
    </li>
  )
}

export default function News() {
  const { t, lang } = useI18n()
  const data = useLoaderData<typeof loader>()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const navigation = useNavigation()
  const refreshing = revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname.endsWith('/news'))

  // Opened from the list (script on): the reader over the list. Opened from a link: its own page.
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const overlay = (location.state as { reader?: boolean } | null)?.reader ? data.items.find((item) => String(item.id) === params.get('item')) : undefined

  if (data.reading && !overlay) {
    const item = data.reading
    return (
      <article className="mx-auto max-w-2xl" aria-labelledby="news-reader-title">
        <Link to="/news" className="mb-4 inline-flex min-h-8 items-center gap-1 font-semibold text-link"><Icon name="arrow-left" className="size-4" />{t('news.back')}</Link>
        <Story item={item} headline={<h1 id="news-reader-title" className="mt-2 text-2xl font-bold leading-snug">{item.title}</h1>} />
      </article>
    )
  }

  const filtered = !!(data.region || data.source)
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('page.news.title')} icon="newspaper">{t('news.intro')}</PageHeader>
      {data.missingItem ? <p role="alert" className="mb-3 rounded-lg bg-warning-soft p-3 text-warning-fg">{t('news.notFound')}</p> : null}
      {data.status.enabled ? (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" aria-label={t('news.filter.label')}>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('news.filter.label')}</legend>
            {(['', 'local', 'region'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-full border border-border px-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary">
                <input type="radio" name="region" value={value} defaultChecked={data.region === value} className="sr-only" />
                {t(value === '' ? 'news.filter.all' : `news.filter.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col text-sm font-semibold">
            {t('news.filter.source')}
            <select name="source" defaultValue={data.source} className="mt-1 min-h-10 rounded-lg border border-border bg-surface px-2 font-normal text-fg">
              <option value="">{t('news.filter.allSources')}</option>
              {data.sources.map((source) => <option key={source.id} value={source.id}>{source.name}</option>)}
            </select>
          </label>
          <button type="submit" className="min-h-10 rounded-lg border border-border px-4 font-semibold hover:bg-surface-2">{t('news.filter.apply')}</button>
          {hydrated ? (
            <button type="button" onClick={() => void revalidator.revalidate()} disabled={refreshing}
              className="ml-auto inline-flex min-h-10 items-center gap-1 rounded-lg px-3 font-semibold text-link hover:bg-surface-2 disabled:opacity-60">
              <Icon name="refresh-cw" className="size-4" />{refreshing ? t('news.refreshing') : t('news.refresh')}
            </button>
          ) : (
            <Link to="/news" className="ml-auto inline-flex min-h-10 items-center gap-1 px-3 font-semibold text-link"><Icon name="refresh-cw" className="size-4" />{t('news.refresh')}</Link>
          )}
        </Form>
      ) : null}
      {data.failingSince && data.items.length > 0 ? (
        <p role="status" className="mb-3 rounded-lg border border-border bg-warning-soft p-3 text-warning-fg">{t('news.failing', { time: data.failingSince })}</p>
      ) : data.status.lastSuccessAt ? <p className="mb-3 text-xs text-muted">{t('news.updated', { time: formatDate(lang, data.status.lastSuccessAt, 'medium') })}</p> : null}

      {refreshing ? (
        <ul aria-busy="true" aria-label={t('news.refreshing')} className="space-y-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="h-28 animate-pulse rounded-xl bg-surface-2" />
          ))}
        </ul>
      ) : !data.status.enabled ? (
        <p className="rounded-lg border border-border bg-surface p-4">{t('news.off')}</p>
      ) : data.items.length > 0 ? (
        <ul className="space-y-3">{data.items.map((item) => <NewsCard key={item.id} item={item} />)}</ul>
      ) : (data.status.lastSuccessAt && !data.failingSince) || filtered ? (
        <p className="rounded-lg border border-border bg-surface p-4">{t(filtered ? 'news.emptyFiltered' : 'news.empty')}</p>
      ) : (
        <div role="alert" className="rounded-lg border border-border bg-warning-soft p-4 text-warning-fg">
          <p>{data.failingSince ? t('news.failingNone', { time: data.failingSince }) : t('news.error')}</p>
          <Link to="/news" className="mt-2 inline-flex min-h-10 items-center gap-1 font-semibold underline"><Icon name="refresh-cw" className="size-4" />{t('news.retry')}</Link>
        </div>
      )}
      <p className="mt-6 text-xs text-muted">{t('news.copyright')}</p>
      {/* Full screen (spec 1 §2 "full-screen reader"): the dialog's usual size, overridden. */}
      <Dialog open={!!overlay} className="!m-0 !h-dvh !max-h-dvh !w-full !max-w-full !rounded-none" title={overlay?.title ?? ''} onClose={() => {
        // Closed by the reader (Escape, the close button): back to the list, as the back button does.
        if (overlay) navigate(-1)
      }}>
        {overlay ? <div className="mx-auto max-w-2xl"><Story item={overlay} /></div> : null}
      </Dialog>
    </div>
  )
}
