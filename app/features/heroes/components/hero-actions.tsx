import { useSyncExternalStore } from 'react'
import { Icon } from '#app/components/ui/icon'
import { ShareMenu } from '#app/components/ui/share-menu'
import { showToast } from '#app/components/ui/toaster'
import { useI18n } from '#app/i18n/use-i18n'
import { CACHE } from '#app/lib/offline-caches'
import { parseSavedHeroes, SAVED_HEROES_KEY } from '../saved-heroes'

const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
function readSaved(): string | null {
  try {
    return localStorage.getItem(SAVED_HEROES_KEY)
  } catch {
    return null
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))
const pageUrl = () => window.location.href.split('#')[0]!

const button = 'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-4 font-semibold hover:bg-surface-2'

/**
 * Share and Save on a hero's profile. They need the browser (Web Share, the clipboard, local
 * storage, Cache Storage), so without JavaScript they do nothing; the page itself still works.
 */
export function HeroActions({ heroId, name }: { heroId: string; name: string }) {
  const { t } = useI18n()
  // The raw stored string is the snapshot: a string compares by value, so renders stay stable.
  const raw = useSyncExternalStore(subscribe, readSaved, () => null)
  const saved = parseSavedHeroes(raw).includes(heroId)

  function save() {
    try {
      const ids = parseSavedHeroes(localStorage.getItem(SAVED_HEROES_KEY))
      if (ids.includes(heroId)) {
        showToast({ title: 'heroes.toast.alreadySaved', kind: 'info' })
        return
      }
      localStorage.setItem(SAVED_HEROES_KEY, JSON.stringify([...ids, heroId]))
      listeners.forEach((listener) => listener())
      showToast({ title: 'heroes.toast.saved', kind: 'success' })
    } catch (error) {
      showToast({ title: 'heroes.toast.saveError', vars: { message: errorMessage(error) }, kind: 'error' })
      return
    }
    // The page itself goes into Cache Storage, where the service worker finds it offline. It is
    // fetched without cookies, as anyone would see it: it stays when the reader signs out or in.
    if (typeof caches !== 'undefined') {
      const url = pageUrl()
      caches.open(CACHE.saved).then((cache) => cache.add(new Request(url, { credentials: 'omit' }))).catch(() => {
        // Offline or storage full: the id is saved; the page is cached on a later visit.
      })
    }
  }

  return (
    <div role="group" aria-label={t('heroes.profile.actions')} className="flex flex-wrap gap-2">
      <ShareMenu url={pageUrl} title={name} label={t('heroes.profile.share')} copyLabel={t('share.copyLink')} className={button}
        onShared={() => showToast({ title: 'heroes.toast.shared', kind: 'success' })}
        onCopy={(url) => navigator.clipboard.writeText(url).then(
          () => showToast({ title: 'heroes.toast.copied', kind: 'success' }),
          (error: unknown) => showToast({ title: 'heroes.toast.shareError', vars: { message: errorMessage(error) }, kind: 'error' }),
        )}>
        <Icon name="share-2" className="size-4" />
        {t('heroes.profile.share')}
      </ShareMenu>
      <button type="button" onClick={save} className={button}>
        <Icon name={saved ? 'check' : 'bookmark'} className="size-4" />
        {saved ? t('heroes.profile.saved') : t('heroes.profile.save')}
      </button>
    </div>
  )
}
