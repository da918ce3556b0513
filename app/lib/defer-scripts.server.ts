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
export function deferAppScriptsInBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  // The document is edited as bytes: it is found with native searches and cut into slices, and
  // only the few hundred bytes of the module script are read as text (a regular expression over
  // the text of a 100 KB page, with its decode and encode, cost about 2% of a page's CPU).
  const marker = html.indexOf(entryMarker)
  if (marker === -1) return html
  const start = html.lastIndexOf(scriptStart, marker)
  const end = html.indexOf(scriptEnd, marker)
  if (start === -1 || end === -1) return html
  const nonce = html.toString('latin1', start + scriptStart.length, marker)
  if (/["<>]/.test(nonce)) return html
  const code = html.toString('utf8', marker + entryMarker.length, end)
  const parts: Buffer[] = []
  let kept = 0
  // React Router writes the preloads in the head, before the module script.
  for (let at = html.indexOf(preloadStart); at !== -1 && at < start; at = html.indexOf(preloadStart, kept)) {
    const close = html.indexOf('/>', at) + 2
    if (close === 1 || close > start || !preloadTag.test(html.toString('latin1', at, close))) break
    parts.push(html.subarray(kept, at))
    kept = close
  }
  parts.push(html.subarray(kept, start), Buffer.from(starter(nonce, code)), html.subarray(end + scriptEnd.length))
  return Buffer.concat(parts)
}

const preloadStart = '<link rel="modulepreload" href="'
const preloadTag = /^<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>$/
const scriptStart = '<script nonce="'
const entryMarker = '" type="module" async="">'
const scriptEnd = '</script>'

/** A script that adds the module script, with the same code and nonce, after the first paint. */
function starter(nonce: string, code: string): string {
  // The code goes in as a JSON string: it cannot end the script element early (no "</").
  const source = JSON.stringify(code).replace(/</g, '\\u003c')
  const start = `function(){if(started)return;started=1;var s=document.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};s.textContent=${source};document.body.appendChild(s)}`
  return `<script nonce="${nonce}">(function(){var started=0,go=${start};` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go)}).observe({type:"paint",buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){requestAnimationFrame(go)})}setTimeout(go,3000)})()</script>`
}
