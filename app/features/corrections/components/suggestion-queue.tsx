import type { ReactNode } from 'react'
import { Form, Link } from '#app/components/ui/link'
import { Icon } from '#app/components/ui/icon'
import type { MessageKey } from '#app/i18n/i18n'
import { useI18n } from '#app/i18n/use-i18n'
import { formatDateTime } from '#app/lib/format-time'
import type { EvidencePhoto, SuggestionView } from '../moderate.server'
import { answeredByRoles } from '#content/pack/ground-kinds'
import { telHref } from '#app/lib/content/phone'
import { formatDate, localDigits } from '#app/lib/format'
import { dhakaDay } from '#app/lib/dhaka-day'
import type { MapView } from '../map-suggestions.server'
import { nearbyKinds } from '#app/lib/geo'
import { DETAILS_MAX, LINE_MAX, REASON_MAX } from '../schema'
import { FORUM } from '#app/lib/forum-path'

const input = 'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg'
const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold'

/**
 * The moderators' queue of suggested corrections and listings: those with a link on /moderation,
 * those from the ground (photos, the forum, no link: issue 42) on /moderation/ground. Each shows
 * what the guide says now against the proposal, with its source, photos or note, and forms that
 * post to the page they are on: Accept (the final value in both languages, and for one from the
 * ground what it rests on), or for a phone number from the ground the call, and Decline (a reason).
 */
export function SuggestionQueue({ suggestions, ground = false }: { suggestions: SuggestionView[]; ground?: boolean }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="corrections-queue-heading" className="mb-10">
      <h2 id="corrections-queue-heading" className="mb-1 text-xl font-bold">{t(ground ? 'ground.suggestions.title' : 'corrections.queue.title')}</h2>
      <p className="mb-3 text-sm text-muted">{t(ground ? 'ground.suggestions.intro' : 'corrections.queue.intro')}</p>
      {suggestions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">{t(ground ? 'ground.suggestions.empty' : 'corrections.queue.empty')}</p>
      ) : (
        <ol className="space-y-4">
          {suggestions.map((suggestion) => <li key={suggestion.id}><SuggestionCard suggestion={suggestion} /></li>)}
        </ol>
      )}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="whitespace-pre-line break-words">{children}</dd>
    </div>
  )
}

function SuggestionCard({ suggestion: s }: { suggestion: SuggestionView }) {
  const { t, lang, href } = useI18n()
  const base = `suggestion-${s.id}`
  const listing = s.kind === 'listing'
  const title = listing ? s.proposal.name ?? '' : s.recordName?.[lang] ?? s.recordId ?? ''
  const fieldLabel = s.map && !listing ? t('corrections.field.location') : s.field ? t(`corrections.field.${s.field}`) : ''
  const values = <FinalValues suggestion={s} />
  return (
    <article aria-labelledby={`${base}-title`} className="rounded-xl border border-border bg-surface p-4">
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-link">
          {t(listing ? (s.map ? 'corrections.queue.newPlace' : 'corrections.queue.newListing') : 'corrections.queue.correction')}
        </span>
        <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">{t(`corrections.collection.${s.collection}` as MessageKey)}</span>
        <Link to={s.href} className="ml-auto inline-flex min-h-6 items-center gap-1 font-semibold text-link underline">
          {t('corrections.queue.viewListing')}
        </Link>
      </header>
      <h3 id={`${base}-title`} className="mt-2 text-lg font-bold break-words">
        {title}{fieldLabel ? <span className="font-normal text-muted"> · {fieldLabel}</span> : null}
      </h3>

      <dl className="mt-2 space-y-2 text-sm">
        {s.map ? (
          <>
            {s.map.placeKind ? <Row label={t('corrections.queue.placeKind')}>{t(`corrections.placeKind.${s.map.placeKind}`)}</Row> : null}
            {s.map.current ? <Row label={t('corrections.queue.current')}>{s.map.current}</Row> : null}
            <Row label={t('corrections.queue.proposed')}>
              <strong>{s.map.proposed}</strong>{' '}
              <a href={`https://www.openstreetmap.org/?mlat=${s.map.proposed.split(',')[0]?.trim()}&mlon=${s.map.proposed.split(',')[1]?.trim()}#map=18/${s.map.proposed.split(',').map((n) => n.trim()).join('/')}`}
                target="_blank" rel="noopener noreferrer" className="text-link underline">OpenStreetMap<span className="sr-only"> {t('corrections.queue.opensNewTab')}</span></a>
            </Row>
          </>
        ) : listing ? (
          <>
            <Row label={t('corrections.field.name')}>{s.proposal.name}</Row>
            {s.proposal.address ? <Row label={t('corrections.field.address')}>{s.proposal.address}</Row> : null}
            {s.proposal.phone ? <Row label={t('corrections.field.phone')}>{s.proposal.phone}</Row> : null}
            {s.proposal.hours ? <Row label={t('corrections.field.hours')}>{s.proposal.hours}</Row> : null}
            {s.proposal.details ? <Row label={t('corrections.field.details')}>{s.proposal.details}</Row> : null}
          </>
        ) : (
          <>
            <Row label={t('corrections.queue.current')}>{s.current?.[lang] ?? <span className="text-muted">{t('corrections.queue.nothing')}</span>}</Row>
            <Row label={t('corrections.queue.proposed')}><strong>{s.proposal.value}</strong></Row>
          </>
        )}
        {s.sourceUrl ? (
          <Row label={t('corrections.queue.source')}>
            <a href={s.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-link underline">
              {s.sourceUrl}<Icon name="external-link" className="size-3.5 shrink-0" /><span className="sr-only"> {t('corrections.queue.opensNewTab')}</span>
            </a>
          </Row>
        ) : null}
        {s.note ? <Row label={t('corrections.queue.note')}>{s.note}</Row> : null}
        {s.ground?.forum ? (
          <Row label={t('corrections.forum.from')}>
            <a href={href(`${FORUM}/${s.ground.forum.post}${s.ground.forum.comment ? `#comment-${s.ground.forum.comment}` : ''}`)} className="text-link underline">{t('ground.forum')}</a>
          </Row>
        ) : null}
        {s.ground?.calls.length ? <Row label={t('ground.call.title')}>{t('ground.call.tried', { dates: s.ground.calls.map((c) => formatDate(lang, `${c.day}T06:00:00Z`)).join(', ') })}</Row> : null}
      </dl>
      {s.ground?.photos.length ? <EvidencePhotos photos={s.ground.photos} /> : null}
      <p className="mt-2 text-xs text-muted">{t('corrections.queue.by', { name: s.suggestedBy, date: formatDateTime(lang, s.createdAt) })}</p>

      {s.acceptBlock ? (
        <p role="note" className="mt-3 flex gap-2 rounded-lg bg-warning-soft p-3 text-sm font-semibold text-warning-fg">
          <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />{t(s.acceptBlock)}
        </p>
      ) : s.map ? (
        <MapAcceptForm suggestion={s} map={s.map} />
      ) : s.ground?.needsCall ? (
        <CallForm suggestion={s}>{values}</CallForm>
      ) : (
        <Form method="post" className="mt-3 space-y-2 border-t border-border pt-3">
          <input type="hidden" name="intent" value="accept-suggestion" />
          <input type="hidden" name="id" value={s.id} />
          {s.ground ? <BasisChoice suggestion={s} /> : null}
          {values}
          {listing ? <p className="text-xs text-muted">{t('corrections.queue.listingWords')}</p> : null}
          <AcceptNote id={`${base}-note`} />
          <button type="submit" className={`${button} bg-primary text-on-primary`}>{t('corrections.queue.accept')}</button>
        </Form>
      )}

      <Form method="post" className="mt-3 space-y-2 border-t border-border pt-3">
        <input type="hidden" name="intent" value="decline-suggestion" />
        <input type="hidden" name="id" value={s.id} />
        <label htmlFor={`${base}-reason`} className="block text-sm font-semibold">{t('corrections.queue.reason')}</label>
        <textarea id={`${base}-reason`} name="reason" rows={2} required maxLength={REASON_MAX} className={input} />
        <button type="submit" className={`${button} border border-border`}>{t('corrections.queue.decline')}</button>
      </Form>
    </article>
  )
}

/** The final value in both languages, as the Accept and call forms send it. */
function FinalValues({ suggestion: s }: { suggestion: SuggestionView }) {
  const { t } = useI18n()
  const base = `suggestion-${s.id}`
  const listing = s.kind === 'listing'
  // The form starts from the reader's words in their language; a phone is the same in both.
  const proposed = listing ? s.proposal.name ?? '' : s.proposal.value ?? ''
  const start = (boxLang: 'bn' | 'en') => (s.field === 'phone' || boxLang === s.lang ? proposed : '')
  const multiline = s.field === 'details'
  const valueLabel = (boxLang: 'bn' | 'en'): MessageKey =>
    listing ? (boxLang === 'bn' ? 'corrections.queue.nameBn' : 'corrections.queue.nameEn') : boxLang === 'bn' ? 'corrections.queue.valueBn' : 'corrections.queue.valueEn'
  return (
    <>
          {s.field !== 'phone' ? (
            <p className="text-xs text-muted">{t('corrections.queue.writtenIn', { language: t(s.lang === 'bn' ? 'corrections.language.bn' : 'corrections.language.en') })}</p>
          ) : null}
          {(['bn', 'en'] as const).map((boxLang) => {
            const id = `${base}-value-${boxLang}`
            const name = boxLang === 'bn' ? 'valueBn' : 'valueEn'
            return (
              <div key={boxLang}>
                <label htmlFor={id} className="mb-1 block text-sm font-semibold">{t(valueLabel(boxLang))}</label>
                {multiline ? (
                  <textarea id={id} name={name} lang={boxLang} rows={3} required maxLength={DETAILS_MAX} defaultValue={start(boxLang)} className={input} />
                ) : (
                  <input id={id} name={name} lang={boxLang} required maxLength={LINE_MAX} defaultValue={start(boxLang)} className={input} />
                )}
              </div>
            )
          })}
    </>
  )
}

/** Accept for the map: the final location (and, for a new place, its name in both languages and its kind). */
function MapAcceptForm({ suggestion: s, map }: { suggestion: SuggestionView; map: MapView }) {
  const { t } = useI18n()
  const base = `suggestion-${s.id}`
  const listing = s.kind === 'listing'
  return (
    <Form method="post" className="mt-3 space-y-2 border-t border-border pt-3">
      <input type="hidden" name="intent" value="accept-suggestion" />
      <input type="hidden" name="id" value={s.id} />
      {listing ? (
        <>
          {(['bn', 'en'] as const).map((boxLang) => (
            <div key={boxLang}>
              <label htmlFor={`${base}-value-${boxLang}`} className="mb-1 block text-sm font-semibold">{t(boxLang === 'bn' ? 'corrections.queue.nameBn' : 'corrections.queue.nameEn')}</label>
              <input id={`${base}-value-${boxLang}`} name={boxLang === 'bn' ? 'valueBn' : 'valueEn'} lang={boxLang} required maxLength={LINE_MAX}
                defaultValue={boxLang === s.lang ? s.proposal.name ?? '' : ''} className={input} />
            </div>
          ))}
          <div>
            <label htmlFor={`${base}-kind`} className="mb-1 block text-sm font-semibold">{t('corrections.queue.placeKind')}</label>
            <select id={`${base}-kind`} name="placeKind" required defaultValue={map.placeKind ?? ''} className={input}>
              {nearbyKinds.map((kind) => <option key={kind} value={kind}>{t(`corrections.placeKind.${kind}`)}</option>)}
            </select>
          </div>
        </>
      ) : null}
      <div>
        <label htmlFor={`${base}-location`} className="mb-1 block text-sm font-semibold">{t('corrections.queue.location')}</label>
        <input id={`${base}-location`} name="location" required maxLength={60} inputMode="decimal" defaultValue={map.proposed} className={input} />
      </div>
      {listing ? <p className="text-xs text-muted">{t('corrections.queue.mapWords')}</p> : null}
      <AcceptNote id={`${base}-note`} />
      <button type="submit" className={`${button} bg-primary text-on-primary`}>{t('corrections.queue.accept')}</button>
    </Form>
  )
}

/** An optional word to the reader who suggested it: they are told of the decision with it. */
function AcceptNote({ id }: { id: string }) {
  const { t } = useI18n()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{t('corrections.queue.acceptNote')}</label>
      <textarea id={id} name="note" rows={2} maxLength={REASON_MAX} className={input} />
    </div>
  )
}

/**
 * The reader's photos, for moderators: a preview of each (480 px, light on a phone's data) that
 * opens the full photo in a new tab. Served only to moderators (/moderation/ground/photo/…).
 */
function EvidencePhotos({ photos }: { photos: EvidencePhoto[] }) {
  const { t, lang } = useI18n()
  return (
    <section className="mt-3" aria-label={t('ground.photos')}>
      <h4 className="mb-1 text-sm font-semibold">{t('ground.photos')}</h4>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo, index) => {
          const n = localDigits(lang, String(index + 1))
          const subject = t(`corrections.subject.${photo.subject}`)
          const ratio = photo.height / photo.width
          return (
            <li key={photo.id}>
              <figure>
                <a href={`/moderation/ground/photo/${photo.id}.webp`} target="_blank" rel="noopener" className="block rounded-lg border border-border focus-visible:outline-2"
                  aria-label={t('ground.photo.open', { n })}>
                  <img src={`/moderation/ground/photo/${photo.id}-w480.webp`} alt={t('ground.photo.alt', { n, subject })} loading="lazy"
                    width={480} height={Math.round(480 * ratio)} className="h-auto w-full rounded-lg" />
                </a>
                <figcaption className="mt-1 text-xs text-muted">
                  {t('ground.photo.alt', { n, subject })}{photo.takenOn ? ` · ${t('ground.photo.taken', { date: formatDate(lang, `${photo.takenOn}T06:00:00Z`) })}` : ''}
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Today in Bangladesh, for a day field's default and its upper bound. */
const today = () => dhakaDay()

/** The day of a call or a visit: today by default, never a day to come. */
function DayField({ id, name = 'day' }: { id: string; name?: string }) {
  const { t } = useI18n()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{t('ground.day')}</label>
      <input id={id} name={name} type="date" required defaultValue={today()} max={today()} className={input} />
    </div>
  )
}

/** Who answered a call, by role: never a private name. */
export function AnsweredBy({ id, required = false }: { id: string; required?: boolean }) {
  const { t } = useI18n()
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{t('ground.answeredBy')}</label>
      <select id={id} name="answeredBy" required={required} defaultValue="" className={input}>
        <option value="">{t('ground.answeredBy.choose')}</option>
        {answeredByRoles.map((role) => <option key={role} value={role}>{t(`source.role.${role}`)}</option>)}
      </select>
    </div>
  )
}

/** What a suggestion from the ground is accepted on: its link, one of its photos, or the moderator's visit or call. */
function BasisChoice({ suggestion: s }: { suggestion: SuggestionView }) {
  const { t, lang } = useI18n()
  const base = `suggestion-${s.id}`
  const options: Array<{ value: string; label: string }> = [
    ...(s.sourceUrl ? [{ value: 'link', label: t('ground.basis.link') }] : []),
    ...(s.ground?.photos ?? []).map((photo, index) => ({ value: `photo:${photo.id}`, label: t('ground.basis.photo', { n: localDigits(lang, String(index + 1)) }) })),
    { value: 'visit', label: t('ground.basis.visit') },
    { value: 'call', label: t('ground.basis.call') },
  ]
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{t('ground.basis.legend')}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-2 has-[:checked]:border-primary">
          <input type="radio" name="basis" value={option.value} required defaultChecked={index === 0} className="size-4 shrink-0" />
          <span className="text-sm">{option.label}</span>
        </label>
      ))}
      <DayField id={`${base}-basis-day`} />
      <AnsweredBy id={`${base}-basis-role`} />
    </fieldset>
  )
}

/**
 * A phone number from the ground: the moderator calls it and records what happened. Answered, it
 * is accepted on the call with the final number; no answer is noted for another try; a wrong
 * number declines it and tells the reader why.
 */
function CallForm({ suggestion: s, children }: { suggestion: SuggestionView; children: ReactNode }) {
  const { t, lang } = useI18n()
  const base = `suggestion-${s.id}`
  const number = (s.field === 'phone' ? s.proposal.value : s.proposal.phone) ?? ''
  return (
    <Form method="post" className="mt-3 space-y-2 border-t border-border pt-3">
      <input type="hidden" name="intent" value="call-suggestion" />
      <input type="hidden" name="id" value={s.id} />
      <h4 className="text-sm font-bold">{t('ground.call.title')}</h4>
      <p className="text-xs text-muted">{t('ground.call.hint')}</p>
      {number ? (
        <a href={telHref(number)} className={`${button} gap-2 border border-border`}>
          <Icon name="phone" className="size-4" />{t('ground.call.dial', { number: localDigits(lang, number) })}
        </a>
      ) : null}
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold">{t('ground.call.outcome')}</legend>
        {(['answered', 'no-answer', 'wrong'] as const).map((outcome, index) => (
          <label key={outcome} className="flex min-h-11 items-center gap-3 rounded-lg border border-border px-2 has-[:checked]:border-primary">
            <input type="radio" name="outcome" value={outcome} required defaultChecked={index === 0} className="size-4 shrink-0" />
            <span className="text-sm">{t(`ground.call.${outcome}`)}</span>
          </label>
        ))}
      </fieldset>
      <DayField id={`${base}-call-day`} />
      <AnsweredBy id={`${base}-call-role`} />
      {children}
      <AcceptNote id={`${base}-call-note`} />
      <button type="submit" className={`${button} bg-primary text-on-primary`}>{t('ground.call.save')}</button>
    </Form>
  )
}
