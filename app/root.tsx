import bengaliFont from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url'
import { createContext, use, useEffect } from 'react'
import {
  data, isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import { catalogFor } from './i18n/catalogs.server'
import { unlocalizedPath } from './i18n/paths'
import { loadCatalog } from './i18n/registry'
import { env } from './lib/env.server'
import { STYLESHEET_COOKIE, stylesheetFor } from './lib/inline-css.server'
import { readCookie } from './lib/cookies.server'
import { getLang, getTheme } from './lib/preferences.server'

/** The CSP nonce for inline scripts, provided by entry.server. */
export const NonceContext = createContext('')
/** The stylesheet's text for the document's head (ADR 018) and the script that remembers it (ADR 020), provided by entry.server. */
export const InlineCssContext = createContext({ css: '', script: '' })

export async function loader({ request }: Route.LoaderArgs) {
  const lang = getLang(request)
  const { pathname } = new URL(request.url)
  return data({
    lang,
    theme: getTheme(request),
    // The page's texts travel as a cached script (ADR 017); the data only names it.
    catalog: catalogFor(lang, unlocalizedPath(pathname)),
    // For absolute canonical and hreflang links (app/lib/meta.ts).
    origin: new URL(env().publicUrl).origin,
    // Inline, or linked for a browser that holds the file already (ADR 020).
    stylesheet: stylesheetFor(readCookie(request, STYLESHEET_COOKIE)),
    // "Continue with Google" on the sign-in forms when a provider is set (ADR 031).
    oidc: env().OIDC_ISSUER && env().OIDC_CLIENT_ID && env().OIDC_CLIENT_SECRET ? { name: env().OIDC_NAME } : null,
  })
}

export type RootData = Awaited<ReturnType<typeof loader>>['data']

/**
 * When a navigation reaches a part of the site that needs other texts, the root's data names
 * another catalog: its script is loaded before the new page renders, so no key shows as a key.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader()
  await loadCatalog(data.catalog)
  return data
}

/**
 * The root's data is small (the catalog travels on its own, ADR 017), so it is asked for again on
 * any move to another page (it names the page's catalog), after a form, or on an explicit
 * revalidate; a change of query or hash alone keeps it.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate
  return currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname
}


/**
 * A link to the stylesheet file for a browser that holds it (ADR 020); otherwise the styles in
 * the document itself, so nothing blocks the first paint (ADR 018), and the script that fetches
 * the file once the page has loaded. Our own built stylesheet and constant code, never user text.
 */
function Stylesheet({ nonce, stylesheet }: { nonce: string; stylesheet: RootData['stylesheet'] | null }) {
  const inline = use(InlineCssContext)
  if (stylesheet?.linked) return <link rel="stylesheet" href={stylesheet.href} />
  return (
    <>
      {/* eslint-disable-next-line no-restricted-syntax */}
      <style nonce={nonce} data-href={stylesheet?.href} dangerouslySetInnerHTML={{ __html: inline.css }} />
      {/* eslint-disable-next-line no-restricted-syntax */}
      {stylesheet ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inline.script }} /> : null}
    </>
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined
  const nonce = use(NonceContext)
  const theme = root?.theme ?? 'light'
  useEffect(() => {
    // The page is React's now: browser tests wait for this, and so does anything that adds to the
    // page outside React (the offline notices), which before it would break the hydration.
    ;(window as unknown as { __hgHydrated: boolean }).__hgHydrated = true
    window.dispatchEvent(new Event('hg:hydrated'))
  }, [])
  return (
    <html lang={root?.lang ?? 'bn'} className={`theme-${theme}`} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === 'system' ? 'light dark' : theme} />
        {/* The styles, written by the server alone: the browser's React leaves head elements it
            does not render itself as they are, so a document keeps the styles it came with while
            the reader moves between pages (the cookie may be set meanwhile, ADR 020). */}
        {import.meta.env.SSR ? <Stylesheet nonce={nonce} stylesheet={root?.stylesheet ?? null} /> : null}
        <Meta />
        {/* No <Links />: its only stylesheet is the one above (inline or linked), and no route has links of its own. */}
        <link rel="preload" href={bengaliFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (issue 15): the manifest in the page's language, the bar in the header's colour. */}
        <link rel="manifest" href={root?.lang === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest'} />
        {theme !== 'dark' ? <meta name="theme-color" content="#ffffff" media={theme === 'system' ? '(prefers-color-scheme: light)' : undefined} /> : null}
        {theme !== 'light' ? <meta name="theme-color" content="#17211d" media={theme === 'system' ? '(prefers-color-scheme: dark)' : undefined} /> : null}
        {/* The page's texts (ADR 017): fetched at once, registered before hydration (entry.client). */}
        {root ? <meta name="hg-catalog" content={root.catalog.src} data-key={root.catalog.key} /> : null}
        {root ? <link rel="preload" href={root.catalog.src} as="fetch" crossOrigin="anonymous" /> : null}
      </head>
      <body className="min-h-dvh bg-bg font-sans text-fg antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/** Last resort when even the layout failed: both languages, no catalog needed. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A refused request (a form that could not be read, a body too large) is the reader's
  // connection or browser, not our failure: say so plainly.
  const [bn, en] = status >= 400 && status < 500
    ? ['অনুরোধটি নেওয়া গেল না। ফিরে গিয়ে আবার চেষ্টা করুন।', 'The request was not accepted. Go back and try again.']
    : ['কিছু একটা ভুল হয়েছে। একটু পরে আবার চেষ্টা করুন।', 'Something went wrong. Please try again in a moment.']
  return (
    <main className="mx-auto max-w-xl p-6 text-center">
      <h1 className="text-2xl font-bold">{status}</h1>
      <p className="mt-2">{bn}</p>
      <p lang="en" className="mt-1">{en}</p>
      <a href="/" className="mt-4 inline-block underline">হোম / Home</a>
    </main>
  )
}

