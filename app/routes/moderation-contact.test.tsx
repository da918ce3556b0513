import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { catalogFor } from '#app/i18n/catalogs.server'
import { db } from '#app/lib/db/database.server'
import { testRequest, withTestApp } from '../../tests/setup/test-app'
import { createUser } from '../../tests/setup/users'
import ContactMessages, { action, loader } from './moderation-contact'

withTestApp()

async function message(over: Partial<{ name: string; email: string; subject: string; message: string; phone: string; created_at: Date }> = {}) {
  const row = await db().insertInto('contact_messages').values({
    name: 'রহিম উদ্দিন', email: 'rahim@example.com', subject: 'রাস্তার বাতি', message: 'বাতি জ্বলে না।', lang: 'bn', ...over,
  }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

const get = (path: string, cookie?: string) => testRequest(path, { method: 'GET', cookie })
function post(path: string, cookie: string | undefined, fields: Record<string, string>) {
  const request = testRequest(path, { cookie, body: new URLSearchParams(fields) })
  request.headers.set('content-type', 'application/x-www-form-urlencoded')
  return request
}
const args = (request: Request) => ({ request, params: {}, context: {} }) as never

/** What a loader or action gave: its data (with its status), or the Response it threw or returned. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const result = await run()
    if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
    if (result && typeof result === 'object' && 'type' in result && (result as { type: string }).type === 'DataWithResponseInit') {
      const { data, init } = result as unknown as { data: unknown; init: { status?: number } | null }
      return { status: init?.status ?? 200, data }
    }
    return { status: 200, data: result }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('location') }
    if (error && typeof error === 'object' && 'init' in error) return { status: (error as { init: { status: number } }).init.status, data: (error as unknown as { data: unknown }).data }
    throw error
  }
}

const handledAt = async (id: number) => (await db().selectFrom('contact_messages').select('handled_at').where('id', '=', id).executeTakeFirstOrThrow()).handled_at
const auditRows = async (id: number) => db().selectFrom('audit_log').select(['action', 'actor_id']).where('target_type', '=', 'contact').where('target_id', '=', String(id)).orderBy('id').execute()

/** The page as the server renders it for this request (its loader, the layout's clock, the real catalog). */
async function render(path: string, cookie: string, now = new Date()) {
  const lang = path.startsWith('/en/') ? 'en' : 'bn'
  const routes: RouteObject[] = [{
    id: 'root',
    path: '/',
    loader: () => ({ lang, theme: 'light', catalog: catalogFor(lang, '/moderation/contact'), origin: 'http://localhost:3000' }),
    Component: Outlet,
    children: [{
      id: 'routes/layout',
      path: lang === 'en' ? 'en' : '',
      loader: () => ({ now: now.toISOString() }),
      Component: Outlet,
      children: [{ id: 'routes/moderation-contact', path: 'moderation/contact', loader: loader as never, Component: ContactMessages }],
    }],
  }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(get(path, cookie))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

describe('/moderation/contact', () => {
  it('is for admins only: a visitor signs in, members and moderators get 403, an admin without two-step sign-in sets it up', async () => {
    const id = await message()
    expect(await outcome(() => loader(args(get('/moderation/contact'))))).toMatchObject({ status: 302, location: '/login?redirectTo=%2Fmoderation%2Fcontact' })
    expect(await outcome(() => loader(args(get('/en/moderation/contact?show=all'))))).toMatchObject({ status: 302, location: '/en/login?redirectTo=%2Fen%2Fmoderation%2Fcontact%3Fshow%3Dall' })
    for (const role of [undefined, 'moderator'] as const) {
      const { cookie } = await createUser({ role })
      const page = await outcome(() => loader(args(get('/moderation/contact', cookie))))
      expect(page.status).toBe(403)
      expect(JSON.stringify(page)).not.toContain('rahim@example.com')
    }
    const unsecured = await createUser({ role: 'admin', twoFactor: false })
    expect(await outcome(() => loader(args(get('/moderation/contact', unsecured.cookie))))).toMatchObject({ status: 302, location: '/seeking-hathazari/profile/two-factor?required=1' })

    // Nor can any of them change anything.
    const visitor = await outcome(() => action(args(post('/moderation/contact', undefined, { intent: 'handle', id: String(id) }))))
    expect(visitor).toMatchObject({ status: 302, location: '/login?redirectTo=%2Fmoderation%2Fcontact' })
    for (const user of [await createUser(), await createUser({ role: 'moderator' })]) {
      expect((await outcome(() => action(args(post('/moderation/contact', user.cookie, { intent: 'handle', id: String(id) }))))).status).toBe(403)
    }
    expect((await outcome(() => action(args(post('/moderation/contact', unsecured.cookie, { intent: 'handle', id: String(id) }))))).status).toBe(302)
    expect(await handledAt(id)).toBeNull()
    expect(await auditRows(id)).toEqual([])
  })

  it('shows an admin the unhandled messages newest first; marking one handled takes it off that list, is audited, and can be undone', async () => {
    await db().deleteFrom('contact_messages').execute()
    const { user: admin, cookie } = await createUser({ role: 'admin', name: 'প্রশাসক' })
    const older = await message({ subject: 'পুরোনো বার্তা', created_at: new Date(Date.now() - 2 * 3600_000) })
    const newer = await message({ subject: 'নতুন বার্তা', email: 'karim@example.com', phone: '01711-000000' })
    const page = await outcome(() => loader(args(get('/moderation/contact', cookie))))
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ filter: 'unhandled', unhandled: 2, next: null, later: false, badPage: false })
    expect((page.data as { messages: { id: number; email: string }[] }).messages.map((m) => [m.id, m.email])).toEqual([[newer, 'karim@example.com'], [older, 'rahim@example.com']])

    // Marked handled from the second page of "all": back to that same page, with a toast.
    const back = await outcome(() => action(args(post('/moderation/contact?show=all&before=1700000000000_5', cookie, { intent: 'handle', id: String(older) }))))
    expect(back).toMatchObject({ status: 302, location: '/moderation/contact?show=all&before=1700000000000_5' })
    expect(await handledAt(older)).not.toBeNull()
    expect(await auditRows(older)).toEqual([{ action: 'handle', actor_id: admin.id }])
    const unhandled = await outcome(() => loader(args(get('/moderation/contact', cookie))))
    expect((unhandled.data as { messages: { id: number }[] }).messages.map((m) => m.id)).toEqual([newer])
    const all = await outcome(() => loader(args(get('/moderation/contact?show=all', cookie))))
    expect((all.data as { messages: { id: number; handledBy: string | null }[] }).messages.map((m) => [m.id, m.handledBy])).toEqual([[newer, null], [older, 'প্রশাসক']])

    // In English, back to the English page; un-handling is audited too.
    expect(await outcome(() => action(args(post('/en/moderation/contact?show=all', cookie, { intent: 'unhandle', id: String(older) }))))).toMatchObject({ status: 302, location: '/en/moderation/contact?show=all' })
    expect(await handledAt(older)).toBeNull()
    expect((await auditRows(older)).map((r) => r.action)).toEqual(['handle', 'unhandle'])
  })

  it('answers bad input with a clear message or 404, never a server error', async () => {
    const { cookie } = await createUser({ role: 'admin' })
    const id = await message()
    for (const bad of ['abc', '', '0', '-1', '1.5', '99999999999', '2147483648']) {
      expect(await outcome(() => action(args(post('/moderation/contact', cookie, { intent: 'handle', id: bad }))))).toMatchObject({ status: 404, data: { error: 'moderation.contact.error.notFound' } })
    }
    expect(await outcome(() => action(args(post('/moderation/contact', cookie, { intent: 'handle', id: '2000000000' }))))).toMatchObject({ status: 404, data: { error: 'moderation.contact.error.notFound' } })
    expect(await outcome(() => action(args(post('/moderation/contact', cookie, { intent: 'delete', id: String(id) }))))).toMatchObject({ status: 400, data: { error: 'moderation.error.invalid' } })
    // Not a form at all.
    const json = testRequest('/moderation/contact', { cookie, body: JSON.stringify({ intent: 'handle', id }) })
    json.headers.set('content-type', 'application/json')
    expect((await outcome(() => action(args(json)))).status).toBe(415)
    // A garbage cursor: said so, and the way back to the newest; an unknown filter is the default.
    for (const before of ['garbage', '1_', '99999999999999999_1', '1_0', '<script>']) {
      expect(await outcome(() => loader(args(get(`/moderation/contact?before=${encodeURIComponent(before)}`, cookie))))).toMatchObject({ status: 400, data: { badPage: true, messages: [] } })
    }
    expect(await outcome(() => loader(args(get('/moderation/contact?show=%00nonsense', cookie))))).toMatchObject({ status: 200, data: { filter: 'unhandled' } })
    const html = await render('/moderation/contact?before=garbage', cookie)
    expect(html).toContain('পাতার লিংকটি ঠিক নেই')
    expect(await handledAt(id)).toBeNull()
  })

  it('pages by a cursor: 20 a page, then the rest, then back to the newest', async () => {
    await db().deleteFrom('contact_messages').execute()
    const { cookie } = await createUser({ role: 'admin' })
    const base = Date.now() - 24 * 3600_000
    for (let i = 0; i < 25; i++) await message({ subject: `বার্তা ${i}`, created_at: new Date(base + Math.floor(i / 2) * 1000) })
    type Page = { messages: { subject: string }[]; next: string | null; later: boolean }
    const first = (await outcome(() => loader(args(get('/moderation/contact', cookie))))).data as Page
    expect(first.messages).toHaveLength(20)
    expect(first.messages[0]!.subject).toBe('বার্তা 24')
    expect(first.next).toMatch(/^\d+_\d+$/)
    const second = (await outcome(() => loader(args(get(`/moderation/contact?before=${first.next}`, cookie))))).data as Page
    expect(second.messages.map((m) => m.subject)).toEqual(['বার্তা 4', 'বার্তা 3', 'বার্তা 2', 'বার্তা 1', 'বার্তা 0'])
    expect(second).toMatchObject({ next: null, later: true })
    const html = await render(`/en/moderation/contact?before=${first.next}`, cookie)
    expect(html).toContain('href="/en/moderation/contact"')
    expect(html).toContain('Newest messages')
    expect(html).not.toContain('Older messages')
    expect(await render('/en/moderation/contact', cookie)).toContain(`href="/en/moderation/contact?before=${first.next}"`)
  })

  it('shows what a sender wrote as text, never as HTML, with its line breaks; their address and a reply link', async () => {
    await db().deleteFrom('contact_messages').execute()
    const { cookie } = await createUser({ role: 'admin' })
    const now = new Date()
    await message({
      name: '<b>Rahim</b>', email: 'a&b@example.com', subject: '<img src=x onerror=alert(1)> Fees & timing',
      message: 'first line\nsecond <script>alert(1)</script> line\n\n<a href="javascript:alert(2)">click</a>',
      created_at: new Date(now.getTime() - 3 * 3600_000),
    })
    const bn = await render('/moderation/contact', cookie, now)
    expect(bn).not.toMatch(/<script>alert|<img src=x|<b>Rahim|<a href="javascript/)
    expect(bn).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(bn).toContain('&lt;b&gt;Rahim&lt;/b&gt;')
    expect(bn).toContain('&lt;img src=x onerror=alert(1)&gt; Fees &amp; timing')
    expect(bn).toMatch(/class="[^"]*whitespace-pre-wrap[^"]*">first line\nsecond &lt;script&gt;alert\(1\)&lt;\/script&gt; line\n\n&lt;a href=/)
    expect(bn).toContain('a&amp;b@example.com')
    expect(bn).toContain(`href="mailto:a%26b@example.com?subject=${encodeURIComponent('Re: <img src=x onerror=alert(1)> Fees & timing').replace(/&/g, '&amp;')}"`)
    // Bengali: its own words and digits for the time; English its own.
    expect(bn).toContain('৩ ঘণ্টা আগে')
    expect(bn).toContain('বাকি (১)')
    expect(bn).toContain('ইমেইলে উত্তর দিন')
    const en = await render('/en/moderation/contact', cookie, now)
    expect(en).toContain('3 hours ago')
    expect(en).toContain('Not handled (1)')
    expect(en).toContain('Reply by e-mail')
    expect(en).toContain('Mark handled')
  })
})
