import { useI18n } from '#app/i18n/use-i18n'
import { emailModes, notificationKinds } from '#app/lib/notifications/kinds'
import type { NotificationSettings } from '../settings.server'

/** The fields of the settings form: per kind, e-mail (off, soon, daily) and phones (on or off); the language. */
export function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useI18n()
  const select = 'min-h-11 w-full rounded-lg border border-border bg-surface px-2 text-fg sm:w-auto'
  return (
    <>
      <fieldset className="rounded-xl border border-border bg-surface">
        <legend className="px-2 font-bold">{t('notifications.settings.kinds')}</legend>
        <ul className="divide-y divide-border">
          {notificationKinds.map((kind) => (
            <li key={kind} className="p-3">
              <p className="font-semibold" id={`kind-${kind}`}>{t(`notifications.settings.kind.${kind}`)}</p>
              <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
                <label className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
                  <span>{t('notifications.settings.email')}</span>
                  <select name={`email.${kind}`} defaultValue={settings.email[kind]} className={select} aria-describedby={`kind-${kind}`}>
                    {emailModes.map((mode) => <option key={mode} value={mode}>{t(`notifications.settings.email.${mode}`)}</option>)}
                  </select>
                </label>
                <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" name={`push.${kind}`} value="1" defaultChecked={settings.push[kind]} className="size-5 accent-primary" aria-describedby={`kind-${kind}`} />
                  <span>{t('notifications.settings.push')}</span>
                </label>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="mt-4 flex flex-col gap-1 text-sm font-semibold">
        <span>{t('notifications.settings.lang')}</span>
        <select name="lang" defaultValue={settings.lang} className={select}>
          <option value="bn" lang="bn">{t('notifications.settings.lang.bn')}</option>
          <option value="en" lang="en">{t('notifications.settings.lang.en')}</option>
        </select>
      </label>
      <button type="submit" className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-5 font-semibold text-on-primary">
        {t('notifications.settings.save')}
      </button>
    </>
  )
}
