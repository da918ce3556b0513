import { Writable } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { upcomingDates } from './features/events/dates.server'
import { pageSeo, seoHeadHtml, type PageSeo } from './features/seo/head.server'
import { shareCardUrl } from './features/share-cards/card-url'
import { signedShareCardPath } from './features/share-cards/sign.server'
import { deferAppScriptsInBytes } from './lib/defer-scripts.server'
import { env } from './lib/env.server'
import { logger } from './lib/logger.server'
import { routePatternInstrumentation } from './lib/metrics.server'
import { inlineStyles } from './lib/inline-css.server'
// The parts of a page every reader sees alike, rendered once (ADR 033).
import './components/ui/shared-render.server'
import { InlineCssContext, NonceContext } from './root'

export const streamTimeout = 5_000

/** Notes the route pattern each request matched, for its metrics' label (docs/operations.md). */
export const instrumentations = [routePatternInstrumentation]

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? ''
  // Search engines' and link previews' tags (issue 31): written into the head here, on the server,
  // from the loaders' data, so no page's script carries them.
  const seo = await pageSeo(request, routerContext.staticHandlerContext, new URL(env().publicUrl).origin, upcomingDates).catch((error: unknown) => {
    logger.error({ err: error }, 'could not describe the page for search engines')
    return null
  })
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // A render still running after this is cut short (its unfinished parts sent as their fallbacks).
    // Cleared once the page is written: a pending timer would hold the render and the whole page
    // for 6 s, about 1,000 pages under bench:memory's load (docs/performance.md, "Memory").
    const stopAfter = setTimeout(() => abort(), streamTimeout + 1000)
    // Crawlers wait for every part to be ready before the shell is written.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <InlineCssContext value={inlineStyles()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext>
      </NonceContext>,
      {
        nonce,
        // A finished <Suspense> boundary stays in place in the document, however large: React
        // would otherwise send big ones after the shell, to be moved in by a script, which a
        // reader without JavaScript never runs (the events page's lazily hydrated parts).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyEvent]() {
          shellRendered = true
          const status = responseStatusCode
          // The document is sent whole (server/request-handler.ts), so it is collected here as
          // bytes rather than passed through a web stream and read back as text.
          const chunks: Buffer[] = []
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              let html: Buffer<ArrayBuffer> = Buffer.concat(chunks)
              // Scripts start after the first paint (ADR 018); the dev server keeps React Router's own loading.
              if (import.meta.env.PROD) html = deferAppScriptsInBytes(html)
              if (seo) html = withHeadTags(html, headTags(seo, documentTitle(html)))
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              clearTimeout(stopAfter)
              // Response copies the bytes it is given: no copy of our own before it.
              resolve(new Response(html, { headers: responseHeaders, status }))
              done()
            },
          })
          pipe(document)
        },
        onShellError(error: unknown) {
          clearTimeout(stopAfter)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ err: error }, 'render error')
        },
      },
    )
  })
}

/** Errors thrown by loaders and actions, logged with their stack (aborted requests are not errors). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error({ err: error, path: new URL(request.url).pathname }, 'unhandled error')
}

const HEAD_END = Buffer.from('</head>')

/** The page's search and preview tags, with its share card: its title, its section, the guide's name (ADR 026). */
function headTags(seo: PageSeo, documentTitle: string): string {
  const title = seo.title || documentTitle
  const card = shareCardUrl(new URL(seo.url).origin, signedShareCardPath({ lang: seo.lang, title: seo.cardTitle ?? title, section: seo.section }))
  return seoHeadHtml(seo, { url: card, alt: title }, documentTitle)
}

/** The document with `tags` at the end of its head. */
function withHeadTags(html: Buffer<ArrayBuffer>, tags: string): Buffer<ArrayBuffer> {
  const at = html.indexOf(HEAD_END)
  return at === -1 ? html : Buffer.concat([html.subarray(0, at), Buffer.from(tags), html.subarray(at)])
}

/** The page's own title: the document's, without " | " and the guide's name. */
function documentTitle(html: Buffer): string {
  const head = html.subarray(0, Math.max(0, html.indexOf(HEAD_END))).toString('utf8')
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''
  return title.replace(/ \| [^|]*$/, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")
}
