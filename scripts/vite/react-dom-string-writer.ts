import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { patchNotApplied } from './patch-notice.ts'

/**
 * Lets React DOM's server renderer collect the page as text, in the server build only
 * (docs/performance.md, ADR 019).
 *
 * React's Node renderer encodes every piece of markup into a 4 KB byte buffer as it goes: a
 * `subarray` and a `TextEncoder.encodeInto` call per piece, and a page is thousands of pieces
 * (about 9% of an uncached page's CPU). Here each piece is appended to a string (V8 joins them
 * without copying) that is handed to the destination every 16K characters and at the end of
 * each flush, which Node's writable stream encodes in one call; the fixed pieces React encodes
 * at load time stay text too. What is written, and when a flush ends, are unchanged.
 *
 * The entry's `react-dom/server` import is pointed at the production renderer itself (the
 * package picks its build at run time, so both would be bundled). If React's code changes so
 * the writer is not found, the build says so and goes on with React's own writer
 * (patch-notice.ts), and this file's test fails.
 */
const reactDomDir = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'))
const rendererFile = join(reactDomDir, 'cjs/react-dom-server.node.production.js')
/** renderToString's own file, for the parts of a page rendered apart (app/components/ui/shared-render.server.tsx). */
const stringRendererFile = join(reactDomDir, 'cjs/react-dom-server-legacy.node.production.js')

const writerStart = 'var currentView = null,\n  writtenBytes = 0,\n  destinationHasCapacity$1 = !0;\n'
const writerEnd = 'var textEncoder = new util.TextEncoder();'
const writerFunctions = ['completeWriting', 'writeChunk', 'writeChunkAndReturn', 'writeToDestination']

const stringWriter = `var currentView = null,
  writtenBytes = 0,
  destinationHasCapacity$1 = !0,
  pendingText = "";
function flushPendingText(destination) {
  if ("" !== pendingText) {
    var text = pendingText;
    pendingText = "";
    writeToDestination(destination, text);
  }
}
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    pendingText += chunk;
    16384 <= pendingText.length && flushPendingText(destination);
  } else if (0 === chunk.byteLength) {
    if (supportsArrayBufferDetached && chunk.buffer.detached)
      throw Error("Cannot transport a detached buffer.");
  } else flushPendingText(destination), writeToDestination(destination, chunk);
}
function writeToDestination(destination, view) {
  destination = destination.write(view);
  destinationHasCapacity$1 = destinationHasCapacity$1 && destination;
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return destinationHasCapacity$1;
}
function completeWriting(destination) {
  flushPendingText(destination);
  currentView = null;
  writtenBytes = 0;
  destinationHasCapacity$1 = !0;
}
`

const precomputedAsBytes = 'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}'
const precomputedAsText = 'function stringToPrecomputedChunk(content) {\n  return content;\n}'

/** The renderer's source with the string writer in place of the byte buffer; throws if React's writer is not the one expected. */
export function withStringWriter(code: string): string {
  const start = code.indexOf(writerStart)
  const end = code.indexOf(writerEnd, start)
  const writer = start === -1 || end === -1 ? '' : code.slice(start, end)
  const functions = [...writer.matchAll(/^function (\w+)\(/gm)].map((m) => m[1]).sort()
  if (functions.join() !== writerFunctions.join() || !code.includes(precomputedAsBytes)) {
    throw new Error(`react-dom-string-writer: React DOM's server writer was not found as expected in ${rendererFile}; React changed, update scripts/vite/react-dom-string-writer.ts`)
  }
  return code.slice(0, start) + stringWriter + code.slice(end).replace(precomputedAsBytes, precomputedAsText)
}

export function reactDomStringWriter(): Plugin {
  let patched = false
  return {
    name: 'guide:react-dom-string-writer',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(source, importer) {
      if (source !== 'react-dom/server') return null
      const from = importer?.replace(/\\/g, '/') ?? ''
      if (from.endsWith('/app/entry.server.tsx')) return rendererFile
      if (from.endsWith('/app/components/ui/shared-render.server.tsx')) return stringRendererFile
      return null
    },
    transform(code, id) {
      if (id !== rendererFile) return null
      patched = true
      try {
        return { code: withStringWriter(code), map: null }
      } catch (error) {
        patchNotApplied(this, 'react-dom-string-writer', (error as Error).message)
        return null
      }
    },
    buildEnd(error) {
      if (!error && !patched) patchNotApplied(this, 'react-dom-string-writer', 'app/entry.server.tsx no longer imports react-dom/server, so the renderer was not patched')
    },
  }
}
