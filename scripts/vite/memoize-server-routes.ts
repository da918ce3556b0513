import type { Plugin } from 'vite'
import { patchNotApplied } from './patch-notice.ts'

/**
 * Builds React Router's render-time route objects once per build, in the server build only
 * (docs/performance.md, ADR 019).
 *
 * For every page, React Router gathers the route modules into a new object
 * (`createEntryRouteModules`), its `ServerRouter` turns the route manifest into route objects
 * (`createServerRoutes`: components, error boundaries, a no-op loader each) and its static
 * router copies those into "data routes" (`convertRoutesToDataRoutes`), about 170 routes with
 * the `/en` copies: about 3% of an uncached page's CPU, and garbage. All three depend only on
 * the build, and none is changed afterwards on the server (a static router refuses every
 * change), so each is kept in a WeakMap keyed by its inputs. Calls with other arguments (the
 * recursion over child routes) are not remembered.
 *
 * If React Router's code changes so a piece is not found, the build says so and goes on
 * without it (patch-notice.ts), and scripts/vite/patches-apply.test.ts fails.
 */
const serverRoutesHead = 'function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", '
const serverRoutesHeadRenamed = 'function createServerRoutesUncached(manifest, routeModules, future, isSpaMode, parentId = "", '

const staticConversion = `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );
`
const staticConversionRemembered = `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = staticDataRoutesOf(routes);
`

const serverRoutesHelper = `
const serverRoutesByManifest = new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
  if (rest.length > 0) return createServerRoutesUncached(manifest, routeModules, future, isSpaMode, ...rest);
  let byModules = serverRoutesByManifest.get(manifest);
  if (!byModules) {
    byModules = new WeakMap();
    serverRoutesByManifest.set(manifest, byModules);
  }
  let key = isSpaMode ? "spa" : "ssr";
  let byMode = byModules.get(routeModules);
  if (!byMode) {
    byMode = {};
    byModules.set(routeModules, byMode);
  }
  return byMode[key] ??= createServerRoutesUncached(manifest, routeModules, future, isSpaMode);
}
`
const staticRoutesHelper = `
const staticDataRoutesByRoutes = new WeakMap();
function staticDataRoutesOf(routes) {
  let found = staticDataRoutesByRoutes.get(routes);
  if (!found) {
    let manifest = {};
    found = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    staticDataRoutesByRoutes.set(routes, found);
  }
  return found;
}
`

/** One rewrite of React Router's code: the exact text it replaces, and what it adds at the end of that file. */
interface Rewrite {
  name: string
  from: string
  to: string
  helpers: string
}

const rewrites: Rewrite[] = [
  {
    name: 'createEntryRouteModules',
    from: 'function createEntryRouteModules(manifest) {',
    to: 'function createEntryRouteModulesUncached(manifest) {',
    helpers: `
const entryRouteModulesByRoutes = new WeakMap();
function createEntryRouteModules(manifest) {
  let found = entryRouteModulesByRoutes.get(manifest);
  if (!found) {
    found = createEntryRouteModulesUncached(manifest);
    entryRouteModulesByRoutes.set(manifest, found);
  }
  return found;
}
`,
  },
  { name: 'createServerRoutes', from: serverRoutesHead, to: serverRoutesHeadRenamed, helpers: serverRoutesHelper },
  { name: 'createStaticRouter', from: staticConversion, to: staticConversionRemembered, helpers: staticRoutesHelper },
]

/** The pieces of React Router's server code this plugin rewrites. */
export const serverRoutePieces = rewrites.map((rewrite) => rewrite.name)

/** A file of React Router with the rewrites whose text it holds applied, and their names. */
export function withMemoizedServerRoutes(code: string): { code: string; applied: string[] } {
  const applied: string[] = []
  for (const rewrite of rewrites) {
    if (!code.includes(rewrite.from)) continue
    code = code.replace(rewrite.from, rewrite.to) + rewrite.helpers
    applied.push(rewrite.name)
  }
  return { code, applied }
}

export function memoizeServerRoutes(): Plugin {
  const applied = new Set<string>()
  return {
    name: 'guide:memoize-server-routes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id)) return null
      const result = withMemoizedServerRoutes(code)
      if (result.applied.length === 0) return null
      for (const name of result.applied) applied.add(name)
      return { code: result.code, map: null }
    },
    buildEnd(error) {
      const missing = rewrites.map((r) => r.name).filter((name) => !applied.has(name))
      if (!error && missing.length > 0) {
        patchNotApplied(this, 'memoize-server-routes', `${missing.join(', ')} not found as expected in React Router's server build (or it is no longer bundled: vite.config.ts ssr.noExternal)`)
      }
    },
  }
}
