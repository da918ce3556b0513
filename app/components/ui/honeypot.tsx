import { useI18n } from '#app/i18n/use-i18n'

/**
 * A field people never see or reach by keyboard; spam bots fill every field, and a form that
 * comes back with it filled is refused.
 */
export function Honeypot() {
  const { t } = useI18n()
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        {t('form.honeypot')}
        <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
