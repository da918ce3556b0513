import { PhoneLine } from '#app/components/ui/phone-line'
import type { PublicSource } from '#app/lib/content/sources'
import { Badge, Card, SourceNote, UnverifiedBadge, useAsOf } from '#app/components/ui/content'
import { Icon } from '#app/components/ui/icon'
import { SuggestCorrectionLink } from '#app/components/ui/suggest-link'
import { useI18n } from '#app/i18n/use-i18n'
import { localDigits } from '#app/lib/format'
import type { PlaceView, Provenance, SectionView } from '../views.server'
import type { TrainDirection } from './train-direction'

export interface TimetableRowView {
  direction: TrainDirection | undefined
  from: string
  to: string
  departs: string
  arrives?: string
}

/** A timetable as one source published it: always shown with its date and caveat. */
export interface TimetableView extends Provenance {
  id: string
  title: string
  published: string
  caveat: string
  rows: TimetableRowView[]
}

export interface StationView {
  id: string
  name: string
  branch: boolean
  local: boolean
}

// Below the sm breakpoint the table becomes a stack of labelled rows: the header row is visually
// hidden (screen readers keep it) and each cell shows its column name from data-label. Written
// out here rather than shared with the markets table, so the train page loads one chunk less.
const stackedRow = 'border-t border-border align-top max-sm:block max-sm:py-2 max-sm:first:border-t-0'
const stackedCell = 'p-2 max-sm:flex max-sm:gap-3 max-sm:py-0.5 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]'

/** One published timetable, limited to the trips in one direction. */
export function TimetableCard({ timetable, direction, directionLabel }: { timetable: TimetableView; direction: TrainDirection; directionLabel: string }) {
  const { t, lang } = useI18n()
  const asOf = useAsOf()
  const rows = timetable.rows.filter((row) => row.direction === direction)
  const missing = <span className="text-muted">{t('info.train.notInSource')}</span>
  return (
    <Card as="article" id={timetable.id} className="flex flex-col gap-3">
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold leading-snug">
        {timetable.title} {timetable.unverified ? <UnverifiedBadge /> : null}
      </h3>
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
        <Icon name="calendar-days" className="size-4" />{t('info.train.published', { date: asOf(timetable.published) })}
      </p>
      <p role="note" className="flex gap-2 rounded-lg border border-warning-fg/40 bg-warning-soft p-3 text-sm font-semibold text-warning-fg">
        <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
        <span>{timetable.caveat}</span>
      </p>
      {rows.length ? (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('info.train.caption', { title: timetable.title, direction: directionLabel })}</caption>
            <thead className="bg-surface-2 max-sm:sr-only">
              <tr>
                <th scope="col" className="p-2 font-semibold">{t('info.train.col.route')}</th>
                <th scope="col" className="p-2 font-semibold">{t('info.train.col.departure')}</th>
                <th scope="col" className="p-2 font-semibold">{t('info.train.col.arrival')}</th>
                <th scope="col" className="p-2 font-semibold">{t('info.train.col.destination')}</th>
                <th scope="col" className="p-2 font-semibold">{t('info.train.col.days')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.from}-${row.to}-${row.departs}`} className={stackedRow}>
                  <th scope="row" className="p-2 text-left font-semibold max-sm:block max-sm:pb-1 sm:font-normal">{row.from} → {row.to}</th>
                  <td data-label={t('info.train.col.departure')} className={`${stackedCell} font-semibold tabular-nums`}>
                    <time dir="ltr">{localDigits(lang, row.departs)}</time>
                  </td>
                  <td data-label={t('info.train.col.arrival')} className={`${stackedCell} tabular-nums`}>
                    {row.arrives ? <time dir="ltr">{localDigits(lang, row.arrives)}</time> : missing}
                  </td>
                  <td data-label={t('info.train.col.destination')} className={stackedCell}>{row.to}</td>
                  <td data-label={t('info.train.col.days')} className={stackedCell}>{missing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-3 text-sm">{t('info.train.noRows')}</p>
      )}
      {timetable.notes ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{timetable.notes}</p> : null}
      <SourceNote sources={timetable.sources} asOf={timetable.asOf} showAsOf={false} />
      <SuggestCorrectionLink collection="trainTimetables" recordId={timetable.id} />
    </Card>
  )
}

/** The stations in order, north to south, marking the branch station and those sources place in the upazila. */
export function StationList({ stations, sources }: { stations: StationView[]; sources: PublicSource[] }) {
  const { t } = useI18n()
  return (
    <Card as="div">
      <ol className="relative space-y-0">
        {stations.map((station, index) => (
          <li key={station.id} id={`station-${station.id}`} className="flex items-start gap-3">
            <span className="flex flex-col items-center self-stretch" aria-hidden="true">
              <span className={`mt-1.5 size-3 shrink-0 rounded-full border-2 border-primary ${station.local ? 'bg-primary' : 'bg-surface'}`} />
              {index < stations.length - 1 ? <span className="w-0.5 flex-1 bg-border" /> : null}
            </span>
            <span className="flex flex-wrap items-center gap-2 pb-3">
              <span className={station.local ? 'font-bold' : ''}>{station.name}</span>
              {station.local ? <Badge tone="primary">{t('info.train.local')}</Badge> : null}
              {station.branch ? <Badge>{t('info.train.branch')}</Badge> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted">{t('info.train.stationsNote')}</p>
      <SourceNote sources={sources} showAsOf={false} />
    </Card>
  )
}

const note = (text: string | undefined) =>
  text ? <p className="text-xs text-muted"><Icon name="info" className="mr-1 inline size-3.5" />{text}</p> : null

/**
 * The line's sourced description. (The guide's SectionArticle and PlaceCard would do, but their
 * module brings the map chunk along, which this page's JavaScript budget cannot afford.)
 */
export function LineArticle({ section }: { section: SectionView }) {
  return (
    <Card as="article" id={section.id} className="flex flex-col gap-2">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold">{section.title} {section.unverified ? <UnverifiedBadge /> : null}</h2>
      <p>{section.body}</p>
      {note(section.notes)}
      <SourceNote sources={section.sources} asOf={section.asOf} />
    </Card>
  )
}

/** The train services on the line, each with its sources. */
export function ServiceList({ services }: { services: PlaceView[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {services.map((service) => (
        <Card as="li" key={service.id} id={service.id} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-bold leading-snug">{service.name}</h3>
              {service.kind ? <p className="text-sm text-muted">{service.kind}</p> : null}
            </div>
            {service.unverified ? <UnverifiedBadge /> : null}
          </div>
          {service.address ? <p className="text-sm">{service.address}</p> : null}
          {service.details ? <p className="text-sm">{service.details}</p> : null}
          {note(service.notes)}
          {service.phones.length ? (
            <div className="flex flex-wrap gap-2">{service.phones.map((p, i) => <PhoneLine key={i} phone={p} label={service.name} />)}</div>
          ) : null}
          <SourceNote sources={service.sources} asOf={service.asOf} />
          {service.collection ? <SuggestCorrectionLink collection={service.collection} recordId={service.id} /> : null}
        </Card>
      ))}
    </ul>
  )
}
