import { useEffect, useState } from 'react'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'

const PROMPTED = 'hg-answer-prompt'

/**
 * Shown once on a device, after its reader asked a question: "tell me on this phone when someone
 * answers". Never on page load of anything else, never when the browser cannot or will not show
 * notifications, never when this device already shows them.
 */
export function AnswerPrompt() {
  const { t, lang } = useI18n()
  const [state, setState] = useState<'hidden' | 'asking' | 'working' | 'done' | 'service' | 'failed'>('hidden')
  useEffect(() => {
    let live = true
    try {
      if (localStorage.getItem(PROMPTED)) return
    } catch {
      return
    }
    void import('#app/lib/push-client').then(({ deviceNotificationState }) => deviceNotificationState()).then((found) => {
      if (!live || found !== 'off') return
      try {
        localStorage.setItem(PROMPTED, '1')
      } catch {
        return
      }
      setState('asking')
    })
    return () => {
      live = false
    }
  }, [])
  if (state === 'hidden') return null
  const turnOn = async () => {
    setState('working')
    const { enablePush } = await import('#app/lib/push-client')
    const result = await enablePush(lang, { notifications: true })
    setState(result === 'subscribed' ? 'done' : result === 'service' ? 'service' : 'failed')
  }
  return (
    <aside aria-labelledby="answer-prompt" className="mt-4 rounded-xl border border-primary bg-primary-soft p-4">
      <h2 id="answer-prompt" className="flex items-center gap-2 font-bold"><Icon name="bell" className="size-5" />{t('forum.answerPrompt.title')}</h2>
      {state === 'done' || state === 'failed' || state === 'service' ? (
        <p role="status" className="mt-1">{t(state === 'done' ? 'forum.answerPrompt.done' : state === 'service' ? 'notifications.device.service' : 'forum.answerPrompt.failed')}</p>
      ) : (
        <>
          <p className="mt-1">{t('forum.answerPrompt.body')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" disabled={state === 'working'} onClick={() => void turnOn()}
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary disabled:opacity-60">{t('forum.answerPrompt.turnOn')}</button>
            <button type="button" onClick={() => setState('hidden')} className="inline-flex min-h-11 items-center rounded-lg border border-border bg-surface px-4 font-semibold">{t('forum.answerPrompt.dismiss')}</button>
          </div>
        </>
      )}
    </aside>
  )
}
