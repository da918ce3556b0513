import { useI18n } from '#app/i18n/use-i18n'
import type { PhoneView } from '#app/lib/content/phone-view'
import { isWebSource } from '#app/lib/content/sources'
import { CallAsk } from './call-ask'
import { CallButton } from './call-button'
import { Icon } from './icon'
import { GroundMarkText } from './source-note'

/**
 * A phone number of the guide as every page shows it (issue 42): the call button, then what it
 * rests on (a moderator's call, or a web page as of a date), when it was last checked once that
 * is long ago, what residents said, or, when moderators found it unreachable or wrong, only that.
 * The words come made from the server (`phone.words`), as the assistant says them. Under it,
 * after a call, "did the call go through?" (./call-ask.tsx).
 */
export function PhoneLine({ phone, label, big = false }: { phone: PhoneView; label: string; big?: boolean }) {
  const { words } = phone
  if (phone.status) {
    return (
      <p className="flex max-w-sm gap-2 rounded-lg border border-border bg-surface-2 p-2 text-sm" data-phone-status={phone.status.kind}>
        <Icon name="phone-off" className="mt-0.5 size-4 shrink-0 text-muted" />{words.status}
      </p>
    )
  }
  const line = 'flex gap-1 font-semibold text-warning-fg'
  const mark = 'mt-px size-3.5 shrink-0'
  return (
    <div className="max-w-sm" data-phone={phone.number}>
      <CallButton number={phone.number} label={label} big={big} ask={phone.ask} />
      <ul className="mt-1 space-y-0.5 text-xs text-muted">
        <li className="flex gap-1">{isWebSource(phone.basis) ? words.basis : <GroundMarkText mark={phone.basis} />}</li>
        {words.stale ? <li className={line}><Icon name="clock" className={mark} />{words.stale}</li> : null}
        {words.doubted ? <li className={line} role="note"><Icon name="triangle-alert" className={mark} />{words.doubted}</li> : null}
        {words.gotThrough ? <li className="flex gap-1"><Icon name="circle-check" className={mark} />{words.gotThrough}</li> : null}
      </ul>
      {/* Nothing until the reader comes back from calling this number (JavaScript only). */}
      {phone.ask ? <CallAsk ask={phone.ask} number={phone.number} /> : null}
    </div>
  )
}

/** "Last checked 3 years ago" beside an address or opening hours past the pack's age (`text` made on the server). */
export function StaleMark({ field, text }: { field: 'address' | 'hours'; text: string | null }) {
  const { t } = useI18n()
  if (!text) return null
  return (
    <span className="ml-1 inline-flex items-center gap-1 text-xs font-semibold text-warning-fg" data-stale={field}>
      <Icon name="clock" className="size-3.5 shrink-0" /><span className="sr-only">{t(`content.stale.${field}`)}: </span>{text}
    </span>
  )
}
