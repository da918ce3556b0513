import { useLoaderData } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header'
import { PlaceGrid } from '#app/features/guide/components/blocks'
import { stacked } from '#app/features/guide/components/stacked-table'
import { placeView } from '#app/features/guide/views.server'
import { translator } from '#app/i18n/catalogs.server'
import { useI18n } from '#app/i18n/use-i18n'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { sitePages } from '#app/lib/site-pages'
import type { Route } from './+types/local-markets'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'page.localMarkets.title')

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const t = translator(lang)
  const guide = await getGuide()
  return {
    markets: guide.markets.map((m) =>
      placeView(m, lang, { lines: [{ label: t('info.markets.days'), value: m.days ?? t('info.markets.daysUnknown') }] })),
    // Only markets whose days a source gives: nothing is filled in from memory.
    schedule: guide.markets.filter((m) => m.days).map((m) => ({
      id: m.id, name: pick(lang, m.name), days: pick(lang, m.days!), where: pick(lang, m.address),
    })),
    fairs: guide.fairs.map((f) => placeView(f, lang, { lines: [{ label: t('info.markets.when'), value: f.when }] })),
  }
}

/** Markets and fairs (spec 2 §2): the named markets, a weekly schedule of the sourced days only, and the fairs. */
export default function LocalMarkets() {
  const { t } = useI18n()
  const { markets, schedule, fairs } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader title={t('page.localMarkets.title')} icon={sitePages.localMarkets.icon}>{t('info.markets.lead')}</PageHeader>

      <section aria-labelledby="schedule" className="mb-8">
        <h2 id="schedule" className="mb-3 text-xl font-bold">{t('info.markets.schedule')}</h2>
        {schedule.length ? (
          <>
            <div className="overflow-x-auto rounded-xl border border-border bg-surface">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{t('info.markets.schedule')}</caption>
                <thead className={stacked.head}>
                  <tr>
                    <th scope="col" className="p-2 font-semibold">{t('info.markets.col.market')}</th>
                    <th scope="col" className="p-2 font-semibold">{t('info.markets.col.days')}</th>
                    <th scope="col" className="p-2 font-semibold">{t('info.markets.col.where')}</th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.map((row) => (
                    <tr key={row.id} className={stacked.row}>
                      <th scope="row" className={`${stacked.rowHeader} font-semibold`}><a href={`#${row.id}`} className="text-link underline">{row.name}</a></th>
                      <td data-label={t('info.markets.col.days')} className={stacked.cell}>{row.days}</td>
                      <td data-label={t('info.markets.col.where')} className={stacked.cell}>{row.where ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-2 text-sm text-muted">{t('info.markets.scheduleNote')}</p>
          </>
        ) : (
          <p role="status" className="rounded-xl border border-dashed border-border p-4">{t('info.markets.scheduleEmpty')}</p>
        )}
      </section>

      <section aria-labelledby="markets" className="mb-8">
        <h2 id="markets" className="mb-3 flex flex-wrap items-baseline gap-2 text-xl font-bold">
          {t('info.markets.markets')}
          <span className="text-sm font-normal text-muted">{t('info.listedCount', { count: markets.length })}</span>
        </h2>
        <PlaceGrid places={markets} />
      </section>

      <section aria-labelledby="fairs">
        <h2 id="fairs" className="mb-3 flex flex-wrap items-baseline gap-2 text-xl font-bold">
          {t('info.markets.fairs')}
          <span className="text-sm font-normal text-muted">{t('info.listedCount', { count: fairs.length })}</span>
        </h2>
        <PlaceGrid places={fairs} />
      </section>
    </>
  )
}
