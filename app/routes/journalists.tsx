import { publicSources } from '#app/lib/content/source-words'
import { useLoaderData, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Card, SourceNote, UnverifiedBadge } from '#app/components/ui/content'
import { DirectorySearch, withParam } from '#app/components/ui/directory-search'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestCorrectionLink, SuggestListingLink } from '#app/components/ui/suggest-link'
import { ListingList } from '#app/features/directory/components/listing-card'
import { filterListings } from '#app/features/directory/listing'
import { journalistView } from '#app/features/directory/views.server'
import { bilingual, translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import type { Route } from './+types/journalists'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, 'page.journalists.title', { canonical: '/journalists' })
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { journalists, mediaOrganizations } = await getGuide()
  const views = journalists.map((j) => journalistView(j, lang, t, bilingual(`dir.journalists.category.${j.category}`)))
  const categories = [...new Set(journalists.map((j) => j.category))]
  return {
    journalists: views,
    categories: categories.map((id) => ({ id, label: t(`dir.journalists.category.${id}`) })),
    organizations: mediaOrganizations.map((o) => ({
      id: o.id, name: pick(lang, o.name), kind: pick(lang, o.kind), address: pick(lang, o.address), details: pick(lang, o.details),
      sources: publicSources(o.sources, lang), asOf: o.asOf, unverified: o.confidence === 'low',
    })),
  }
}

/** Journalists (/journalists and /local-journalists): the press organisations and a searchable directory. */
export default function Journalists() {
  const { t, tn } = useI18n()
  const { journalists, categories, organizations } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const category = categories.find((c) => c.id === params.get('category'))?.id ?? null
  const shown = filterListings(journalists, params.get('q') ?? '', category)
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${active ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`
  return (
    <>
      <PageHeader title={t('page.journalists.title')} icon="mic" />
      <section aria-labelledby="press-orgs" className="mb-6">
        <h2 id="press-orgs" className="mb-3 text-lg font-bold">{t('dir.journalists.orgs')}</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {organizations.map((o) => (
            <Card as="li" key={o.id} id={o.id}>
              <h3 className="flex flex-wrap items-center gap-2 font-bold">{o.name} {o.unverified ? <UnverifiedBadge /> : null}</h3>
              <p className="text-sm text-muted">{o.kind}</p>
              {o.address ? <p className="mt-1 text-sm">{o.address}</p> : null}
              {o.details ? <p className="mt-1 text-sm">{o.details}</p> : null}
              <SourceNote sources={o.sources} asOf={o.asOf} />
              <SuggestCorrectionLink collection="mediaOrganizations" recordId={o.id} />
            </Card>
          ))}
        </ul>
      </section>
      <DirectorySearch label={t('dir.journalists.search')} placeholder={t('dir.journalists.searchHint')} keep={['category']} />
      {/* Category badges appear only when there is more than one category (spec 2 §2). */}
      {categories.length > 1 ? (
        <nav aria-label={t('dir.journalists.filter')} className="mb-4 flex flex-wrap gap-2">
          <Link to={withParam(params, 'category', null)} replace preventScrollReset className={chip(!category)}>{t('dir.journalists.all')}</Link>
          {categories.map((c) => (
            <Link key={c.id} to={withParam(params, 'category', c.id)} replace preventScrollReset aria-current={c.id === category ? 'true' : undefined} className={chip(c.id === category)}>
              {c.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <p className="mb-3 text-sm text-muted" aria-live="polite">{tn('content.results', shown.length)}</p>
      <ListingList items={shown} empty={t('dir.journalists.empty')} />
      <div className="mt-4"><SuggestListingLink collection="journalists" /></div>
    </>
  )
}
