import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

let css: string | undefined

/**
 * The site's stylesheet as text, put in every document's head (ADR 018): a separate stylesheet
 * blocks the first paint until it arrives, and on a slow connection it queued behind the fonts
 * and scripts. Built by Vite from app/app.css (imported by the browser entry, so React Router
 * links no stylesheet); empty in development, where Vite injects the styles itself.
 */
export function inlineCss(): string {
  if (css === undefined) {
    try {
      const dir = join(process.cwd(), 'build/client/assets')
      const file = readdirSync(dir).find((name) => /^entry[\w.-]*\.css$/.test(name))
      css = file ? readFileSync(join(dir, file), 'utf8').replaceAll('</style', '<\\/style') : ''
    } catch {
      css = ''
    }
  }
  return css
}
