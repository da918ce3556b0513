import type { Plugin } from 'vite'
import { patchNotApplied } from './patch-notice.ts'

/**
 * Leaves out of the browser's bundle the parts of React Router this app never runs there: its
 * React Server Components mode, its instrumentation hooks, the server's half of <Scripts>, and
 * components no module imports (docs/performance.md, page weight: about 2.8 KB of gzip on every
 * page).
 *
 * That code stays in the bundle only behind checks made at run time (a context that is false
 * outside RSC mode, an option HydratedRouter is never given here, a flag that is true only in
 * the server's StaticRouterProvider), so the minifier cannot drop it. Each check is replaced by
 * its constant value in the browser; the code behind it becomes unreferenced and is removed.
 * If React Router's code changes so that a check is not found exactly as expected, nothing is
 * trimmed (never a part of it): the build says so and ships React Router whole
 * (patch-notice.ts), and this file's test fails.
 */
const checks: ReadonlyArray<{ why: string; find: string; replace: string; count: number }> = [
  {
    why: 'createRouter: instrumentations come only from HydratedRouter\'s unstable_instrumentations prop, which app/entry.client.tsx does not pass',
    find: 'if (init.instrumentations) {',
    replace: 'if (false) {',
    count: 2,
  },
  {
    why: 'RenderErrorBoundary: `this.context` is the RSC router context, false in framework mode',
    find: 'if (this.context && typeof error === "object"',
    replace: 'if (false && typeof error === "object"',
    count: 1,
  },
  {
    why: 'RenderErrorBoundary: the RSC redirect handler, same context',
    find: 'if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler',
    replace: 'if (false) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler',
    count: 1,
  },
  {
    why: 'PrefetchPageLinks: `rsc` is the same context',
    find: 'if (rsc) {\n    return /* @__PURE__ */ React8.createElement(RSCPrefetchPageLinksImpl',
    replace: 'if (false) {\n    return /* @__PURE__ */ React8.createElement(RSCPrefetchPageLinksImpl',
    count: 1,
  },
  {
    why: 'Scripts: the router context is written by the server; in the browser there is no staticContext and the script is blank',
    find: 'let contextScript = staticContext ?',
    replace: 'let contextScript = false ?',
    count: 1,
  },
  {
    why: 'Scripts: the route modules\' imports are written by the server; in the browser `static` is false and the script is blank',
    find: 'let routeModulesScript = !isStatic ? " " :',
    replace: 'let routeModulesScript = true ? " " :',
    count: 1,
  },
]

// Components no module imports (NavLink, HistoryRouter…) are kept alive only by top-level
// statements with side effects: their display names (read by developer tools alone) and
// forwardRef calls the minifier cannot know are pure.
const displayNames = /^[\w$]+\.displayName = "[^"\n]*";$/gm
const forwardRefs = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm

/** React Router's browser code without what this app never runs there; throws if React Router changed. */
export function trimForBrowser(code: string): string {
  const changed = (message: string) => new Error(`trim-react-router-client: ${message}; React Router changed, update scripts/vite/trim-react-router-client.ts`)
  let out = code
  for (const { why, find, replace, count } of checks) {
    const found = out.split(find).length - 1
    if (found !== count) throw changed(`expected ${count} × «${find.split('\n')[0]}» (${why}), found ${found}`)
    out = out.replaceAll(find, replace)
  }
  const named = out.match(displayNames)?.length ?? 0
  const refs = out.match(forwardRefs)?.length ?? 0
  if (named < 10 || refs < 3) throw changed(`found ${named} display names and ${refs} forwardRef components`)
  return out.replace(displayNames, '').replace(forwardRefs, '$1/* @__PURE__ */ $2')
}

export function trimReactRouterClient(): Plugin {
  let trimmed = false
  return {
    name: 'guide:trim-react-router-client',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id) || !code.includes('function createRouter(')) return null
      trimmed = true
      try {
        return { code: trimForBrowser(code), map: null }
      } catch (error) {
        patchNotApplied(this, 'trim-react-router-client', (error as Error).message)
        return null
      }
    },
    buildEnd(error) {
      if (!error && !trimmed) patchNotApplied(this, 'trim-react-router-client', 'React Router\'s router was not found in the browser build')
    },
  }
}
