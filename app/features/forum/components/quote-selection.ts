/*
 * "Quote" from a selection (issue 44 §2). Loaded by the post page with the reader's first
 * selection in the comments (comments.tsx), never with the page: the post page is at its
 * JavaScript budget. Its one button is made here, not by React, for the same reason.
 */

/** Longest quotation taken: a reply leaves room for its own words (comments hold 2,000 characters). */
const MAX_QUOTE = 800

const quotable = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest('[data-quotable]') ?? null

/** The reader's selection if it lies within one comment's text (not across two, not its name or buttons), with that text. */
export function selectedQuote(): { text: Element; item: HTMLElement; words: string; range: Range } | null {
  const selection = document.getSelection()
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null
  const text = quotable(selection.anchorNode)
  if (!text || text !== quotable(selection.focusNode)) return null
  const item = text.closest<HTMLElement>('[id^="comment-"]')
  const words = selection.toString().trim()
  return item && words ? { text, item, words: Array.from(words).slice(0, MAX_QUOTE).join(''), range: selection.getRangeAt(0) } : null
}

/** The start of a reply quoting `words`: each line marked `> `, then a blank line. */
export const quoteLines = (words: string) => `${words.split('\n').map((line) => `> ${line}`.trimEnd()).join('\n')}\n\n`

/**
 * Shows "Quote" under a quotable selection inside `root` while there is one. Pressed, it starts the
 * reply to that comment with the quotation: in its form if open (before what was typed), else
 * through `open` (the comment's id and the quotation). Returns the function that stops it.
 */
export function watchSelection(root: HTMLElement, label: string, open: (commentId: number, quote: string) => void): () => void {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = label
  button.className = 'absolute z-10 inline-flex min-h-11 items-center rounded-lg bg-fg px-4 text-sm font-semibold text-bg shadow-lg'
  let chosen: ReturnType<typeof selectedQuote> = null
  // Pressing it must not clear the selection it quotes.
  button.addEventListener('pointerdown', (event) => event.preventDefault())
  button.addEventListener('click', () => {
    if (!chosen) return
    const id = Number(chosen.item.id.slice('comment-'.length))
    const quote = quoteLines(chosen.words)
    document.getSelection()?.removeAllRanges()
    button.remove()
    const box = root.querySelector<HTMLTextAreaElement>(`#reply-box-${id}`)
    if (!box) return open(id, quote)
    box.value = quote + box.value
    box.focus()
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      chosen = selectedQuote()
      if (!chosen || !root.contains(chosen.item)) {
        // Kept while it has the focus: Tab from the selection reached it.
        if (document.activeElement !== button) button.remove()
        return
      }
      // Right after the comment's text, so Tab from the selection reaches it; under the selection's last line.
      const lines = chosen.range.getClientRects()
      const last = lines[lines.length - 1] ?? chosen.range.getBoundingClientRect()
      const box = chosen.item.getBoundingClientRect()
      button.style.top = `${Math.round(last.bottom - box.top + 6)}px`
      button.style.left = `${Math.round(Math.max(0, Math.min(last.left - box.left, box.width - 120)))}px`
      if (chosen.text.nextSibling !== button) chosen.text.after(button)
    }, 120)
  }
  // The next Tab after choosing words reaches "Quote" (a click in the page left the focus on the
  // page's <main>, far from it); Escape puts it away.
  const keys = (event: KeyboardEvent) => {
    if (!button.isConnected) return
    if (event.key === 'Escape') button.remove()
    else if (event.key === 'Tab' && !event.shiftKey && document.activeElement !== button && !document.activeElement?.closest('input, textarea, select, [contenteditable]')) {
      event.preventDefault()
      button.focus()
    }
  }
  document.addEventListener('selectionchange', check)
  document.addEventListener('keydown', keys)
  check()
  return () => {
    clearTimeout(timer)
    document.removeEventListener('selectionchange', check)
    document.removeEventListener('keydown', keys)
    button.remove()
  }
}
