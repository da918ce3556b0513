import type { Plugin } from 'vite'
import { patchNotApplied } from './patch-notice.ts'

/**
 * Remembers which routes a path matches, in the server build only (docs/performance.md).
 *
 * React Router matches a request's path against every branch of the route table, in rank order,
 * with a regular expression per segment; it does so three times per page (the request, the
 * loaders, the route manifest sent with the page), and with the `/en` optional segment the
 * table has about 170 branches: 8% of an uncached page's CPU. The answer depends only on the
 * ranked branches (fixed for the process) and the path, so it is kept in a bounded map. Each
 * call still gets its own copies of the match objects, as the callers may change them.
 *
 * The plugin rewrites the loop in `matchRoutesImpl`. If React Router's code changes so the loop
 * is not found, the build says so and goes on without it (patch-notice.ts).
 */
const loop = `  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }
  return matches;
}`

const replacement = `  let decoded = decodePath(pathname);
  return matchBranchesMemoized(branches, decoded, allowPartial, precomputedBranches != null);
}`

const helper = `
const matchedByBranches = new WeakMap();
const MATCH_CACHE_SIZE = 2000;
function matchBranchesMemoized(branches, decoded, allowPartial, remember) {
  let byPath = remember ? matchedByBranches.get(branches) : undefined;
  if (remember && !byPath) {
    byPath = new Map();
    matchedByBranches.set(branches, byPath);
  }
  let key = (allowPartial ? "partial:" : "whole:") + decoded;
  let found = byPath?.get(key);
  if (found === undefined) {
    found = null;
    for (let i = 0; found == null && i < branches.length; ++i) {
      found = matchRouteBranch(branches[i], decoded, allowPartial);
    }
    if (byPath) {
      if (byPath.size >= MATCH_CACHE_SIZE) byPath.clear();
      byPath.set(key, found);
    }
  }
  if (found === null) return null;
  let params = { ...found[0].params };
  return found.map((match) => ({ ...match, params }));
}
`

/** React Router's chunk with route matching memoized, or null if its loop is not the one expected. */
export function withMemoizedMatching(code: string): string | null {
  return code.includes(loop) ? code.replace(loop, replacement) + helper : null
}

export function memoizeRouteMatching(): Plugin {
  let patched = false
  return {
    name: 'guide:memoize-route-matching',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id) || !code.includes('function matchRoutesImpl(')) return null
      patched = true
      const memoized = withMemoizedMatching(code)
      if (memoized === null) patchNotApplied(this, 'memoize-route-matching', `the matching loop of matchRoutesImpl was not found in ${id}`)
      return memoized === null ? null : { code: memoized, map: null }
    },
    buildEnd(error) {
      if (!error && !patched) patchNotApplied(this, 'memoize-route-matching', 'React Router was not bundled into the server build (vite.config.ts: ssr.noExternal)')
    },
  }
}
