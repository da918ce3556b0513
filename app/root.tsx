import bengaliFont from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url'
import { createContext, use, useEffect } from 'react'
import {
  data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import { catalogFor } from './i18n/catalogs.server'
import { catalogFilesFor } from './i18n/namespaces'
import { pathLang, unlocalizedPath } from './i18n/paths'
import { loadCatalog } from './i18n/registry'
import { env } from './lib/env.server'
import { getLang, getTheme } from './lib/preferences.server'
import './app.css'

/** The CSP nonce for inline scripts, provided by entry.server. */
export const NonceContext = createContext('')

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
 * The catalog changes only with the language or with the part of the site, so the root loader
 * runs again after a form submission (the language and theme toggles are forms), an explicit
 * revalidate, or a move to a page that needs other catalog files; not on every page change.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate
  if (currentUrl.href === nextUrl.href) return true
  if (pathLang(currentUrl.pathname) !== pathLang(nextUrl.pathname)) return true
  return catalogFilesFor(unlocalizedPath(currentUrl.pathname)).join() !== catalogFilesFor(unlocalizedPath(nextUrl.pathname)).join()
}

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: bengaliFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined
  const nonce = use(NonceContext)
  const theme = root?.theme ?? 'light'
  useEffect(() => {
    // Lets browser tests wait until the page is interactive.
    ;(window as unknown as { __hgHydrated: boolean }).__hgHydrated = true
  }, [])
  return (
    <html lang={root?.lang ?? 'bn'} className={`theme-${theme}`} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === 'system' ? 'light dark' : theme} />
        <Meta />
        <Links />
        {root ? <link rel="preload" href={root.catalog.src} as="script" /> : null}
      </head>
      <body className="min-h-dvh bg-bg font-sans text-fg antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* The page's texts (ADR 017), before the app's scripts: React Router's entry is an async
            module that runs as soon as it is parsed, so this one must come first in the document.
            At the end of the body it holds up nothing on screen; it is cached after the first page. */}
        {root ? <script src={root.catalog.src} nonce={nonce} /> : null}
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

// A request the server refused as sent (a form it could not read, a body too large): the reader's
// own browser or connection, not our failure, so say so plainly.
const refusedRequest: Record<number, [bn: string, en: string]> = {
  400: ['অনুরোধটি পড়া যায়নি। ফিরে গিয়ে আবার চেষ্টা করুন।', 'The request could not be read. Go back and try again.'],
  413: ['পাঠানো ফাইল বা ফর্মটি অনেক বড়।', 'What was sent is too large.'],
  415: ['এই ধরনের অনুরোধ এখানে নেওয়া হয় না।', 'This kind of request is not accepted here.'],
}

/** Last resort when even the layout failed: both languages, no catalog needed. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const [bn, en] = refusedRequest[status] ?? ['কিছু একটা ভুল হয়েছে। একটু পরে আবার চেষ্টা করুন।', 'Something went wrong. Please try again in a moment.']
  return (
    <main className="mx-auto max-w-xl p-6 text-center">
      <h1 className="text-2xl font-bold">{status}</h1>
      <p className="mt-2">{bn}</p>
      <p lang="en" className="mt-1">{en}</p>
      <a href="/" className="mt-4 inline-block underline">হোম / Home</a>
    </main>
  )
}
