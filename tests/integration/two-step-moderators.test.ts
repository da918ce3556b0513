// Every moderator power needs the completed second step (issue 30 §9, ADR 016): a moderator or
// admin who has not finished setting up two-step sign-in is, for every route and service that
// looks at the role, a member. Walks each of them with such an account and with a secured one.
import { describe, expect, it } from 'vitest'
import { acceptSuggestion, declineSuggestion } from '#app/features/corrections/moderate.server'
import { chooseAnswer } from '#app/features/forum/choose-answer.server'
import { addComment } from '#app/features/forum/comments.server'
import { report } from '#app/features/forum/engage.server'
import { setFollowing } from '#app/features/forum/follow-post.server'
import { createPost } from '#app/features/forum/write-post.server'
import { moderateItem, moderateUser, resolvePost } from '#app/features/moderation/actions.server'
import type { SessionUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { loader as postPage } from '#app/routes/forum-post'
import { loader as moderationPage, action as moderationAction } from '#app/routes/moderation'
import { loader as auditPage } from '#app/routes/moderation-audit'
import { activeSources } from '#app/features/news/sources.server'
import { loader as eventsPage, action as eventsAction } from '#app/routes/moderation-events'
import { loader as newsPage, action as newsAction } from '#app/routes/moderation-news'
import { loader as contactPage, action as contactAction } from '#app/routes/moderation-contact'
import { dhakaFields } from '#app/features/events/date-form.server'
import { getGuide } from '#app/lib/content/guide.server'
import { testRequest, withTestApp } from '../setup/test-app'
import { createUser } from '../setup/users'

withTestApp()

async function hiddenQuestion(author: SessionUser) {
  const result = await createPost(author, { title: 'লুকানো প্রশ্ন', content: 'কেউ জানেন?', category: 'question', tags: '', anonymous: false }, {}, 50)
  if (!result.ok) throw new Error(result.error.message)
  const { user: helper } = await createUser()
  const answer = await addComment(helper, result.post.id, 'একটি উত্তর')
  if (!answer.ok) throw new Error('comment failed')
  for (const { user } of await Promise.all([createUser(), createUser(), createUser()])) {
    expect((await report(user, 'post', result.post.id, 'spam', 'এটি একটি বিজ্ঞাপনমাত্র')).ok).toBe(true)
  }
  return { postId: result.post.id, commentId: answer.id }
}

/** What a route's loader or action gave: its data, or the Response it threw or returned. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location: string | null } | 'data'> {
  try {
    const result = await run()
    if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
    if (result && typeof result === 'object' && 'init' in result && (result as { init?: { status?: number } }).init?.status) {
      return { status: (result as { init: { status: number } }).init.status, location: null }
    }
    return 'data'
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') }
    if (error && typeof error === 'object' && 'init' in error) return { status: (error as { init: { status: number } }).init.status, location: null }
    throw error
  }
}

describe('a moderator or admin without the completed second step has no moderator power', () => {
  for (const role of ['moderator', 'admin'] as const) {
    it(`(${role}) on every page that looks at the role, and in every service`, async () => {
      const { user: author } = await createUser()
      const { postId, commentId } = await hiddenQuestion(author)
      const unsecured = await createUser({ role, twoFactor: false })
      const secured = await createUser({ role })
      const get = (path: string, cookie: string) => testRequest(path, { method: 'GET', cookie })
      const args = (path: string, cookie: string, params: Record<string, string> = {}) => ({ request: get(path, cookie), params, context: {} } as never)

      // Reading a post hidden by reports.
      expect(await outcome(() => postPage(args(`/seeking-hathazari/${postId}`, unsecured.cookie, { postId: String(postId) })))).toMatchObject({ status: 302, location: '/seeking-hathazari' })
      expect(await outcome(() => postPage(args(`/seeking-hathazari/${postId}`, secured.cookie, { postId: String(postId) })))).toBe('data')

      // The moderation pages: sent to turn on two-step sign-in first.
      for (const [path, page] of [['/moderation', moderationPage], ['/moderation/events', eventsPage]] as const) {
        expect(await outcome(() => page(args(path, unsecured.cookie))), path).toMatchObject({ status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' })
        expect(await outcome(() => page(args(path, secured.cookie))), path).toBe('data')
      }
      if (role === 'admin') {
        for (const [path, page] of [['/moderation/audit', auditPage], ['/moderation/news', newsPage], ['/moderation/contact', contactPage]] as const) {
          expect(await outcome(() => page(args(path, unsecured.cookie))), path).toMatchObject({ status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' })
          expect(await outcome(() => page(args(path, secured.cookie))), path).toBe('data')
        }
      }
      const form = (path: string, cookie: string, fields: Record<string, string>) => {
        const request = testRequest(path, { cookie, body: new URLSearchParams(fields) })
        request.headers.set('content-type', 'application/x-www-form-urlencoded')
        return { request, params: {}, context: {} } as never
      }
      const toTwoStep = { status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' }
      expect(await outcome(() => moderationAction(form('/moderation', unsecured.cookie, { intent: 'item', type: 'post', id: String(postId), action: 'keep', reason: '' })))).toMatchObject(toTwoStep)

      // The actions of the other moderation pages: refused, nothing changed; with the second step they work.
      const { events } = await getGuide()
      const start = dhakaFields(new Date(Date.now() + 30 * 24 * 3600 * 1000))
      const newDate = { intent: 'add', eventId: events[0]!.id, date: start.date, time: start.time, source: 'https://dainikazadi.net/announcement' }
      const eventDates = async () => Number((await db().selectFrom('event_dates').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
      const datesBefore = await eventDates()
      expect(await outcome(() => eventsAction(form('/moderation/events', unsecured.cookie, newDate))), '/moderation/events').toMatchObject(toTwoStep)
      expect(await eventDates()).toBe(datesBefore)
      expect(await outcome(() => eventsAction(form('/moderation/events', secured.cookie, newDate))), '/moderation/events').toMatchObject({ status: 302, location: '/moderation/events' })
      expect(await eventDates()).toBe(datesBefore + 1)
      if (role === 'admin') {
        const source = activeSources()[0]!.id
        const paused = async () => (await db().selectFrom('news_sources').select('paused').where('id', '=', source).executeTakeFirst())?.paused ?? false
        expect(await outcome(() => newsAction(form('/moderation/news', unsecured.cookie, { source, paused: '1' }))), '/moderation/news').toMatchObject(toTwoStep)
        expect(await paused()).toBe(false)
        expect(await outcome(() => newsAction(form('/moderation/news', secured.cookie, { source, paused: '1' }))), '/moderation/news').toBe('data')
        expect(await paused()).toBe(true)
        await newsAction(form('/moderation/news', secured.cookie, { source, paused: '0' }))

        const message = (await db().insertInto('contact_messages').values({ name: 'রহিম উদ্দিন', email: 'rahim@example.com', subject: 'রাস্তার বাতি', message: 'বাতি জ্বলে না।', lang: 'bn' }).returning('id').executeTakeFirstOrThrow()).id
        const handledAt = async () => (await db().selectFrom('contact_messages').select('handled_at').where('id', '=', message).executeTakeFirstOrThrow()).handled_at
        expect(await outcome(() => contactAction(form('/moderation/contact', unsecured.cookie, { intent: 'handle', id: String(message) }))), '/moderation/contact').toMatchObject(toTwoStep)
        expect(await handledAt()).toBeNull()
        expect(await outcome(() => contactAction(form('/moderation/contact', secured.cookie, { intent: 'handle', id: String(message) }))), '/moderation/contact').toMatchObject({ status: 302 })
        expect(await handledAt()).not.toBeNull()
      }

      // The services refuse too, whatever route calls them.
      const forbidden = { ok: false, status: 403 }
      expect(await moderateItem(unsecured.user, 'post', postId, 'keep', '')).toMatchObject(forbidden)
      expect(await resolvePost(unsecured.user, postId, 'resolved', '')).toMatchObject(forbidden)
      expect(await moderateUser(unsecured.user, author.id, 'suspend', 'কারণ', 1)).toMatchObject(forbidden)
      expect(await acceptSuggestion(unsecured.user, 1, { bn: 'x', en: 'x' })).toMatchObject(forbidden)
      expect(await declineSuggestion(unsecured.user, 1, 'কারণটি এখানে')).toMatchObject(forbidden)
      expect(await setFollowing(unsecured.user, postId, true)).toMatchObject({ ok: false, status: 404 })
      expect((await db().selectFrom('posts').select('moderation').where('id', '=', postId).executeTakeFirstOrThrow()).moderation).toBe('hidden')

      // With the second step, the same powers work.
      expect(await moderateItem(secured.user, 'post', postId, 'keep', '')).toEqual({ ok: true })
      expect(await chooseAnswer(unsecured.user, postId, commentId)).toMatchObject(forbidden)
      expect(await chooseAnswer(secured.user, postId, commentId)).toMatchObject({ ok: true })
    })
  }
})
