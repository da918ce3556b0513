import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { startOffline } from './features/offline/client'
import { loadCatalog } from './i18n/registry'
// Built into a stylesheet that the server puts inside each document (ADR 018); in development
// Vite injects it from here.
import './app.css'

// The page's texts (ADR 017) come as a cached JSON file that the document preloads; they must be
// registered before hydration, or the first render would show message keys.
const catalog = document.querySelector<HTMLMetaElement>('meta[name="hg-catalog"]')
if (catalog?.dataset.key) await loadCatalog({ key: catalog.dataset.key, src: catalog.content }).catch(() => {})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

// The service worker (issue 15) is registered once the page has loaded.
if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') void startOffline()
  else window.addEventListener('load', () => void startOffline(), { once: true })
}
