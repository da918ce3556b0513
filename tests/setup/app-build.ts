import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import routeConfig from '#app/routes'
import reactRouterConfig from '../../react-router.config'

/**
 * The app's server build assembled in the test process from the parts the production build is
 * made of (app/routes.ts, app/root.tsx, app/entry.server.tsx and the route modules), as React
 * Router's Vite plugin assembles `virtual:react-router/server-build`, so a test can serve real
 * pages through server/request-handler.ts without `npm run build`.
 *
 * Only the modules of the routes that `paths` (and the addresses above them, whose routes a
 * document names for the browser) match are imported: importing every route took seconds. The
 * other routes are in the table with an empty module, so matching ranks every route as the build
 * does, and none of them is ever rendered or named in a document.
 *
 * What differs from the production build: the browser's files are named by a stand-in manifest
 * (`/assets/<route id>.js`, no shared chunks, whose `modulepreload` links the production document
 * drops anyway, ADR 018), imported files (the font, the icons) keep their source paths, and the
 * build's patches of React Router and React DOM (scripts/vite) are not applied: they change a
 * page's CPU, not its markup.
 */
/** React Router's defaults for the flags the config leaves out, as its plugin resolves them. */
const futureDefaults: Record<string, boolean> = {
  unstable_optimizeDeps: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false,
  unstable_previewServerPrerendering: false, v8_middleware: false, v8_splitRouteModules: false, v8_viteEnvironmentApi: false,
}

export async function appServerBuild(paths: string[]): Promise<ServerBuild> {
  const entries: Array<{ id: string; parentId: string | undefined; file: string; path?: string; index?: boolean; caseSensitive?: boolean }> = [
    { id: 'root', parentId: undefined, file: 'root.tsx', path: '' },
  ]
  const walk = (routes: RouteConfigEntry[], parentId: string) => {
    for (const route of routes) {
      const id = route.id ?? route.file.replace(/\.[a-z0-9]+$/i, '')
      entries.push({ id, parentId, file: route.file, path: route.path, index: route.index, caseSensitive: route.caseSensitive })
      if (route.children) walk(route.children, id)
    }
  }
  walk(await routeConfig, 'root')

  // The routes the addresses match, and those of every address above them.
  const tree = (parentId: string | undefined): RouteObject[] => entries.filter((entry) => entry.parentId === parentId).map((entry) => (
    entry.index ? { id: entry.id, index: true } : { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive, children: tree(entry.id) }
  ))
  const needed = new Set<string>()
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean)
    for (let n = 0; n <= segments.length; n++) {
      for (const match of matchRoutes(tree(undefined), `/${segments.slice(0, n).join('/')}`) ?? []) needed.add(match.route.id!)
    }
  }
  const files = [...new Set(entries.filter((entry) => needed.has(entry.id)).map((entry) => entry.file))]
  const modules = new Map(await Promise.all(files.map(async (file) => [file, await import(/* @vite-ignore */ `../../app/${file}`)] as const)))
  const entryServer = await import('../../app/entry.server')

  const routes: ServerBuild['routes'] = {}
  const assets: ServerBuild['assets'] = {
    entry: { module: '/assets/entry.client.js', imports: [] },
    routes: {},
    url: '/assets/manifest-test.js',
    version: 'test',
  }
  for (const { file, ...entry } of entries) {
    const module = modules.get(file) ?? {}
    routes[entry.id] = { ...entry, module }
    assets.routes[entry.id] = {
      ...entry,
      module: `/assets/${entry.id.replace(/\//g, '-')}.js`,
      imports: [],
      css: [],
      hasAction: 'action' in module,
      hasLoader: 'loader' in module,
      hasClientAction: 'clientAction' in module,
      hasClientLoader: 'clientLoader' in module,
      hasClientMiddleware: 'clientMiddleware' in module,
      hasDefaultExport: 'default' in module,
      hasErrorBoundary: 'ErrorBoundary' in module,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    } as ServerBuild['assets']['routes'][string]
  }
  return {
    entry: { module: entryServer },
    routes,
    assets,
    assetsBuildDirectory: 'build/client',
    basename: '/',
    future: { ...futureDefaults, ...reactRouterConfig.future },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    publicPath: '/',
    allowedActionOrigins: false,
  } as unknown as ServerBuild
}
