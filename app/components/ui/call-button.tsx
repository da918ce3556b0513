import { useI18n } from '#app/i18n/use-i18n'
import { localDigits } from '#app/lib/format'
import { telHref } from '#app/lib/content/phone'
import { Icon } from './icon'

/**
 * A one-tap call button: a tel: link with the spec's stripping rules. `ask` names the guide record
 * the number belongs to: coming back from the call, the page asks whether it went through
 * (app/features/guide/call-ask.client.ts; never for the national hotlines).
 */
export function CallButton({ number, label, big = false, ask }: { number: string; label?: string; big?: boolean; ask?: { collection: string; recordId: string } }) {
  const { t, lang } = useI18n()
  return (
    <a href={telHref(number)} data-call-ask={ask ? `${ask.collection}/${ask.recordId}` : undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-primary font-semibold text-on-primary hover:opacity-90 ${big ? 'min-h-12 px-4 text-lg' : 'min-h-11 px-3 text-sm'}`}
      aria-label={t('content.callNumber', { number: localDigits(lang, number), label: label ?? '' }).trim()}>
      <Icon name="phone" className={big ? 'size-5' : 'size-4'} />
      <span dir="ltr">{localDigits(lang, number)}</span>
    </a>
  )
}
