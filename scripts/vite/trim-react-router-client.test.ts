import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { trimForBrowser } from './trim-react-router-client'

const production = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url))
const routerChunk = /react-router\/dist\/production\/chunk-[^/]+\.mjs$/

/**
 * Bundles, minified, what the app's browser code imports from React Router (as vite.config.ts
 * resolves it: the production build), with or without the trim, and returns the code.
 */
async function bundle(trim: boolean): Promise<string> {
  const trimming: Plugin = {
    name: 'trim',
    setup(esbuild) {
      esbuild.onLoad({ filter: routerChunk }, ({ path }) => {
        const code = readFileSync(path, 'utf8')
        return { contents: trim && code.includes('function createRouter(') ? trimForBrowser(code) : code, loader: 'js' }
      })
    },
  }
  const result = await build({
    stdin: {
      contents: `
        export { Form, Link, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, redirect, useActionData,
          useFetcher, useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator, useRouteError,
          useRouteLoaderData, useSearchParams, useSubmit } from ${JSON.stringify(`${production}index.mjs`)}
        export { HydratedRouter } from ${JSON.stringify(`${production}dom-export.mjs`)}`,
      resolveDir: production,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: ['react', 'react-dom', 'react-dom/*', 'cookie', 'set-cookie-parser'],
    plugins: [trimming],
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

describe('React Router in the browser bundle, trimmed (scripts/vite/trim-react-router-client.ts)', () => {
  it('drops the RSC mode, the instrumentation, the server\'s script writing and NavLink, and keeps the rest', async () => {
    const [whole, trimmed] = await Promise.all([bundle(false), bundle(true)])
    const markers = {
      rscPrefetch: '"rsc"',
      rscErrors: '"digest"in',
      instrumentation: 'lazy.loader',
      serverScripts: '_HydrateFallback',
      navLink: 'aria-current',
    }
    for (const [what, marker] of Object.entries(markers)) {
      expect(whole.includes(marker), `${what} in the whole bundle`).toBe(true)
      expect(trimmed.includes(marker), `${what} in the trimmed bundle`).toBe(false)
    }
    expect(whole.length - trimmed.length).toBeGreaterThan(6000)
    // What the app uses is still there: the hydration entry, links, forms, scroll restoration.
    for (const kept of ['__reactRouterContext', 'modulepreload', 'react-router-scroll-positions', 'application/x-www-form-urlencoded']) {
      expect(trimmed.includes(kept), kept).toBe(true)
    }
  })

  it('refuses a React Router whose checks are not where it expects them, rather than trim the wrong code', () => {
    const chunks = readFileSync(`${production}index.mjs`, 'utf8').match(/chunk-\w+\.mjs/g)!
    const code = chunks.map((name) => readFileSync(`${production}${name}`, 'utf8')).find((text) => text.includes('function createRouter('))!
    expect(() => trimForBrowser(code)).not.toThrow()
    expect(() => trimForBrowser(code.replace('if (rsc) {', 'if (rsc && true) {'))).toThrow(/React Router changed/)
    expect(() => trimForBrowser(code.replaceAll('.displayName = ', '.name2 = '))).toThrow(/React Router changed/)
  })
})
