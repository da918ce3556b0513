import { useLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { PlaceGrid, SectionArticle } from '#app/features/guide/components/blocks'
import { placeView, sectionView } from '#app/features/guide/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/transportation'

const MODES = ['rail', 'bus', 'road', 'water', 'other'] as const

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.transportation.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const guide = await getGuide()
  return {
    overview: guide.transportOverview.map((s) => sectionView(s, lang)),
    groups: MODES.map((mode) => ({
      mode,
      items: guide.transport.filter((item) => item.mode === mode).map((item) => placeView(item, lang, { kind: item.kind })),
    })).filter((group) => group.items.length > 0),
  }
}

/** Transportation (spec 2 §2): the sourced overview, the services by mode, and the way to the train schedule. */
export default function Transportation() {
  const { t } = useI18n()
  const { overview, groups } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.transportation.title')} icon={sitePages.transportation.icon}>{t('info.transport.lead')}</PageHeader>

      <Link to="/train-schedule"
        className="mb-8 flex items-center gap-4 rounded-xl border-2 border-primary bg-primary-soft p-4 hover:bg-surface-2">
        <Icon name={sitePages.trainSchedule.icon} className="size-10 shrink-0 text-link" />
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-bold text-link">{t('info.transport.train.title')}</span>
          <span className="block text-sm">{t('info.transport.train.body')}</span>
        </span>
        <Icon name="chevron-right" className="size-6 shrink-0 text-link" />
      </Link>

      <section aria-labelledby="overview" className="mb-8">
        <h2 id="overview" className="mb-3 text-xl font-bold">{t('info.transport.overview')}</h2>
        <div className="grid gap-3 md:grid-cols-2">
          {overview.map((section) => <SectionArticle key={section.id} section={section} level={3} />)}
        </div>
      </section>

      {groups.map((group) => (
        <section key={group.mode} aria-labelledby={`mode-${group.mode}`} className="mb-8">
          <h2 id={`mode-${group.mode}`} className="mb-3 text-xl font-bold">{t(`info.transport.mode.${group.mode}`)}</h2>
          <PlaceGrid places={group.items} />
        </section>
      ))}
    </>
  )
}
