import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react'
import { Icon } from '#app/components/ui/icon'
import { useI18n } from '#app/i18n/use-i18n'

// The panel's code (and the chat, retrieval and voice code with it) loads on first use only.
const AssistantPanel = lazy(() => import('./assistant-panel'))

const plainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The floating assistant button on every page (spec 1 §2): a link to /assistant, which works
 * without JavaScript; with it, the link opens the panel instead. Links marked
 * `data-assistant-ask` (the home page's sample questions) open the panel with their question.
 */
export function AssistantButton() {
  const { t, href } = useI18n()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [ask, setAsk] = useState<{ question: string; id: number }>()

  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-assistant-ask]')
      if (!link || !plainClick(event)) return
      event.preventDefault()
      setAsk({ question: link.getAttribute('data-assistant-ask') ?? '', id: Date.now() })
      setLoaded(true)
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  function openPanel(event: MouseEvent<HTMLAnchorElement>) {
    if (!plainClick(event)) return
    event.preventDefault()
    setLoaded(true)
    setOpen(true)
  }

  return (
    <>
      <a href={href('/assistant')} onClick={openPanel} aria-label={t('assistant.open')} title={t('assistant.open')}
        className="fixed bottom-4 right-4 z-30 grid size-14 place-items-center rounded-full bg-primary text-on-primary shadow-lg hover:brightness-110">
        <Icon name="bot" className="size-7" />
      </a>
      {loaded ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onClose={() => setOpen(false)} ask={ask} />
        </Suspense>
      ) : null}
    </>
  )
}
