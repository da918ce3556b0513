import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useI18n } from '#app/i18n/use-i18n'
import type { Toast } from '#app/lib/toast'
import { Icon } from './icon'

type Shown = Toast & { id: number }
let current: Shown | null = null
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast; it replaces the one on screen, since only one is visible at a time. */
export function showToast(toast: Toast) {
  current = { ...toast, id: nextId++ }
  emit()
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = null
    emit()
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A flash toast left in the cookie by a redirect the browser followed on its own. */
function takeFlashCookie(): Toast | null {
  const match = document.cookie.match(/(?:^|;\s*)toast=([^;]*)/)
  if (!match) return null
  document.cookie = 'toast=; Path=/; Max-Age=0; SameSite=Lax'
  try {
    const toast = JSON.parse(decodeURIComponent(match[1]!)) as Toast
    return typeof toast?.title === 'string' ? toast : null
  } catch {
    return null
  }
}

/**
 * The single toast slot, announced politely to screen readers. `flash` is the toast the server
 * read from the flash cookie: it is in the server-rendered page, so it shows without JavaScript.
 */
export function Toaster({ flash }: { flash: Toast | null }) {
  const live = useSyncExternalStore(subscribe, () => current, () => null)
  const [flashShown, setFlashShown] = useState<Toast | null>(flash)
  const location = useLocation()
  const { t } = useI18n()
  useEffect(() => setFlashShown(flash), [flash])
  const firstLocation = useRef(location.key)
  useEffect(() => {
    // The server took this page's own cookie when it rendered it (`flash`). A cookie there as the
    // page first hydrates was set by a form posted before hydration, for the page the browser is
    // about to load: leave it to that page.
    if (location.key === firstLocation.current) return
    const pending = takeFlashCookie()
    if (pending) showToast(pending)
  }, [location.key])
  useEffect(() => {
    if (live) setFlashShown(null)
  }, [live])
  const toast: Shown | null = live ?? (flashShown ? { ...flashShown, id: 0 } : null)
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => (toast.id === 0 ? setFlashShown(null) : dismiss(toast.id)), toast.duration ?? 5000)
    return () => clearTimeout(timer)
  }, [toast?.id, flashShown]) // eslint-disable-line react-hooks/exhaustive-deps
  const tone =
    toast?.kind === 'error' ? 'border-danger text-danger' : toast?.kind === 'success' ? 'border-primary' : 'border-border'
  return (
    <section aria-label={t('toast.region')} aria-live="polite" role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {toast ? (
        <div className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border-l-4 bg-surface p-4 shadow-lg ${tone}`}>
          <div className="flex-1">
            <p className="font-semibold text-fg">{t(toast.title, toast.vars)}</p>
            {toast.description ? <p className="mt-1 text-sm text-muted">{t(toast.description, toast.vars)}</p> : null}
          </div>
          <button type="button" onClick={() => (toast.id === 0 ? setFlashShown(null) : dismiss(toast.id))} aria-label={t('toast.dismiss')}
            className="rounded p-1 text-muted hover:text-fg">
            <Icon name="x" className="size-4" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
