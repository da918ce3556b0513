import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { startOffline } from './features/offline/client'
import { loadCatalog } from './i18n/registry'
import { rememberStylesheet } from './lib/stylesheet'
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

// Once the page has loaded: the service worker (issue 15), and the stylesheet file fetched into
// the cache so later documents need not carry it (ADR 020).
function afterLoad() {
  if ('serviceWorker' in navigator) void startOffline()
  void rememberStylesheet()
}
if (document.readyState === 'complete') afterLoad()
else window.addEventListener('load', afterLoad, { once: true })
