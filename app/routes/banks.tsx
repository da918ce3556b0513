import { useLoaderData, useSearchParams } from 'react-router'
import { InfoBox } from '#app/components/ui/content'
import { DirectorySearch, withParam } from '#app/components/ui/directory-search'
import { PageHeader } from '#app/components/ui/page-header'
import { SuggestListingLink } from '#app/components/ui/suggest-link'
import { Tabs } from '#app/components/ui/tabs'
import { ListingList } from '#app/features/directory/components/listing-card'
import { filterListings } from '#app/features/directory/listing'
import { bankView } from '#app/features/directory/views.server'
import { bilingual, translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import type { Route } from './+types/banks'

const types = ['government', 'private', 'islamic'] as const

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.banks.title')
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const { banks } = await getGuide()
  return {
    banks: banks.map((bank) => bankView(bank, lang, t, bilingual(`dir.type.${bank.type}`))),
  }
}

/** Banks (spec 2 §2): search, type tabs (in the URL), the info box. */
export default function Banks() {
  const { t, tn } = useI18n()
  const { banks } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const type = types.find((candidate) => candidate === params.get('type')) ?? null
  const shown = filterListings(banks, params.get('q') ?? '', type)
  return (
    <>
      <PageHeader title={t('page.banks.title')} icon="banknote" />
      <DirectorySearch label={t('dir.banks.search')} placeholder={t('dir.banks.searchHint')} keep={['type']} />
      <Tabs
        label={t('dir.banks.tabs')}
        idBase="bank-type"
        tabs={[
          { id: 'all', label: t('content.filter.all'), href: withParam(params, 'type', null) },
          ...types.map((id) => ({ id, label: t(`dir.type.${id}`), href: withParam(params, 'type', id) })),
        ]}
        selected={type ?? 'all'}
      >
        <p className="mb-3 text-sm text-muted" aria-live="polite">{tn('content.results', shown.length)}</p>
        <ListingList items={shown} empty={t('dir.banks.empty')} />
      </Tabs>
      <div className="mt-4"><SuggestListingLink collection="banks" /></div>
      <div className="mt-6">
        <InfoBox title={t('dir.banks.info.title')}>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('dir.banks.info.1')}</li>
            <li>{t('dir.banks.info.2')}</li>
            <li>{t('dir.banks.info.3')}</li>
            <li>{t('dir.banks.info.4')}</li>
          </ul>
        </InfoBox>
      </div>
    </>
  )
}
