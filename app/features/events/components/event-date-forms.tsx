import { useState, type FormEvent } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import { Form } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import type { DateView, EventViewer } from '../events'

// A signed-in reader's answer and reminders for one date: a file of their own, so a visitor's
// opened event (the most a first visit loads on this page) does not download them.

const statuses = ['going', 'interested', 'not_going'] as const

export function DateForms({ eventId, date, viewer }: { eventId: string; date: DateView; viewer: EventViewer }) {
  return (
    <>
      <RsvpForm eventId={eventId} date={date} />
      <ReminderForm eventId={eventId} date={date} viewer={viewer} />
    </>
  )
}

function RsvpForm({ eventId, date }: { eventId: string; date: DateView }) {
  const { t } = useI18n()
  const busy = useNavigation().state === 'submitting'
  const full = date.capacity !== null && date.going >= date.capacity
  return (
    <Form method="post" action={`?event=${encodeURIComponent(eventId)}`} preventScrollReset>
      <input type="hidden" name="intent" value="rsvp" />
      <input type="hidden" name="dateId" value={date.id} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('events.rsvp.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {statuses.map((status) => {
            const chosen = date.mine?.status === status
            return (
              <button key={status} type="submit" name="status" value={status} aria-pressed={chosen} disabled={busy || (status === 'going' && full && !chosen)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold disabled:opacity-60 ${chosen ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`}>
                {chosen ? <Icon name="check" className="size-4" /> : null}
                {t(`events.rsvp.${status}`)}
              </button>
            )
          })}
        </div>
      </fieldset>
    </Form>
  )
}

function ReminderForm({ eventId, date, viewer }: { eventId: string; date: DateView; viewer: EventViewer }) {
  const { t, lang } = useI18n()
  const submit = useSubmit()
  const busy = useNavigation().state === 'submitting'
  const [asking, setAsking] = useState(false)
  const mine = date.mine?.reminders ?? []
  if (!date.canRemind.hour && mine.length === 0) return null
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const wanted = new FormData(form).getAll('remind').length > 0
    if (!wanted || typeof window === 'undefined') return
    // Notifications are asked for only now, when the reader asks for a reminder.
    event.preventDefault()
    setAsking(true)
    try {
      const { enablePush } = await import('#app/lib/push-client')
      await enablePush(lang)
    } catch {
      // Without notifications the server still takes an e-mail reminder, or says what to do.
    } finally {
      setAsking(false)
    }
    await submit(form, { preventScrollReset: true })
  }
  const option = (minutes: 1440 | 60, label: MessageKey, possible: boolean) => {
    const id = `remind-${date.id}-${minutes}`
    return (
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input id={id} type="checkbox" name="remind" value={minutes} defaultChecked={mine.includes(minutes)} disabled={!possible && !mine.includes(minutes)} className="size-5" />
        {possible ? t(label) : t('events.remind.passed', { label: t(label) })}
      </label>
    )
  }
  return (
    <Form method="post" action={`?event=${encodeURIComponent(eventId)}`} onSubmit={onSubmit} preventScrollReset className="mt-1">
      <input type="hidden" name="intent" value="remind" />
      <input type="hidden" name="dateId" value={date.id} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('events.remind.legend')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {option(1440, 'events.remind.day', date.canRemind.day)}
          {option(60, 'events.remind.hour', date.canRemind.hour)}
          {viewer.canEmail ? (
            <label htmlFor={`remind-${date.id}-email`} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input id={`remind-${date.id}-email`} type="checkbox" name="email" value="1" defaultChecked={date.mine?.byEmail} className="size-5" />
              {t('events.remind.email', { email: viewer.email })}
            </label>
          ) : null}
        </div>
      </fieldset>
      <button type="submit" disabled={busy || asking} className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-surface-2 disabled:opacity-60">
        <Icon name="clock" className="size-4" />{t('events.remind.save')}
      </button>
      {asking ? <p role="status" className="mt-1 text-sm text-muted">{t('events.remind.asking')}</p> : null}
    </Form>
  )
}
