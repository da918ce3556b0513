import { useSyncExternalStore } from 'react'
import { Icon } from '#app/components/ui/icon'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { ANONYMOUS_ID_KEY, INTEREST_KEY, interestKeys, isMarked } from '../interest'

const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const read = (key: string) => () => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
const readInterest = read(INTEREST_KEY)
const readUser = read(ANONYMOUS_ID_KEY)
const onServer = () => null
const loadToggle = () => import('../toggle-interest')
const prefetch = () => void loadToggle().catch(() => {})

/**
 * The "Interested" toggle of an event (spec 2 §4's RSVP: the events are annual and have no date
 * to attend, so the reader marks interest). Kept in this browser only; needs JavaScript.
 */
export function InterestButton({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useI18n()
  // Raw stored strings as snapshots: they compare by value, so renders stay stable.
  const interested = isMarked(useSyncExternalStore(subscribe, readInterest, onServer), eventId, useSyncExternalStore(subscribe, readUser, onServer))
  async function toggle() {
    try {
      // The code that changes the marks is fetched on first use (prefetched on hover, focus or touch).
      const { toggleInterest } = await loadToggle()
      const now = toggleInterest(localStorage, interestKeys, eventId)
      listeners.forEach((listener) => listener())
      showToast(now ? { title: 'events.toast.interested', kind: 'success' } : { title: 'events.toast.notInterested', kind: 'info' })
    } catch {
      // Storage is blocked (private mode on some phones) or the code could not be fetched offline.
    }
  }
  return (
    <button type="button" aria-pressed={interested} onClick={toggle} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} title={t('events.interested.help')}
      aria-label={t('events.interestedFor', { title })}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold ${interested ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface hover:bg-surface-2'}`}>
      <Icon name={interested ? 'check' : 'heart'} className="size-4" />
      {t('events.interested')}
    </button>
  )
}
