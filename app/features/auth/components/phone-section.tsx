import { Form } from '#app/components/ui/link'
import { secondaryButtonClass } from '#app/components/ui/form'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'
import { PhoneCodeForm, type PhoneStepState } from './phone-code'
import { FORUM } from '#app/lib/forum-path'

/**
 * The profile's mobile number (issue 34): the member's own number (shown to them only), adding
 * or changing it with a code by SMS, and removing it. Plain forms: no JavaScript needed. Loaded
 * by the profile page only for a signed-in member (React.lazy), like the passkeys' section.
 */
export default function PhoneSection({ phone, state, pending, canAdd }: { phone: string | null; state: PhoneStepState | null | undefined; pending: boolean; canAdd: boolean }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="phone-heading" className="mt-6 rounded-xl border border-border bg-surface p-4">
      <h2 id="phone-heading" className="flex items-start gap-2 text-lg font-bold">
        <Icon name="phone" className="mt-1 size-5 shrink-0" />
        {t('auth.sms.profile.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('auth.sms.profile.intro')}</p>
      {phone ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p className="flex-1 whitespace-nowrap font-semibold tabular-nums">{phone}</p>
          <Form method="post">
            <button type="submit" name="intent" value="phone-remove" className={secondaryButtonClass}>
              <Icon name="trash-2" className="size-4" />
              {t('auth.sms.profile.remove')}
            </button>
          </Form>
        </div>
      ) : <p className="mt-3 text-sm">{t('auth.sms.profile.none')}</p>}
      {/* With SMS turned off since, a number can still be removed, not added. */}
      <details className="mt-3 border-t border-border pt-3" open={!!state} hidden={!canAdd}>
        <summary className="cursor-pointer font-semibold text-link">{t(phone ? 'auth.sms.profile.change' : 'auth.sms.profile.add')}</summary>
        <div className="mt-3">
          <PhoneCodeForm state={state} prefix="phone-" pending={pending} back={`${FORUM}/profile`} />
        </div>
      </details>
    </section>
  )
}
