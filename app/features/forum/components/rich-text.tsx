import { useI18n } from '#app/i18n/use-i18n'
import type { Mention } from '#app/lib/db/schema'
import { WEB_ADDRESS } from '#app/lib/mentions/text'

// What may follow a mention's name, and what may not come before its "@" (the server's rules,
// app/lib/mentions/text.ts: the name kept is exactly what was written after "@").
const AFTER = /$|[\s\p{P}\p{S}]/uy
const WORD_BEFORE = /[\p{L}\p{N}\p{M}]$/u

/**
 * User text as text: line breaks kept, web addresses made into links that search engines do not
 * follow and that cannot reach back into this page, and each `@name` of `mentions` (who the
 * server found the text mentions, issue 44) a link to that member's page. Never rendered as HTML.
 */
export function RichText({ text, className = '', mentions }: { text: string; className?: string; mentions?: Mention[] }) {
  const { href } = useI18n()
  // [start, end, member id or null for a web address], in order, none inside another.
  const links: Array<[number, number, string | null]> = []
  for (const match of text.matchAll(WEB_ADDRESS)) links.push([match.index, match.index + match[0].length, null])
  for (const { id, name } of mentions ?? []) {
    for (let at = text.indexOf(`@${name}`); at >= 0; at = text.indexOf(`@${name}`, at + 1)) {
      AFTER.lastIndex = at + name.length + 1
      if (!WORD_BEFORE.test(text.slice(at > 1 ? at - 2 : 0, at)) && AFTER.test(text)) links.push([at, at + name.length + 1, id])
    }
  }
  links.sort((a, b) => a[0] - b[0])
  const parts: React.ReactNode[] = []
  let last = 0
  for (const [start, end, id] of links) {
    if (start < last) continue
    parts.push(text.slice(last, start))
    const part = text.slice(start, end)
    parts.push(id === null
      ? <a key={start} href={part} rel="nofollow ugc noopener noreferrer" target="_blank" className="break-all text-link underline">{part}</a>
      : <a key={start} href={href(`/seeking-hathazari/members/${id}`)} className="font-semibold text-link underline">{part}</a>)
    last = end
  }
  parts.push(text.slice(last))
  return <p className={`whitespace-pre-line break-words ${className}`}>{parts}</p>
}
