import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLocation, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { provideSharedRenderer } from '#app/components/ui/shared'
import { Comments } from '#app/features/forum/components/comments'
import { PostCard } from '#app/features/forum/components/post-card'
import type { CommentView, PostView } from '#app/features/forum/post-view.server'
import { threadView } from '#app/features/forum/threads'
import { useI18n } from '#app/i18n/use-i18n'
import { sharedHtml, sharedHtmlStats, sweepSharedHtml } from '#app/components/ui/shared-render.server'
import { CACHE_LIMIT_BYTES } from '#app/lib/memory-budgets.server'
import { logger } from '#app/lib/logger.server'

const now = '2026-11-28T06:00:00.000Z'

/** `ui` rendered as a page of the app: the root's language and catalog, the layout's clock. */
async function page(lang: 'bn' | 'en', ui: () => React.ReactNode) {
  const routes: RouteObject[] = [{
    id: 'root',
    path: '/',
    loader: () => ({ lang, theme: 'light', catalog: { key: 'test', src: '/test.json' }, origin: 'http://localhost' }),
    children: [{ id: 'routes/layout', path: '*', loader: () => ({ now }), Component: () => <>{ui()}</> }],
  }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en/seeking-hathazari' : '/seeking-hathazari'}`))
  if (context instanceof Response) throw new Error('unexpected response')
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

/** The same page rendered wholly by React, as the browser renders it when it hydrates. */
async function wholePage(lang: 'bn' | 'en', ui: () => React.ReactNode) {
  provideSharedRenderer(null)
  try {
    return await page(lang, ui)
  } finally {
    provideSharedRenderer(sharedHtml)
  }
}

const post = (over: Partial<PostView> = {}): PostView => ({
  id: 7, title: 'রাস্তায় পানি জমেছে', content: 'কাটিরহাট বাজারের সামনে https://example.com/x পানি জমে।\nদ্বিতীয় লাইন', truncated: true,
  category: 'question', resolution: 'open', resolutionNote: null, moderation: 'active', moderationReason: null, tags: ['রাস্তা', 'বৃষ্টি'],
  imageUrl: '/uploads/a.webp', imageWidth: 800, imageHeight: 600, videoUrl: null, likes: 3, comments: 2, views: 10,
  createdAt: '2026-11-28T03:00:00.000Z', updatedAt: '2026-11-28T03:00:00.000Z', anonymous: false,
  author: { id: 'u1', name: 'করিম উদ্দিন', initials: 'কউ', avatarUrl: null, role: 'moderator' },
  likedByMe: false, reportedByMe: false, followedByMe: false, answerCommentId: null, mine: false, ...over,
} as PostView)

const comment = (id: number, over: Partial<CommentView> = {}): CommentView => ({
  id, postId: 7, content: `মন্তব্য ${id} <b>not markup</b>`, likes: id, createdAt: '2026-11-28T04:00:00.000Z', updatedAt: '2026-11-28T04:00:00.000Z',
  moderation: 'active', moderationReason: null, author: { id: `c${id}`, name: `সদস্য ${id}`, initials: 'স', avatarUrl: null, role: 'member' },
  likedByMe: false, reportedByMe: false, mine: false, replyToId: null, ...over,
} as CommentView)

const comments = (over: Partial<CommentView> = {}) => [comment(1, over), comment(2), comment(3, { moderation: 'hidden', moderationReason: 'spam' })]
const commentsUi = (list: CommentView[], editing: number | null = null) => () => (
  <Comments postId={7} comments={list} {...threadView(list)} signedIn canComment editing={editing} deleting={null} answerId={2} canChooseAnswer />
)

afterEach(() => provideSharedRenderer(sharedHtml))

describe('parts of a page rendered once for every reader (ADR 033)', () => {
  for (const lang of ['bn', 'en'] as const) {
    it(`write exactly what React writes for the whole page, so the browser hydrates the same markup (${lang})`, async () => {
      // Each part is rendered apart (a part that cannot be is left to the page, and said so once).
      const warn = vi.spyOn(logger, 'warn')
      for (const ui of [
        () => <PostCard post={post()} />,
        () => <PostCard post={post({ mine: true, likedByMe: true, moderation: 'hidden', anonymous: true, author: null, imageUrl: null, tags: [] })} />,
        commentsUi(comments()),
        commentsUi(comments({ mine: true }), 1),
        // Threads (issue 44 §2): a reply quoting its comment, and replies under a comment no longer shown.
        commentsUi([comment(1), comment(2, { replyToId: 1, content: '> মন্তব্য 1\n\nধন্যবাদ' }), comment(5, { replyToId: 4, content: '> যা সরানো হয়েছে\n\nআমিও তাই বলি' })]),
      ]) {
        const shared = await page(lang, ui)
        expect(shared).toContain('<div><header')
        expect(shared).toBe(await wholePage(lang, ui))
        // Given again, from what was kept.
        expect(await page(lang, ui)).toBe(shared)
      }
      expect(warn.mock.calls.map((call) => call[1])).not.toContain('a shared part cannot be rendered apart: the page renders it')
      warn.mockRestore()
    })
  }

  it('are kept once for all readers, while each reader\'s likes, reports and own actions are their own', async () => {
    const before = sharedHtmlStats().entries
    const readers = [{}, { likedByMe: true, likes: 4 }, { reportedByMe: true }, { followedByMe: true }]
    const pages = await Promise.all(readers.map((marks) => page('bn', () => <PostCard post={post({ id: 8, ...marks })} />)))
    // One body kept for the four readers; their pages differ only in the card's footer.
    expect(sharedHtmlStats().entries).toBe(before + 1)
    const body = (html: string) => html.slice(html.indexOf('<div><header'), html.indexOf('<footer'))
    for (const html of pages) expect(body(html)).toBe(body(pages[0]!))
    expect(pages[0]).toContain('aria-pressed="false"')
    expect(pages[1]).toContain('aria-pressed="true"')
    for (const html of [pages[0], pages[2], pages[3]]) expect(html).not.toContain('aria-pressed="true"')
    expect(pages[2]).not.toContain('/seeking-hathazari/8/report')
    // The author's "you" is in the author's own kept body only.
    const authors = await page('bn', () => <PostCard post={post({ id: 8, mine: true })} />)
    expect(sharedHtmlStats().entries).toBe(before + 2)
    expect(body(authors)).toContain('forum.you')
    expect(body(await page('bn', () => <PostCard post={post({ id: 8 })} />))).not.toContain('forum.you')
  })

  it('give a comment\'s Like, Save and Reply to each reader in their own state only', async () => {
    const list = (over: Partial<CommentView>) => [comment(40, over)]
    const plain = await page('bn', commentsUi(list({})))
    const liked = await page('bn', commentsUi(list({ likedByMe: true, likes: 41 })))
    const saved = await page('bn', commentsUi(list({ savedByMe: true })))
    const actions = (html: string) => html.slice(html.indexOf('<div class="contents">'), html.indexOf('</footer>'))
    expect(actions(plain)).toContain('aria-pressed="false"')
    expect(actions(plain)).not.toContain('aria-pressed="true"')
    expect(actions(liked)).toMatch(/<button type="submit" aria-pressed="true"[^>]*>.*?<\/button>/)
    expect(actions(saved)).not.toBe(actions(plain))
    expect(actions(plain)).toContain('href="/seeking-hathazari/7?replyTo=40#reply-40"')
    // Given again to a reader in the first state: the first's markup, not the last reader's.
    expect(await page('bn', commentsUi(list({})))).toBe(plain)
    // A visitor, who cannot reply or save: neither is written.
    const visitor = await page('bn', () => <Comments postId={7} comments={list({})} {...threadView(list({}))} signedIn={false} canComment editing={null} deleting={null} />)
    expect(actions(visitor)).not.toContain('replyTo=')
    expect(actions(visitor)).not.toContain('name="intent" value="save"')
  })

  it('follow a change to what they show: a new title, count of minutes, or language is a new render', async () => {
    const first = await page('bn', () => <PostCard post={post({ id: 9 })} />)
    expect(await page('bn', () => <PostCard post={post({ id: 9, title: 'নতুন শিরোনাম' })} />)).toContain('নতুন শিরোনাম')
    expect(await page('bn', () => <PostCard post={post({ id: 9, createdAt: '2026-11-28T05:59:00.000Z' })} />)).not.toBe(first)
    expect(await page('en', () => <PostCard post={post({ id: 9 })} />)).toContain('href="/en/seeking-hathazari/9"')
  })

  it('keep user text as text', async () => {
    const html = await page('bn', commentsUi(comments()))
    expect(html).toContain('মন্তব্য 1 &lt;b&gt;not markup&lt;/b&gt;')
    expect(html).not.toContain('<b>not markup')
  })

  it('leave to the page a part that puts something in the head, and a part that needs the router', () => {
    const EagerImage = ({ src }: { src: string }) => <img src={src} alt="" />
    expect(sharedHtml(EagerImage as (props: unknown) => React.ReactNode, { src: '/uploads/b.webp' }, { lang: 'bn', catalogKey: 'test' })).toBeNull()
    const Lazy = ({ src }: { src: string }) => <img src={src} alt="" loading="lazy" />
    expect(sharedHtml(Lazy as (props: unknown) => React.ReactNode, { src: '/uploads/b.webp' }, { lang: 'bn', catalogKey: 'test' })).toBe('<img src="/uploads/b.webp" alt="" loading="lazy"/>')
    const NeedsRouter = () => <a href={useLocation().pathname}>here</a>
    expect(sharedHtml(NeedsRouter as (props: unknown) => React.ReactNode, {}, { lang: 'en', catalogKey: 'test' })).toBeNull()
    // The language, though, comes from the part's scope.
    const InLanguage = () => <a href={useI18n().href('/news')}>{useI18n().lang}</a>
    expect(sharedHtml(InLanguage as (props: unknown) => React.ReactNode, {}, { lang: 'en', catalogKey: 'test' })).toBe('<a href="/en/news">en</a>')
  })

  it('stay within their memory budget', async () => {
    // About 60 KB a body: 200 of them are more than the 6 MB kept (app/lib/memory-budgets.server.ts).
    const started = Date.now()
    for (let id = 100; id < 300; id++) await page('bn', () => <PostCard post={post({ id, content: 'ক'.repeat(15_000) })} />)
    const { bytes, entries } = sharedHtmlStats()
    expect(bytes).toBeLessThanOrEqual(CACHE_LIMIT_BYTES['shared-html'])
    expect(bytes).toBeGreaterThan(CACHE_LIMIT_BYTES['shared-html'] * 0.75)
    expect(entries).toBeLessThan(200)
    // Swept, what nobody was given for 30 s goes; what was given since stays (timed from the
    // loop's start: rendering the parts took over a second on a loaded machine).
    sweepSharedHtml(started + 29_999)
    expect(sharedHtmlStats().entries).toBe(entries)
    sweepSharedHtml(Date.now() + 30_000)
    expect(sharedHtmlStats()).toEqual({ entries: 0, bytes: 0 })
  })
})
