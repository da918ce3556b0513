import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { logger } from './lib/logger.server'
import { inlineCss } from './lib/inline-css.server'
import { InlineCssContext, NonceContext } from './root'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? ''
  return new Promise((resolve, reject) => {
    let shellRendered = false
    // Crawlers and no-JS readers get the whole document at once; browsers get it streamed.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <InlineCssContext value={inlineCss()}>
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
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ err: error }, 'render error')
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/** Errors thrown by loaders and actions, logged with their stack (aborted requests are not errors). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error({ err: error, path: new URL(request.url).pathname }, 'unhandled error')
}
