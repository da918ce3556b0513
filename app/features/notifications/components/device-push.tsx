import { useEffect, useState } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import { useHydrated } from '#app/components/ui/use-hydrated'

type State = 'checking' | 'on' | 'off' | 'denied' | 'unsupported' | 'service' | 'failed' | 'working'

/**
 * Turns the forum's notifications on or off for this device (Web Push). Needs JavaScript and a
 * browser that can show notifications; says so otherwise. Asks for the browser's permission
 * only when the reader presses the button, never on page load.
 */
export function DevicePush() {
  const { t, lang } = useI18n()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>('checking')
  useEffect(() => {
    let live = true
    void import('#app/lib/push-client').then(({ deviceNotificationState }) => deviceNotificationState()).then((found) => {
      if (live) setState(found)
    })
    return () => {
      live = false
    }
  }, [])
  const turnOn = async () => {
    setState('working')
    const { enablePush } = await import('#app/lib/push-client')
    const result = await enablePush(lang, { notifications: true })
    setState(result === 'subscribed' ? 'on' : result)
  }
  const turnOff = async () => {
    setState('working')
    const { disableNotifications } = await import('#app/lib/push-client')
    setState((await disableNotifications()) ? 'off' : 'failed')
  }
  const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold'
  const message = state === 'on' ? 'notifications.device.on' : state === 'denied' ? 'notifications.device.denied'
    : state === 'unsupported' ? 'notifications.device.unsupported' : state === 'service' ? 'notifications.device.service'
    : state === 'failed' ? 'notifications.device.failed' : null
  return (
    <section aria-labelledby="device-push-title" className="mb-6 rounded-xl border border-border bg-surface p-4">
      <h2 id="device-push-title" className="font-bold">{t('notifications.device.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('notifications.device.intro')}</p>
      {!hydrated ? <p className="mt-2 text-sm">{t('notifications.device.needsScript')}</p> : (
        <>
          <p role="status" className="mt-2 text-sm empty:hidden">{message ? t(message) : state === 'working' ? t('notifications.device.working') : ''}</p>
          {state === 'off' || state === 'failed' ? (
            <button type="button" onClick={() => void turnOn()} className={`${button} mt-2 bg-primary text-on-primary`}>{t('notifications.device.turnOn')}</button>
          ) : state === 'on' ? (
            <button type="button" onClick={() => void turnOff()} className={`${button} mt-2 border border-border`}>{t('notifications.device.turnOff')}</button>
          ) : null}
        </>
      )}
    </section>
  )
}
