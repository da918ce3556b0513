import { catalogs } from '#app/i18n/catalogs.server'
import { pathLang } from '#app/i18n/paths'
import type { Route } from './+types/web-manifest'

/**
 * GET /manifest.webmanifest (Bengali) and /en/manifest.webmanifest: what a phone needs to
 * install the guide as an app (issue 15). The icons are drawn at build time, the pack's letter
 * (scripts/build-app-icons.ts). Each language starts at its own home page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = pathLang(new URL(request.url).pathname)
  const t = catalogs[lang]
  const manifest = {
    id: '/',
    name: t['app.name'],
    short_name: t['offline.app.shortName'],
    description: t['app.tagline'],
    lang: lang === 'bn' ? 'bn-BD' : 'en',
    dir: 'ltr',
    start_url: lang === 'bn' ? '/' : '/en',
    scope: '/',
    display: 'standalone',
    background_color: '#f4f7f5',
    theme_color: '#0b6e4f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
