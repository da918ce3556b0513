import type { CommentView } from './post-view.server'

/*
 * The thread model (issue 44 §2, docs/forum.md): one level. A comment either stands on
 * its own (reply_to_id null) or answers one such comment; a reply is never answered in turn. The
 * page shows each top-level comment with its replies under it, all in time order. Worked out on
 * the server, from the comments this reader is given (the page's loader): the browser only draws
 * them, and its code stays small (the post page is at its JavaScript budget).
 */

/** A top-level comment and its replies; `top` is null when this reader is not shown it (hidden, removed, deleted, waiting). */
export interface Thread {
  id: number
  top: CommentView | null
  replies: CommentView[]
}

/**
 * The comments (oldest first) as threads. A thread stands where its top-level comment does; one
 * whose comment is no longer shown stands where its first reply does.
 */
export function threadsOf(comments: readonly CommentView[]): Thread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]))
  const threads = new Map<number, Thread>()
  for (const comment of comments) {
    // A reply to a reply is never written; were one in the data, it joins the top-level thread.
    const id = comment.replyToId === null ? comment.id : byId.get(comment.replyToId)?.replyToId ?? comment.replyToId
    let thread = threads.get(id)
    if (!thread) threads.set(id, (thread = { id, top: null, replies: [] }))
    if (comment.id === id) thread.top = comment
    else thread.replies.push(comment)
  }
  return [...threads.values()]
}

/** A text's leading block of `>` lines (a quotation, without the marks), and the rest. */
export function splitQuote(text: string): { quote: string | null; rest: string } {
  const lines = text.split('\n')
  let count = 0
  while (count < lines.length && lines[count]!.startsWith('>')) count++
  const quote = lines.slice(0, count).map((line) => line.replace(/^> ?/, '')).join('\n').trim()
  if (!quote) return { quote: null, rest: text }
  return { quote, rest: lines.slice(count).join('\n').trim() }
}

/**
 * Whose words a reply's quotation are, as far as this reader can tell: the first comment of its
 * thread written before it (the top-level one first) whose text holds the quotation. `'gone'`
 * when none does and the thread's comment is no longer shown (the words may be that comment's:
 * they are not shown either); null when none does otherwise (edited since, or typed by hand: a
 * quotation shown without a name, never under someone who did not write it).
 */
export function quoteSource(reply: CommentView, thread: Thread): CommentView | 'gone' | null {
  const { quote } = splitQuote(reply.content)
  if (quote === null || reply.replyToId === null) return null
  const words = (text: string) => text.replace(/\s+/g, ' ').trim()
  const wanted = words(quote)
  const earlier = thread.replies.filter((other) => other.id !== reply.id && other.createdAt <= reply.createdAt)
  for (const candidate of [thread.top, ...earlier]) if (candidate && words(candidate.content).includes(wanted)) return candidate
  return thread.top ? null : 'gone'
}

/** Whose words a comment's leading quotation are: their name as this reader knows them (null: the anonymous author's label), or `'gone'`. */
export type QuoteSource = { by: string | null } | 'gone'

/** The page's threads, and for each reply that starts with a quotation, whose words it quotes. */
export function threadView(comments: readonly CommentView[]): { threads: Thread[]; quotes: Record<number, QuoteSource> } {
  const threads = threadsOf(comments)
  const quotes: Record<number, QuoteSource> = {}
  for (const thread of threads) {
    for (const reply of thread.replies) {
      const source = quoteSource(reply, thread)
      if (source) quotes[reply.id] = source === 'gone' ? source : { by: source.author?.name ?? null }
    }
  }
  return { threads, quotes }
}
