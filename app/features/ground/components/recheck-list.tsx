import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { telHref } from '#app/lib/content/phone'
import { formatDate, localDigits } from '#app/lib/format'
import { dhakaDay } from '#app/lib/dhaka-day'
import { answeredByRoles } from '#content/pack/ground-kinds'
import type { RecheckItem } from '../recheck.server'

const input = 'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg'
const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold'

/** "November 2014" or "28 November 2026" from YYYY, YYYY-MM or YYYY-MM-DD. */
function useDay() {
  const { lang } = useI18n()
  return (date: string) => {
    const [year, month, day] = date.split('-')
    if (!month) return localDigits(lang, year!)
    const text = formatDate(lang, `${year}-${month}-${day ?? '15'}T06:00:00Z`)
    return day ? text : text.replace(/^\S+\s/, '')
  }
}

/**
 * The re-check list (issue 42 §2): each fact due for a check, residents' doubts first, then the
 * oldest, each with one form for what the moderator found (works without JavaScript: the form
 * opens in a <details>). Keyset pages: `next` is the cursor of the page after.
 */
export function RecheckList({ items, total, next, after, freshness }: {
  items: RecheckItem[]; total: number; next: string | null; after: string | null
  freshness: { phoneMonths: number; addressMonths: number; hoursMonths: number }
}) {
  const { t, tn, lang } = useI18n()
  const day = useDay()
  const n = (value: number) => localDigits(lang, String(value))
  return (
    <section aria-labelledby="recheck-heading" className="mb-10">
      <h2 id="recheck-heading" className="mb-1 text-xl font-bold">{t('ground.recheck.title')}</h2>
      <p className="mb-1 text-sm text-muted">
        {t('ground.recheck.intro', { phone: n(freshness.phoneMonths), address: n(freshness.addressMonths), hours: n(freshness.hoursMonths) })}
      </p>
      <p className="mb-3 text-sm font-semibold">{t('ground.recheck.total', { count: total })}</p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t('ground.recheck.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {items.map((item) => (
            <li key={item.key}>
              <article aria-labelledby={`check-${item.key}-title`} className="rounded-xl border border-border bg-surface p-3">
                <h3 id={`check-${item.key}-title`} className="font-bold break-words">
                  {item.name} <span className="font-normal text-muted">· {t(`ground.field.${item.field}`)}</span>
                </h3>
                <p className="mt-1 break-words text-sm">{item.field === 'phone' ? <span dir="ltr">{localDigits(lang, item.value)}</span> : item.value}</p>
                <ul className="mt-1 space-y-0.5 text-xs">
                  <li className="text-muted">
                    {t('ground.checked', { date: day(item.checked) })}
                    {item.staleMonths !== null ? ` · ${tn('ground.staleMonths', item.staleMonths)}` : ''}
                  </li>
                  {item.doubted ? <li className="flex gap-1 font-semibold text-warning-fg"><Icon name="triangle-alert" className="size-3.5 shrink-0" />{t('ground.doubted', { date: day(item.doubted) })}</li> : null}
                  {item.unreachable ? <li className="flex gap-1 font-semibold text-warning-fg"><Icon name="phone-off" className="size-3.5 shrink-0" />{t('ground.unreachable', { dates: item.unreachable.map(day).join(', ') })}</li> : null}
                </ul>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  <Link to={item.href} className="inline-flex min-h-6 items-center font-semibold text-link underline">{t('ground.recheck.view')}</Link>
                  {item.field === 'phone' ? (
                    <a href={telHref(item.value)} className="inline-flex min-h-6 items-center gap-1 font-semibold text-link underline">
                      <Icon name="phone" className="size-3.5" />{t('ground.call.dial', { number: localDigits(lang, item.value) })}
                    </a>
                  ) : null}
                </p>
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">{t('ground.recheck.record')}</summary>
                  <CheckForm item={item} after={after} />
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 flex flex-wrap gap-4">
        {after ? <Link to="?" className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('ground.recheck.first')}</Link> : null}
        {next ? <Link to={`?after=${encodeURIComponent(next)}#recheck-heading`} className="inline-flex min-h-11 items-center font-semibold text-link underline">{t('ground.recheck.next')}</Link> : null}
      </p>
    </section>
  )
}

/** One form for whatever the moderator found: still right, changed (the new value), no answer, wrong number. */
function CheckForm({ item, after }: { item: RecheckItem; after: string | null }) {
  const { t } = useI18n()
  const id = (name: string) => `check-${item.key}-${name}`
  const phone = item.field === 'phone'
  const outcomes = phone ? (['right', 'changed', 'no-answer', 'wrong'] as const) : (['right', 'changed'] as const)
  const today = dhakaDay()
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="check" />
      <input type="hidden" name="collection" value={item.collection} />
      <input type="hidden" name="recordId" value={item.recordId} />
      <input type="hidden" name="field" value={item.field} />
      {phone ? <input type="hidden" name="number" value={item.value} /> : null}
      {after ? <input type="hidden" name="after" value={after} /> : null}
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold">{t('ground.outcome.legend')}</legend>
        {outcomes.map((outcome, index) => (
          <label key={outcome} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-2 has-[:checked]:border-primary">
            <input type="radio" name="outcome" value={outcome} required defaultChecked={index === 0} className="size-4 shrink-0" />
            <span className="text-sm">{t(`ground.outcome.${outcome}`)}</span>
          </label>
        ))}
      </fieldset>
      {phone ? <input type="hidden" name="method" value="call" /> : (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('ground.method.legend')}</legend>
          {(['call', 'visit'] as const).map((method, index) => (
            <label key={method} className="flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary">
              <input type="radio" name="method" value={method} required defaultChecked={index === 0} className="size-4" />
              <span className="text-sm">{t(`ground.method.${method}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <label htmlFor={id('day')} className="mb-1 block text-sm font-semibold">{t('ground.day')}</label>
        <input id={id('day')} name="day" type="date" required defaultValue={today} max={today} className={input} />
      </div>
      <div>
        <label htmlFor={id('role')} className="mb-1 block text-sm font-semibold">{t('ground.answeredBy')}</label>
        <select id={id('role')} name="answeredBy" defaultValue="" className={input}>
          <option value="">{t('ground.answeredBy.choose')}</option>
          {answeredByRoles.map((role) => <option key={role} value={role}>{t(`source.role.${role}`)}</option>)}
        </select>
      </div>
      {phone ? (
        <div>
          <label htmlFor={id('number')} className="mb-1 block text-sm font-semibold">{t('ground.newNumber')}</label>
          <input id={id('number')} name="valueEn" type="tel" inputMode="tel" maxLength={30} className={input} />
        </div>
      ) : (
        (['bn', 'en'] as const).map((lang) => (
          <div key={lang}>
            <label htmlFor={id(`value-${lang}`)} className="mb-1 block text-sm font-semibold">{t(lang === 'bn' ? 'ground.newValue.bn' : 'ground.newValue.en')}</label>
            <input id={id(`value-${lang}`)} name={lang === 'bn' ? 'valueBn' : 'valueEn'} lang={lang} maxLength={200} className={input} />
          </div>
        ))
      )}
      <button type="submit" className={`${button} bg-primary text-on-primary`}>{t('ground.save')}</button>
    </Form>
  )
}
