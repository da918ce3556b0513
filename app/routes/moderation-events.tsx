import { data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { buttonClass, FormError, inputClass, secondaryButtonClass, TextField } from '#app/components/ui/form'
import { PageHeader } from '#app/components/ui/page-header'
import { dhakaFields, parseDateForm, type DateFormErrors } from '#app/features/events/date-form.server'
import { addDate, cancelDate, updateDate, upcomingDates } from '#app/features/events/dates.server'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { requireRole } from '#app/lib/auth/session.server'
import { getGuide } from '#app/lib/content/guide.server'
import { pick } from '#app/lib/content/text'
import { formText, parseId, readForm } from '#app/lib/form.server'
import { localDigits } from '#app/lib/format'
import { formatDateTime } from '#app/lib/format-time'
import { pageMeta } from '#app/lib/meta'
import { getLang } from '#app/lib/preferences.server'
import { redirectWithToast } from '#app/lib/toast.server'
import type { Route } from './+types/moderation-events'

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, 'moderation.events.title')

/**
 * Event dates for moderators (issue 15, ADR 015): the guide's events are annual and their
 * sources give months, so a moderator adds each year's date with the link that announced it,
 * and can move or cancel it. Every change is in the audit log.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'moderator')
  const lang = getLang(request)
  const { events } = await getGuide()
  const titles = new Map(events.map((event) => [event.id, pick(lang, event.title)]))
  const dates = (await upcomingDates()).map((date) => ({
    ...date,
    title: titles.get(date.eventId) ?? date.eventId,
    when: formatDateTime(lang, date.startsAt),
    start: dhakaFields(date.startsAt),
    end: date.endsAt ? dhakaFields(date.endsAt) : null,
  }))
  return { events: events.map((event) => ({ id: event.id, title: titles.get(event.id)! })), dates }
}

type ActionResult = { formId: string; errors?: DateFormErrors; error?: MessageKey; vars?: Record<string, string | number> }

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator')
  const form = await readForm(request)
  const intent = formText(form, 'intent')
  const { events } = await getGuide()
  const eventIds = events.map((event) => event.id)
  if (intent === 'add') {
    const parsed = parseDateForm(form, eventIds)
    if (!parsed.ok) return data<ActionResult>({ formId: 'add', errors: parsed.errors }, { status: 400 })
    await addDate(moderator, parsed.value)
    return redirectWithToast(request, '/moderation/events', { title: 'moderation.events.added', kind: 'success' })
  }
  const id = parseId(formText(form, 'id'))
  if (id === null) return data<ActionResult>({ formId: '', error: 'moderation.events.error.notFound' }, { status: 404 })
  if (intent === 'change') {
    // The event itself does not change: only its date, places and source.
    const parsed = parseDateForm(form, null)
    if (!parsed.ok) return data<ActionResult>({ formId: `date-${id}`, errors: parsed.errors }, { status: 400 })
    const result = await updateDate(moderator, id, parsed.value)
    if (result === 'not-found') return data<ActionResult>({ formId: `date-${id}`, error: 'moderation.events.error.notFound' }, { status: 404 })
    if (result === 'below-going') return data<ActionResult>({ formId: `date-${id}`, errors: { capacity: 'moderation.events.error.belowGoing' } }, { status: 409 })
    return redirectWithToast(request, '/moderation/events', { title: 'moderation.events.changed', kind: 'success' })
  }
  if (intent === 'cancel') {
    const done = await cancelDate(moderator, id, formText(form, 'reason').slice(0, 500))
    if (!done) return data<ActionResult>({ formId: `date-${id}`, error: 'moderation.events.error.notFound' }, { status: 404 })
    return redirectWithToast(request, '/moderation/events', { title: 'moderation.events.cancelled', kind: 'success' })
  }
  return data<ActionResult>({ formId: '', error: 'moderation.error.invalid' }, { status: 400 })
}

function DateFields({ prefix, errors, values }: { prefix: string; errors?: DateFormErrors; values?: { date: string; time: string; endDate: string; endTime: string; capacity: string; source: string } }) {
  const { t } = useI18n()
  const err = (key: keyof DateFormErrors) => (errors?.[key] ? t(errors[key]) : undefined)
  return (
    <>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField id={`${prefix}-date`} label={t('moderation.events.date')} name="date" type="date" required defaultValue={values?.date} error={err('date')} />
        <TextField id={`${prefix}-time`} label={t('moderation.events.start')} name="time" type="time" required defaultValue={values?.time} error={err('time')} />
        <TextField id={`${prefix}-end-date`} label={t('moderation.events.endDate')} name="endDate" type="date" defaultValue={values?.endDate} error={err('end')} />
        <TextField id={`${prefix}-end-time`} label={t('moderation.events.end')} name="endTime" type="time" defaultValue={values?.endTime} />
        <TextField id={`${prefix}-capacity`} label={t('moderation.events.capacity')} name="capacity" inputMode="numeric" pattern="[0-9]*" defaultValue={values?.capacity}
          hint={t('moderation.events.capacityHelp')} error={err('capacity')} />
      </div>
      <TextField id={`${prefix}-source`} label={t('moderation.events.source')} name="source" type="url" required maxLength={500} defaultValue={values?.source} error={err('source')} placeholder="https://" />
    </>
  )
}

export default function ModerationEvents() {
  const { t, lang } = useI18n()
  const { events, dates } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as ActionResult | undefined
  const busy = useNavigation().state === 'submitting'
  const errorsFor = (formId: string) => (result?.formId === formId ? result.errors : undefined)
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('moderation.events.title')} icon="calendar-days">{t('moderation.events.intro')}</PageHeader>
      <p className="mb-4"><Link to="/moderation" className="inline-block min-h-6 font-semibold text-link underline">{t('moderation.title')}</Link></p>
      <Form method="post" className="mb-8 rounded-xl border border-border bg-surface p-4" noValidate>
        <input type="hidden" name="intent" value="add" />
        {result?.formId === 'add' && result.errors ? <FormError>{t('moderation.error.invalid')}</FormError> : null}
        <div className="mb-3">
          <label htmlFor="add-event" className="mb-1 block text-sm font-semibold">{t('moderation.events.event')}</label>
          <select id="add-event" name="eventId" required defaultValue="" className={inputClass}
            aria-invalid={errorsFor('add')?.eventId ? true : undefined} aria-describedby={errorsFor('add')?.eventId ? 'add-event-error' : undefined}>
            <option value="" disabled>{t('moderation.events.choose')}</option>
            {events.map((event) => <option key={event.id} value={event.id}>{event.title}</option>)}
          </select>
          {errorsFor('add')?.eventId ? <p id="add-event-error" className="mt-1 text-sm text-danger">{t(errorsFor('add')!.eventId!)}</p> : null}
        </div>
        <DateFields prefix="add" errors={errorsFor('add')} />
        <button type="submit" className={buttonClass} disabled={busy}>{t('moderation.events.add')}</button>
      </Form>

      <h2 className="mb-3 text-xl font-bold">{t('moderation.events.upcoming')}</h2>
      {dates.length === 0 ? <p className="text-muted">{t('moderation.events.none')}</p> : (
        <ul className="space-y-3">
          {dates.map((date) => {
            const formId = `date-${date.id}`
            return (
              <li key={date.id} className="rounded-xl border border-border bg-surface p-4">
                <h3 className="font-bold">{date.title}</h3>
                <p className="text-sm">
                  {date.when}
                  {date.cancelled ? <span className="ml-2 rounded-full bg-warning-soft px-2 text-sm text-warning-fg">{t('events.dates.cancelled')}</span> : null}
                </p>
                <p className="text-sm text-muted">{t('moderation.events.counts', { going: localDigits(lang, String(date.going)), interested: localDigits(lang, String(date.interested)) })}</p>
                <p className="break-all text-xs text-muted">{date.sourceUrl}</p>
                {result?.formId === formId && result.error ? <FormError>{t(result.error, result.vars)}</FormError> : null}
                {date.cancelled ? null : (
                  <>
                    <details className="mt-2" open={result?.formId === formId}>
                      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-link">{t('moderation.events.edit')}</summary>
                      <Form method="post" className="mt-2" noValidate>
                        <input type="hidden" name="intent" value="change" />
                        <input type="hidden" name="id" value={date.id} />
                        <DateFields prefix={formId} errors={errorsFor(formId)} values={{
                          date: date.start.date, time: date.start.time, endDate: date.end?.date ?? '', endTime: date.end?.time ?? '',
                          capacity: date.capacity === null ? '' : String(date.capacity), source: date.sourceUrl,
                        }} />
                        <button type="submit" className={buttonClass} disabled={busy}>{t('moderation.events.save')}</button>
                      </Form>
                    </details>
                    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="id" value={date.id} />
                      <div className="min-w-48 flex-1">
                        <label htmlFor={`${formId}-reason`} className="mb-1 block text-sm font-semibold">{t('moderation.events.cancelReason')}</label>
                        <input id={`${formId}-reason`} name="reason" maxLength={500} className={inputClass} />
                      </div>
                      <button type="submit" className={secondaryButtonClass} disabled={busy}>{t('moderation.events.cancel')}</button>
                    </Form>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
