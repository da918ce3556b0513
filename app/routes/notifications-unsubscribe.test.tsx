// The e-mails' unsubscribe page as the server renders it (issue 29 §5): a link keeps working for
// its mail program's one-click POST, but once the reader changed their choice for its kind after
// the mail was sent (turned the e-mails back on), the old link changes nothing and says so; an
// altered link is refused. No session anywhere: the link alone is the proof.
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { addComment } from '#app/features/forum/comments.server'
import { createPost } from '#app/features/forum/write-post.server'
import { notificationMail } from '#app/features/notifications/deliver.server'
import { listNotifications } from '#app/features/notifications/queries.server'
import { readEmailVersions, readSettings, saveSettings } from '#app/features/notifications/settings.server'
import { catalogFor } from '#app/i18n/catalogs.server'
import type { Lang } from '#app/i18n/i18n'
import { db } from '#app/lib/db/database.server'
import { testRequest, withTestApp } from '../../tests/setup/test-app'
import { createUser } from '../../tests/setup/users'
import Unsubscribe, { action, loader } from './notifications-unsubscribe'

withTestApp()

/** The page for a request as the server answers it: its status and HTML. */
async function page(link: string, method: 'GET' | 'POST' = 'GET') {
  const url = new URL(link)
  const lang: Lang = url.pathname.startsWith('/en/') ? 'en' : 'bn'
  const routes: RouteObject[] = [{
    id: 'root',
    path: '/',
    loader: () => ({ lang, theme: 'light', catalog: catalogFor(lang, url.pathname.replace(/^\/en\//, '/')), origin: 'http://localhost:3000' }),
    Component: Outlet,
    children: [{
      id: 'routes/layout',
      path: lang === 'en' ? 'en' : '',
      loader: () => ({ now: new Date().toISOString() }),
      Component: Outlet,
      children: [{ id: 'routes/notifications-unsubscribe', path: 'notifications/unsubscribe', loader: loader as never, action: action as never, Component: Unsubscribe }],
    }],
  }]
  // What a mail program sends (RFC 8058): no cookie, no Origin, this one field.
  const request = testRequest(`${url.pathname}${url.search}`, { method, body: method === 'POST' ? new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) : undefined })
  if (method === 'POST') request.headers.set('content-type', 'application/x-www-form-urlencoded')
  const handler = createStaticHandler(routes)
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
  return { status: context.statusCode, html }
}

/** A verified reader with a comment notification, and the unsubscribe link of the mail it would get now. */
async function readerWithMail(lang: Lang) {
  const { user: reader } = await createUser({ name: 'Unsubscribing Reader' })
  await db().updateTable('user').set({ emailVerified: true }).where('id', '=', reader.id).execute()
  const { user: helper } = await createUser()
  const created = await createPost(reader, { title: 'Which bus reaches Nazirhat?', content: 'Anyone?', category: 'question', tags: '', anonymous: false }, {}, 50)
  if (!created.ok) throw new Error(created.error.message)
  expect((await addComment(helper, created.post.id, 'The one from the bus stand.')).ok).toBe(true)
  const mailNow = async () => {
    const views = (await listNotifications(reader.id, lang, null)).items
    const mail = notificationMail(reader.email, reader.id, lang, views, await readEmailVersions(reader.id))
    return /<(http[^>]+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!
  }
  return { reader, mailNow }
}

const commentMails = async (userId: string) => (await readSettings(userId)).email.comment

describe('/notifications/unsubscribe', () => {
  it('a link replayed after the reader turned the e-mails back on changes nothing and says it is out of date', async () => {
    const { reader, mailNow } = await readerWithMail('bn')
    const link = await mailNow()
    expect(await page(link)).toMatchObject({ status: 200, html: expect.stringContaining('এই ইমেইল বন্ধ করুন') })
    const done = await page(link, 'POST')
    expect(done.status).toBe(200)
    expect(done.html).toContain('বন্ধ হয়েছে: আপনার পোস্টে মন্তব্য নিয়ে আর ইমেইল পাঠানো হবে না।')
    expect(await commentMails(reader.id)).toBe('off')
    // The mail program posting it again, or the reader pressing it twice: still off, still done.
    expect((await page(link, 'POST')).html).toContain('বন্ধ হয়েছে')

    // The reader turns them on again in the settings; the old link no longer turns them off.
    const settings = await readSettings(reader.id)
    await saveSettings(reader.id, { ...settings, email: { ...settings.email, comment: 'soon' } })
    const replayed = await page(link, 'POST')
    expect(replayed.status).toBe(409)
    expect(replayed.html).toContain('এই লিংকটি পুরোনো')
    expect(replayed.html).toContain('href="/notifications/settings"')
    expect(replayed.html).not.toContain('বন্ধ হয়েছে')
    expect(await commentMails(reader.id)).toBe('soon')
    // Opened in a browser, it says so at once and offers no button.
    const opened = await page(link)
    expect(opened.html).toContain('এই লিংকটি পুরোনো')
    expect(opened.html).not.toContain('এই ইমেইল বন্ধ করুন</button>')

    // Changing another kind leaves this kind's newer link working.
    const fresh = await mailNow()
    expect(fresh).not.toBe(link)
    await saveSettings(reader.id, { ...settings, email: { ...settings.email, comment: 'soon', like: 'daily' } })
    expect((await page(fresh, 'POST')).html).toContain('বন্ধ হয়েছে')
    expect(await commentMails(reader.id)).toBe('off')
  })

  it('says it in English on the English link', async () => {
    const { reader, mailNow } = await readerWithMail('en')
    const link = await mailNow()
    expect(new URL(link).pathname).toBe('/en/notifications/unsubscribe')
    expect((await page(link, 'POST')).html).toContain('Done: no more e-mails about Comments on your posts.')
    const settings = await readSettings(reader.id)
    await saveSettings(reader.id, { ...settings, email: { ...settings.email, comment: 'daily' } })
    const replayed = await page(link, 'POST')
    expect(replayed.status).toBe(409)
    expect(replayed.html).toContain('This link is out of date')
    expect(replayed.html).toContain('href="/en/notifications/settings"')
    expect(await commentMails(reader.id)).toBe('daily')
  })

  it('refuses an altered link, whatever was changed, and changes nothing', async () => {
    const { reader, mailNow } = await readerWithMail('en')
    const link = new URL(await mailNow())
    const { user: other } = await createUser()
    const signature = link.searchParams.get('s')!
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    for (const [name, value] of [['s', flipped], ['s', ''], ['u', other.id], ['k', 'like'], ['k', 'all'], ['v', '1'], ['v', '-1'], ['v', '01'], ['v', 'x']] as const) {
      const altered = new URL(link)
      altered.searchParams.set(name, value)
      const refused = await page(altered.toString(), 'POST')
      expect(refused.status, `${name}=${value}`).toBe(400)
      expect(refused.html).toContain('This link does not work')
      expect((await page(altered.toString())).html).toContain('This link does not work')
    }
    const without = new URL(link)
    without.searchParams.delete('v')
    expect((await page(without.toString(), 'POST')).status).toBe(400)
    expect(await commentMails(reader.id)).toBe('soon')
    expect(await commentMails(other.id)).toBe('soon')
  })

  it('answers the link of an account deleted since without a server error', async () => {
    const { reader, mailNow } = await readerWithMail('en')
    const link = await mailNow()
    await db().deleteFrom('user').where('id', '=', reader.id).execute()
    expect(await page(link)).toMatchObject({ status: 200 })
    const done = await page(link, 'POST')
    expect(done.status).toBe(200)
    expect(done.html).toContain('Done: no more e-mails about Comments on your posts.')
    expect(await db().selectFrom('notification_settings').select('user_id').where('user_id', '=', reader.id).execute()).toEqual([])
  })
})
