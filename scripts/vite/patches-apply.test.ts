import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { envDirNotEnvFile, withEnvDir } from './env-dir-not-env-file'
import { memoizeRouteMatching, withMemoizedMatching } from './memoize-route-matching'
import { memoizeServerRoutes, serverRoutePieces, withMemoizedServerRoutes } from './memoize-server-routes'
import { reactDomStringWriter, withStringWriter } from './react-dom-string-writer'
import { trimForBrowser, trimReactRouterClient } from './trim-react-router-client'

// The build patches React DOM and React Router (ADR 019, 024). A release that moves the patched
// code must not stop the build (a security release ships the day it is out): the build warns
// and goes on without the patch. These tests are what fails then, so the maintainer knows.

const production = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url))
const routerFiles = readdirSync(production).filter((name) => name.endsWith('.mjs')).map((name) => ({ name, code: readFileSync(production + name, 'utf8') }))

describe('every build patch applies to the installed React DOM and React Router', () => {
  it('memoize-route-matching finds matchRoutesImpl\'s loop', () => {
    const chunk = routerFiles.find((file) => file.name.startsWith('chunk-') && file.code.includes('function matchRoutesImpl('))
    expect(chunk, 'React Router\'s chunk with matchRoutesImpl').toBeDefined()
    expect(withMemoizedMatching(chunk!.code), 'the loop scripts/vite/memoize-route-matching.ts rewrites').not.toBeNull()
  })

  it('memoize-server-routes finds each piece it rewrites', () => {
    const applied = new Set(routerFiles.flatMap((file) => withMemoizedServerRoutes(file.code).applied))
    expect(serverRoutePieces.length).toBeGreaterThan(1)
    expect([...applied].sort()).toEqual([...serverRoutePieces].sort())
  })

  it('react-dom-string-writer finds React DOM\'s server writer', async () => {
    const { createRequire } = await import('node:module')
    const require = createRequire(import.meta.url)
    const renderer = require.resolve('react-dom/package.json').replace(/package\.json$/, 'cjs/react-dom-server.node.production.js')
    expect(() => withStringWriter(readFileSync(renderer, 'utf8'))).not.toThrow()
  })

  it('trim-react-router-client finds every check it trims', () => {
    const router = routerFiles.find((file) => file.name.startsWith('chunk-') && file.code.includes('function createRouter('))
    expect(router).toBeDefined()
    expect(() => trimForBrowser(router!.code)).not.toThrow()
  })
})

describe('a patch that no longer applies', () => {
  /** Runs a plugin's transform and buildEnd on code without what it patches, as a build would. */
  function build(plugin: Plugin, id: string, code: string) {
    const warnings: string[] = []
    const context = { warn: (message: string) => warnings.push(message), error: (message: string) => { throw new Error(message) } }
    const transform = plugin.transform as unknown as (this: typeof context, code: string, id: string) => unknown
    const buildEnd = plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void
    const result = transform.call(context, code, id)
    buildEnd.call(context)
    return { result, warnings }
  }
  const chunk = `${production}chunk-CHANGED.mjs`

  it('leaves the code as it is and says so in the build output, for each of the four', () => {
    const cases: Array<[string, Plugin, string, string]> = [
      ['memoize-route-matching', memoizeRouteMatching(), chunk, 'function matchRoutesImpl(routes) { /* rewritten upstream */ }'],
      ['memoize-server-routes', memoizeServerRoutes(), chunk, 'export const nothingHere = 1'],
      ['react-dom-string-writer', reactDomStringWriter(), 'not-the-renderer.js', 'module.exports = {}'],
      ['trim-react-router-client', trimReactRouterClient(), chunk, 'function createRouter(init) { return init }'],
    ]
    for (const [name, plugin, id, code] of cases) {
      const { result, warnings } = build(plugin, id, code)
      expect(result, name).toBeNull()
      expect(warnings.length, name).toBeGreaterThan(0)
      expect(warnings.join('\n'), name).toContain(`PATCH NOT APPLIED (${name})`)
    }
  })
})

describe('env-dir-not-env-file (React Router\'s child compiler, issue 30 §7)', () => {
  it('is still needed: the installed React Router starts its child compiler with envFile: false', () => {
    const plugin = readFileSync(fileURLToPath(new URL('../../node_modules/@react-router/dev/dist/vite.js', import.meta.url)), 'utf8')
    const childCompiler = plugin.slice(plugin.indexOf('node_modules/.vite-child-compiler'), plugin.indexOf('node_modules/.vite-child-compiler') + 600)
    expect(childCompiler, 'React Router\'s child compiler config').toContain('configFile: false')
    // Failing here means React Router now says envDir: drop scripts/vite/env-dir-not-env-file.ts
    // and its line in vite.config.ts (and the note in docs/deploy.md).
    expect(childCompiler).toContain('envFile: false')
  })

  it('turns envFile: false into envDir: false before Vite reads it, and leaves other configs alone', () => {
    const child: Record<string, unknown> = { configFile: false, envFile: false, cacheDir: 'x' }
    const hook = envDirNotEnvFile().config as unknown as (config: Record<string, unknown>) => unknown
    hook(child)
    expect(child).toEqual({ configFile: false, envDir: false, cacheDir: 'x' })
    const own = { envDir: './env' }
    expect(withEnvDir(own)).toBe(false)
    expect(own).toEqual({ envDir: './env' })
  })
})
