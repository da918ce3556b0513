import { useNavigation } from 'react-router'
import { Form, Link } from '#app/components/ui/link'
import { buttonClass, FormError, inputClass, secondaryButtonClass, TextArea, TextField } from '#app/components/ui/form'
import type { CorrectionField } from '#app/lib/content/correctable'
import { useI18n } from '#app/i18n/use-i18n'
import { localDigits } from '#app/lib/format'
import { nearbyKinds } from '#app/lib/geo'
import { FileField } from '#app/components/ui/file-field'
import { photoSubjects } from '#content/pack/ground-kinds'
import { DETAILS_MAX, LINE_MAX, NOTE_MAX, URL_MAX, type SuggestionErrorField } from '../schema'

/** What the suggestion page is about, as its loader gives it (in the reader's language). */
export type SuggestTarget =
  | {
      kind: 'correction'
      collection: string
      recordId: string
      recordName: string
      fields: Array<{ field: CorrectionField; current: string | null }>
      /** A field named in the link (?field=phone), checked to start with. */
      selected: CorrectionField | null
      from: string
      back: string
      /** A place on the map (issue 14): its location is what changes. */
      map?: { current: string | null }
      /** A forum answer a moderator offers (issue 42): its source, and the note's first words. */
      forum?: ForumOfferView
    }
  | { kind: 'listing'; collection: string; from: string; back: string; map?: { current: string | null }; forum?: ForumOfferView; hours?: boolean }

/** A forum answer offered to the guide, as the form shows it. */
export interface ForumOfferView {
  post: number
  comment?: number
  title: string
  excerpt: string
}

/** The action's answer when it refuses: messages already in the reader's language, and what they typed. */
export interface SuggestAnswer {
  message: string
  fields: Partial<Record<SuggestionErrorField, string>>
  values: Record<string, string>
}

/**
 * The suggestion form: a correction (which field, its correct value) or a new listing, each with
 * a source link, up to three photos (evidence for moderators: issue 42) and/or a note. A plain
 * multipart POST form: it works the same without JavaScript.
 */
export function SuggestForm({ target, answer }: { target: SuggestTarget; answer: SuggestAnswer | null }) {
  const { t } = useI18n()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const errors = answer?.fields ?? {}
  const value = (name: string) => answer?.values[name] ?? ''
  const optional = (label: string) => t('corrections.optional', { label })
  const chosen = (answer?.values.field as CorrectionField | undefined) ?? (target.kind === 'correction' ? target.selected : null)
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col">
      <input type="hidden" name="kind" value={target.kind} />
      {target.forum ? (
        <>
          <input type="hidden" name="forumPost" value={target.forum.post} />
          {target.forum.comment ? <input type="hidden" name="forumComment" value={target.forum.comment} /> : null}
        </>
      ) : null}
      <input type="hidden" name="collection" value={target.collection} />
      <input type="hidden" name="from" value={target.from} />
      {target.kind === 'correction' ? <input type="hidden" name="id" value={target.recordId} /> : null}
      <FormError>{answer?.message}</FormError>

      {target.map ? (
        <MapFields target={target} errors={errors} value={value} />
      ) : target.kind === 'correction' ? (
        <>
          <fieldset className="mb-3" aria-describedby={errors.field ? 'field-error' : undefined}>
            <legend className="mb-1 text-sm font-semibold">{t('corrections.field.legend')}</legend>
            <div className="flex flex-col gap-1">
              {target.fields.map(({ field, current }) => (
                <label key={field} className="flex min-h-11 items-start gap-3 rounded-lg border border-border p-2 has-[:checked]:border-primary">
                  <input type="radio" name="field" value={field} required defaultChecked={chosen === field} className="mt-1 size-4 shrink-0" />
                  <span className="min-w-0">
                    <span className="block font-semibold">{t(`corrections.field.${field}`)}</span>
                    <span className="block break-words text-sm text-muted">
                      {current ? t('corrections.field.now', { value: current }) : t('corrections.field.nowEmpty')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.field ? <p id="field-error" className="mt-1 text-sm text-danger">{errors.field}</p> : null}
          </fieldset>
          <TextArea label={t('corrections.value.label')} name="value" rows={3} required maxLength={DETAILS_MAX}
            defaultValue={value('value')} error={errors.value} hint={t('corrections.value.hint')} />
        </>
      ) : (
        <>
          <TextField label={t('corrections.field.name')} name="name" required maxLength={LINE_MAX} defaultValue={value('name')} error={errors.name} />
          <TextField label={optional(t('corrections.field.address'))} name="address" maxLength={LINE_MAX} defaultValue={value('address')} error={errors.address} />
          <TextField label={optional(t('corrections.field.phone'))} name="phone" type="tel" inputMode="tel" maxLength={30} defaultValue={value('phone')} error={errors.phone} />
          {target.hours ? <TextField label={optional(t('corrections.field.hours'))} name="hours" maxLength={LINE_MAX} defaultValue={value('hours')} error={errors.hours} /> : null}
          <TextArea label={optional(t('corrections.field.details'))} name="details" rows={3} maxLength={DETAILS_MAX} defaultValue={value('details')} error={errors.details} />
        </>
      )}

      <TextField label={t('corrections.source.label')} name="sourceUrl" type="url" inputMode="url" maxLength={URL_MAX} placeholder="https://"
        defaultValue={value('sourceUrl')} error={errors.sourceUrl} hint={t('corrections.source.hint')} />
      {target.map ? null : <PhotoFields errors={errors} value={value} />}
      <TextArea label={t('corrections.note.label')} name="note" rows={3} maxLength={NOTE_MAX}
        defaultValue={answer ? value('note') : target.forum?.excerpt ?? ''} error={errors.note} hint={t('corrections.note.hint')} />

      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass} disabled={busy}>{t('corrections.submit')}</button>
        <Link to={target.back} className={secondaryButtonClass}>{t('corrections.cancel')}</Link>
      </div>
    </Form>
  )
}

/**
 * Up to three photos, each with what it shows, and whether to keep the day it was taken. Three
 * plain file inputs: a phone without JavaScript sends them as well as one with it.
 */
function PhotoFields({ errors, value }: { errors: Partial<Record<SuggestionErrorField, string>>; value: (name: string) => string }) {
  const { t, lang } = useI18n()
  return (
    <fieldset className="mb-3 rounded-lg border border-border p-3" aria-describedby="photos-hint">
      <legend className="px-1 text-sm font-semibold">{t('corrections.photos.legend')}</legend>
      <p id="photos-hint" className="mb-2 text-xs text-muted">{t('corrections.photos.hint')}</p>
      {([1, 2, 3] as const).map((n) => {
        const field = `photo${n}` as const
        const number = localDigits(lang, String(n))
        return (
          <div key={n} className="mb-2 border-b border-border pb-2 last:border-b-0">
            <FileField label={t('corrections.photo.label', { n: number })} name={field} accept="image/jpeg,image/png,image/webp" error={errors[field]} />
            <label htmlFor={`field-${field}Subject`} className="mb-1 block text-sm font-semibold">{t('corrections.photo.subject', { n: number })}</label>
            <select id={`field-${field}Subject`} name={`${field}Subject`} defaultValue={value(`${field}Subject`)} className={inputClass}>
              <option value="">{t('corrections.photo.choose')}</option>
              {photoSubjects.map((subject) => <option key={subject} value={subject}>{t(`corrections.subject.${subject}`)}</option>)}
            </select>
          </div>
        )
      })}
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input type="checkbox" name="keepTakenOn" value="on" defaultChecked={value('keepTakenOn') === 'on'} className="mt-1 size-4 shrink-0" />
        <span>{t('corrections.photos.keepDate')}</span>
      </label>
    </fieldset>
  )
}

/** A place on the map: its corrected location, or a new place's name, kind and location. */
function MapFields({ target, errors, value }: { target: SuggestTarget; errors: Partial<Record<SuggestionErrorField, string>>; value: (name: string) => string }) {
  const { t, lang } = useI18n()
  const location = (
    <TextField label={t(target.kind === 'correction' ? 'corrections.location.label' : 'corrections.location.newLabel')} name="location" required
      inputMode="decimal" maxLength={60} placeholder={localDigits(lang, '22.50123, 91.80812')} defaultValue={value('location')} error={errors.location}
      hint={<>{target.map?.current ? <span className="block font-semibold">{t('corrections.location.now', { value: localDigits(lang, target.map.current) })}</span> : null}{t('corrections.location.hint')}</>} />
  )
  if (target.kind === 'correction') {
    return (
      <>
        <input type="hidden" name="field" value="location" />
        {location}
      </>
    )
  }
  return (
    <>
      <TextField label={t('corrections.field.name')} name="name" required maxLength={LINE_MAX} defaultValue={value('name')} error={errors.name} />
      <div className="mb-3">
        <label htmlFor="field-placeKind" className="mb-1 block text-sm font-semibold">{t('corrections.placeKind.label')}</label>
        <select id="field-placeKind" name="placeKind" required defaultValue={value('placeKind')} className={inputClass}
          aria-invalid={errors.placeKind ? true : undefined} aria-describedby={errors.placeKind ? 'field-placeKind-error' : undefined}>
          <option value="" disabled>{t('corrections.placeKind.choose')}</option>
          {nearbyKinds.map((kind) => <option key={kind} value={kind}>{t(`corrections.placeKind.${kind}`)}</option>)}
        </select>
        {errors.placeKind ? <p id="field-placeKind-error" className="mt-1 text-sm text-danger">{errors.placeKind}</p> : null}
      </div>
      {location}
    </>
  )
}
