import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { withStringWriter } from './react-dom-string-writer'

const require = createRequire(import.meta.url)
const packageFile = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file)
const rendererFile = packageFile('react-dom', 'cjs/react-dom-server.node.production.js')
// The production builds throughout, as in the server build (tests run React's development build).
const React = require(packageFile('react', 'cjs/react.production.js')) as typeof import('react')
const { createElement, Suspense, use } = React
type Renderer = typeof import('react-dom/server')

/** Loads a renderer's CommonJS source as a module of its own, with React's production build. */
function loadRenderer(code: string): Renderer {
  const module = { exports: {} as Renderer }
  const requireFromRenderer = createRequire(rendererFile)
  const requireProduction = (name: string) =>
    name === 'react' ? React : name === 'react-dom' ? (require(packageFile('react-dom', 'cjs/react-dom.production.js')) as unknown) : (requireFromRenderer(name) as unknown)
  new Function('require', 'module', 'exports', code)(requireProduction, module, module.exports)
  return module.exports
}

const source = readFileSync(rendererFile, 'utf8')
const original = loadRenderer(source)
const patched = loadRenderer(withStringWriter(source))

/** Renders to a Node writable as entry.server.tsx does and returns the document's bytes and how many writes made it. */
function render(renderer: Renderer, tree: ReactNode): Promise<{ html: Buffer; writes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const { pipe } = renderer.renderToPipeableStream(tree, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              resolve({ html: Buffer.concat(chunks), writes: chunks.length })
              done()
            },
          }),
        )
      },
      onShellError: reject,
    })
  })
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5))
function Late({ promise }: { promise: Promise<string> }) {
  return createElement('p', null, use(promise))
}

/** A page like ours: Bengali and English text, attributes to escape, many small pieces, a long text, a boundary that waits. */
function page(promise: Promise<string>) {
  const rows = Array.from({ length: 2000 }, (_, i) =>
    createElement('li', { key: i, className: `row-${i}`, 'data-title': `"${i}" & <${i}>` }, createElement('a', { href: `/seeking-hathazari/${i}` }, `পোস্ট ${i}: হাটহাজারী & Hathazari <${i}>`)),
  )
  return createElement(
    'html',
    { lang: 'bn' },
    createElement('head', null, createElement('title', null, 'হাটহাজারী গাইড')),
    createElement(
      'body',
      null,
      createElement('ul', null, rows),
      createElement('pre', null, 'ক'.repeat(20_000)),
      createElement(Suspense, { fallback: createElement('p', null, 'লোড হচ্ছে') }, createElement(Late, { promise })),
    ),
  )
}

describe('the server build renderer that writes text (react-dom-string-writer)', () => {
  it('writes byte for byte the document React’s own renderer writes', async () => {
    const promise = later('দেরিতে এল')
    const [mine, react] = await Promise.all([render(patched, page(promise)), render(original, page(promise))])
    expect(mine.html.toString('utf8')).toContain('পোস্ট 1999: হাটহাজারী &amp; Hathazari &lt;1999&gt;')
    expect(mine.html.toString('utf8')).toContain('<p>দেরিতে এল</p>')
    expect(mine.html.equals(react.html)).toBe(true)
    // The pieces are handed over in a few large writes, not React's 4 KB buffers.
    expect(mine.writes).toBeLessThan(react.writes / 2)
  })

  it('refuses a renderer whose writer is not the one it knows', () => {
    expect(() => withStringWriter(source.replace('function writeChunkAndReturn(', 'function writeChunkAndTell('))).toThrow(/React changed/)
    expect(() => withStringWriter('module.exports = {}')).toThrow(/React changed/)
  })
})
