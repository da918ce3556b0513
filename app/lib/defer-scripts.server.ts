/**
 * Starts the app's JavaScript after the first paint instead of before it (ADR 018).
 *
 * React Router puts `<link rel="modulepreload">` for every script of the page in the head and
 * starts them from a module script at the end of the body, so on a slow connection ~105 KB of
 * scripts compete with the document and the Bengali font for the first second. The pages work
 * without JavaScript (it only adds instant feedback), so their first paint should not wait for
 * it: this removes the preloads and wraps the module script so it is added, with the same CSP
 * nonce, once the browser reports the first contentful paint (two frames later where it cannot
 * say, and after 3 s at the latest). Everything else in the document is left as it is.
 */
export function deferAppScripts(html: string): string {
  const preloads = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g
  const entry = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/
  const match = entry.exec(html)
  if (!match) return html
  const [whole, nonce, code] = match
  // The code goes in as a JSON string: it cannot end the script element early (no "</").
  const source = JSON.stringify(code).replace(/</g, '\\u003c')
  const start = `function(){if(started)return;started=1;var s=document.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};s.textContent=${source};document.body.appendChild(s)}`
  const starter = `<script nonce="${nonce}">(function(){var started=0,go=${start};` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){requestAnimationFrame(go)})}setTimeout(go,3000)})()</script>`
  return html.replace(preloads, '').replace(whole, starter)
}

/**
 * The same, on a document's UTF-8 bytes. Latin-1 maps each byte to one character and back, so
 * the text passes through unchanged without being decoded and encoded again (the markup this
 * edits is ASCII; a decode and encode of the whole page cost more than the edit).
 */
export function deferAppScriptsInBytes(html: Buffer): Buffer {
  return Buffer.from(deferAppScripts(html.toString('latin1')), 'latin1')
}
