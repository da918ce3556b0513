import type { ReactNode } from 'react'
import { useI18n } from '#app/i18n/use-i18n'
import type { Mention } from '#app/lib/db/schema'
import { WEB_ADDRESS } from '#app/lib/mentions/text'
import { FORUM } from '#app/lib/forum-path'

// What may follow a mention's name, and what may not come just before its "@": the server's
// rules (app/lib/mentions/text.ts), whose mentions keep the name exactly as written after "@".
const AFTER = /$|[\s\p{P}\p{S}]/uy
const WORD_BEFORE = /[\p{L}\p{N}\p{M}]$/u

/**
 * User text as text: line breaks kept, web addresses made into links that search engines do not
 * follow and that cannot reach back into this page, and each `@name` of `mentions` (who the
 * server found the text mentions, issue 44) a link to that member's page. Never rendered as HTML.
 */
export function RichText({ text, className = '', mentions = [] }: { text: string; className?: string; mentions?: Mention[] }) {
  const { href } = useI18n()
  // Where each link starts, what it shows, and the member it names (none: a web address).
  const links: Array<[number, string, string?]> = []
  for (const match of text.matchAll(WEB_ADDRESS)) links.push([match.index, match[0]])
  for (const { id, name } of mentions) {
    const shown = `@${name}`
    for (let at = -1; (at = text.indexOf(shown, at + 1)) >= 0;) {
      AFTER.lastIndex = at + shown.length
      if (!WORD_BEFORE.test(text.slice(0, at)) && AFTER.test(text)) links.push([at, shown, id])
    }
  }
  const parts: ReactNode[] = []
  let last = 0
  for (const [at, shown, id] of links.sort((a, b) => a[0] - b[0])) {
    if (at < last) continue
    parts.push(text.slice(last, at), (
      <a key={at} href={id ? href(`${FORUM}/members/${id}`) : shown} rel={id ? undefined : 'nofollow ugc noopener noreferrer'}
        target={id ? undefined : '_blank'} className={`${id ? 'font-semibold' : 'break-all'} text-link underline`}>{shown}</a>
    ))
    last = at + shown.length
  }
  parts.push(text.slice(last))
  return <p className={`whitespace-pre-line break-words ${className}`}>{parts}</p>
}
