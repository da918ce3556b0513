import { publicSources } from '#app/lib/content/source-words'
import { useLoaderData, useSearchParams } from 'react-router'
import { CallButton, SourceNote } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { PageHeader } from '#app/components/ui/page-header'
import { Tabs } from '#app/components/ui/tabs'
import { hotlinesById } from '#app/features/guide/components/info-views.server'
import { LineArticle, ServiceList, StationList, TimetableCard } from '#app/features/guide/components/timetable'
import { parseDirection, trainDirections } from '#app/features/guide/components/train-direction'
import { directionOf } from '#app/features/guide/train-direction.server'
import { placeView, provenance, sectionView } from '#app/features/guide/views.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { reloadOnlyOnPathOrForm } from '#app/lib/revalidate'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/train-schedule'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.trainSchedule.title')
// ?dir= only picks the tab: both directions are already here.
export const shouldRevalidate = reloadOnlyOnPathOrForm

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { train, hotlines } = await getGuide()
  return {
    line: sectionView(train.line, lang),
    stations: train.stations.map((s) => ({ id: s.id, name: pick(lang, s.name), branch: Boolean(s.branch), local: Boolean(s.local) })),
    stationsSources: publicSources(train.stationsSources, lang),
    timetables: train.timetables.map((tt) => ({
      id: tt.id,
      title: pick(lang, tt.title),
      published: tt.published,
      caveat: pick(lang, tt.caveat),
      rows: tt.rows.map((row) => ({ direction: directionOf(row), from: pick(lang, row.from), to: pick(lang, row.to), departs: row.departs, arrives: row.arrives })),
      ...provenance(tt, lang),
    })),
    // The Bangladesh Railway call centre, from the pack's hotlines (never a number typed here).
    railway: hotlinesById(hotlines, ['railway'], lang)[0] ?? null,
    services: train.services.map((s) => placeView(s, lang, { kind: s.kind })),
  }
}

/**
 * Train schedule (spec 2 §2). Only dated, published timetables are shown, each with its date
 * and caveat, split by direction in URL tabs (?dir=up|down); the railway call centre comes first.
 */
export default function TrainSchedule() {
  const { t } = useI18n()
  const { line, stations, stationsSources, timetables, railway, services } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const direction = parseDirection(params.get('dir'))
  const label = { up: t('info.train.dir.up'), down: t('info.train.dir.down') }
  return (
    <>
      <PageHeader title={t('page.trainSchedule.title')} icon={sitePages.trainSchedule.icon}>{t('info.train.lead')}</PageHeader>

      <aside aria-labelledby="confirm" className="mb-8 rounded-xl border-2 border-warning-fg/50 bg-warning-soft p-4 text-warning-fg">
        <h2 id="confirm" className="mb-2 flex items-center gap-2 text-lg font-bold">
          <Icon name="triangle-alert" className="size-5 shrink-0" />{t('info.train.confirm.title')}
        </h2>
        <p className="mb-3 font-semibold">{t(timetables.length ? 'info.train.confirm.body' : 'info.train.confirm.none')}</p>
        {railway ? (
          <div className="flex flex-wrap items-center gap-3">
            <CallButton number={railway.number} label={railway.service} big />
            <div className="min-w-0 flex-1 basis-56 text-sm">
              <p className="font-bold">{railway.service}</p>
              <p>{railway.description}</p>
              <SourceNote sources={railway.sources} asOf={railway.asOf} showAsOf={false} />
            </div>
          </div>
        ) : null}
      </aside>

      <section aria-labelledby="timetables" className="mb-8">
        <h2 id="timetables" className="mb-3 text-xl font-bold">{t('info.train.timetables')}</h2>
        <Tabs label={t('info.train.tabs')} idBase="train-dir" selected={direction}
          tabs={trainDirections.map((id) => ({ id, label: label[id], href: `?dir=${id}` }))}>
          {timetables.length ? (
            <div className="space-y-4">
              {timetables.map((tt) => <TimetableCard key={tt.id} timetable={tt} direction={direction} directionLabel={label[direction]} />)}
            </div>
          ) : (
            <p role="status" className="rounded-xl border border-dashed border-border p-4">{t('info.train.noTimetables')}</p>
          )}
        </Tabs>
      </section>

      <div className="mb-8 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="stations">
          <h2 id="stations" className="mb-3 text-xl font-bold">{t('info.train.stations')}</h2>
          <StationList stations={stations} sources={stationsSources} />
        </section>
        <div className="min-w-0 lg:pt-10">
          <LineArticle section={line} />
        </div>
      </div>

      <section aria-labelledby="services">
        <h2 id="services" className="mb-3 text-xl font-bold">{t('info.train.services')}</h2>
        <ServiceList services={services} />
      </section>
    </>
  )
}
