import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export { STYLESHEET_COOKIE } from './stylesheet'

interface BuiltStylesheet {
  /** The file's name in build/client/assets, which changes with its content. */
  file: string
  text: string
}
let built: BuiltStylesheet | null | undefined

/** Built by Vite from app/app.css (imported by the browser entry); none in development, where Vite injects the styles itself. */
function builtStylesheet(): BuiltStylesheet | null {
  if (built === undefined) {
    try {
      const dir = join(process.cwd(), 'build/client/assets')
      const file = readdirSync(dir).find((name) => /^entry[\w.-]*\.css$/.test(name))
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
 * How the document gets its styles: the file's address, and whether this browser holds that file
 * already (its `stylesheet` cookie names it, app/lib/stylesheet.ts). Such a document links the
 * file instead of carrying its 38 KB (about 8 KB compressed, half of a page), which also spares
 * the server compressing it again for every page (ADR 020).
 */
export function stylesheetFor(cookieValue: string | undefined): { href: string; linked: boolean } | null {
  const stylesheet = builtStylesheet()
  if (!stylesheet) return null
  return { href: `/assets/${stylesheet.file}`, linked: cookieValue === stylesheet.file }
}
