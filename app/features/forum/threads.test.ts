import { describe, expect, it } from 'vitest'
import type { CommentView } from './post-view.server'
import { splitQuote, threadView } from './threads'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 6, minute)).toISOString()
const comment = (id: number, replyToId: number | null, content: string, name: string | null = `সদস্য ${id}`) => ({
  id, replyToId, content, createdAt: at(id), author: name === null ? null : { id: `u${id}`, name, initials: 'স', avatarUrl: null, role: 'member' },
}) as CommentView

describe('splitQuote', () => {
  it('takes the leading block of `>` lines, without the marks, and leaves the rest', () => {
    expect(splitQuote('> প্রথম লাইন\n>দ্বিতীয়\n\nআমার কথা')).toEqual({ quote: 'প্রথম লাইন\nদ্বিতীয়', rest: 'আমার কথা' })
    expect(splitQuote('> শুধু উদ্ধৃতি')).toEqual({ quote: 'শুধু উদ্ধৃতি', rest: '' })
    // Not leading, or empty: no quotation.
    expect(splitQuote('কথা\n> পরে')).toEqual({ quote: null, rest: 'কথা\n> পরে' })
    expect(splitQuote('>\n> \nকথা')).toEqual({ quote: null, rest: '>\n> \nকথা' })
    // Markup stays text: it is rendered by React as text.
    expect(splitQuote('> <script>x</script>\nok').quote).toBe('<script>x</script>')
  })
})

describe('threadView', () => {
  it('puts replies under their comment in time order; a thread whose comment is not shown stands where its first reply does', () => {
    const comments = [comment(1, null, 'এক'), comment(2, null, 'দুই'), comment(3, 1, 'এক-এর জবাব'), comment(4, 9, 'সরানো-র জবাব'), comment(5, 1, 'আরও'), comment(6, 2, 'দুই-এর')]
    const { threads } = threadView(comments)
    expect(threads.map((thread) => [thread.id, thread.top?.id ?? null, thread.replies.map((r) => r.id)])).toEqual([[1, 1, [3, 5]], [2, 2, [6]], [9, null, [4]]])
  })

  it('names whose words a quotation are only when a comment of the thread written before holds them', () => {
    const comments = [
      comment(1, null, 'চমেকের জরুরি নম্বর   ০৩১-৬৩০৩৩৫'),
      comment(2, 1, 'বাসে গেলে আধা ঘণ্টা', 'রহিম'),
      comment(3, 1, '> চমেকের জরুরি নম্বর ০৩১-৬৩০৩৩৫\n\nধন্যবাদ'),
      comment(4, 1, '> বাসে গেলে আধা ঘণ্টা\n\n@রহিম ঠিক'),
      comment(5, 1, '> যা কেউ লেখেনি\n\nহুম'),
      comment(6, null, '> নিজের উদ্ধৃতি\n\nমূল'),
      comment(7, 8, '> সরানো মন্তব্যের কথা\n\nজবাব'),
      comment(9, 1, '> পরে লেখা কথা'),
      comment(10, 1, 'পরে লেখা কথা'),
    ]
    const { quotes } = threadView(comments)
    expect(quotes).toEqual({ 3: { by: 'সদস্য 1' }, 4: { by: 'রহিম' }, 7: 'gone' })
  })

  it('gives the anonymous author no name: the page shows their label', () => {
    const { quotes } = threadView([comment(1, null, 'গোপন প্রশ্নকারীর কথা', null), comment(2, 1, '> গোপন প্রশ্নকারীর কথা\n\nউত্তর')])
    expect(quotes).toEqual({ 2: { by: null } })
  })
})
