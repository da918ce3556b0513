import { Fragment } from 'react'

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g

/**
 * User text as text: line breaks kept, web addresses made into links that search engines do not
 * follow and that cannot reach back into this page. Never rendered as HTML.
 */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const parts: Array<string | { url: string }> = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ url: match[0] })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return (
    <p className={`whitespace-pre-line break-words ${className}`}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a key={i} href={part.url} rel="nofollow ugc noopener noreferrer" target="_blank" className="break-all text-link underline">
            {part.url}
          </a>
        ),
      )}
    </p>
  )
}
