import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildDir } from './build-dir.server'

/**
 * The cookie by which a browser says it holds the current stylesheet file in its cache; its
 * value is the file's name (ADR 020).
 */
export const STYLESHEET_COOKIE = 'stylesheet'

interface BuiltStylesheet {
  /** The file's name in build/client/assets, which changes with its content. */
  file: string
  text: string
}
let built: BuiltStylesheet | null | undefined

/** The name of the stylesheet Vite built from app/app.css (imported by the browser entry) in a build's assets folder. */
export function stylesheetFileIn(assetsDir: string): string | undefined {
  return readdirSync(assetsDir).find((name) => /^entry[\w.-]*\.css$/.test(name))
}

/** The built stylesheet of this server's build; none in development, where Vite injects the styles itself. */
function builtStylesheet(): BuiltStylesheet | null {
  if (built === undefined) {
    try {
      const dir = join(process.cwd(), buildDir(), 'client/assets')
      const file = stylesheetFileIn(dir)
      built = file ? { file, text: readFileSync(join(dir, file), 'utf8').replaceAll('</style', '<\\/style') } : null
    } catch {
      built = null
    }
  }
  return built
}

/**
 * The site's stylesheet as text, put in a document's head (ADR 018): a separate stylesheet
 * blocks the first paint until it arrives, and on a slow connection it queued behind the fonts
 * and scripts. Empty in development.
 */
export function inlineCss(): string {
  return builtStylesheet()?.text ?? ''
}

/**
 * Written after the inline stylesheet (ADR 020): once the page has loaded, fetch the same file
 * into the browser's cache (a year, immutable) and only then set the cookie, so the browser's
 * later documents link the file and arrive about 8 KB lighter. A script in the document rather
 * than in the app's bundle: only documents that carry the styles need it, and the bundle is at
 * its budget. Without JavaScript every document keeps its inline copy.
 */
const rememberStylesheetScript =
  `addEventListener("load",function(){var s=document.querySelector("style[data-href]"),h=s&&s.getAttribute("data-href");` +
  `if(!h||!window.fetch)return;fetch(h).then(function(r){if(!r.ok)throw 0;return r.arrayBuffer()}).then(function(){` +
  `document.cookie="${STYLESHEET_COOKIE}="+encodeURIComponent(h.slice(h.lastIndexOf("/")+1))+"; path=/; max-age=31536000; samesite=lax"+(location.protocol=="https:"?"; secure":"")` +
  `}).catch(function(){})})`

/** What the document's head needs from the server (entry.server.tsx provides it to the root layout). */
export function inlineStyles(): { css: string; script: string } {
  const css = inlineCss()
  headStyles ??= css ? { css, script: rememberStylesheetScript } : { css: '', script: '' }
  return headStyles
}
let headStyles: { css: string; script: string } | undefined

/**
 * How the document gets its styles: the file's address, and whether this browser holds that file
 * already (its `stylesheet` cookie names it). Such a document links the
 * file instead of carrying its 38 KB (about 8 KB compressed, half of a page), which also spares
 * the server compressing it again for every page (ADR 020).
 */
export function stylesheetFor(cookieValue: string | undefined): { href: string; linked: boolean } | null {
  const stylesheet = builtStylesheet()
  if (!stylesheet) return null
  return { href: `/assets/${stylesheet.file}`, linked: cookieValue === stylesheet.file }
}
