import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { recomputeLevels } from '#app/features/trust/recompute.server'
import { catalogFor } from '#app/i18n/catalogs.server'
import { getUser } from '#app/lib/auth/session.server'
import { db } from '#app/lib/db/database.server'
import { testRequest, withTestApp } from '../../tests/setup/test-app'
import { createUser } from '../../tests/setup/users'
import TrustPage, { action, loader } from './moderation-trust'

withTestApp()

const get = (path: string, cookie?: string) => testRequest(path, { method: 'GET', cookie })
function post(path: string, cookie: string, fields: Record<string, string>) {
  const request = testRequest(path, { cookie, body: new URLSearchParams(fields) })
  request.headers.set('content-type', 'application/x-www-form-urlencoded')
  return request
}
const args = (request: Request, userId: string) => ({ request, params: { userId }, context: {} }) as never

/** The page as the server renders it for this request, with the layout's reader. */
async function render(path: string, cookie: string) {
  const lang = path.startsWith('/en/') ? 'en' : 'bn'
  const viewer = await getUser(get('/', cookie))
  const routes: RouteObject[] = [{
    id: 'root',
    path: '/',
    loader: () => ({ lang, theme: 'light', catalog: catalogFor(lang, '/moderation'), origin: 'http://localhost:3000' }),
    Component: Outlet,
    children: [{
      id: 'routes/layout',
      path: lang === 'en' ? 'en' : '',
      loader: () => ({ now: new Date().toISOString(), user: viewer }),
      Component: Outlet,
      children: [{ id: 'routes/moderation-trust', path: 'moderation/users/:userId/trust', loader: loader as never, Component: TrustPage }],
    }],
  }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(get(path, cookie))
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  // React marks where text nodes meet (<!-- -->): left out, the text reads as a reader sees it.
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />).replaceAll('<!-- -->', '')
}

describe('/moderation/users/<id>/trust', () => {
  it('shows an admin why a level was given, a moderator the level and the form without the figures; a member gets 403', async () => {
    const { user: member, cookie: memberCookie } = await createUser({ name: 'করিম' })
    await db().updateTable('profiles').set({ trust_level: 'new', created_at: new Date(Date.now() - 3 * 86_400_000) }).where('id', '=', member.id).execute()
    await recomputeLevels([member.id])
    const { cookie: adminCookie } = await createUser({ role: 'admin' })
    const { cookie: moderatorCookie } = await createUser({ role: 'moderator' })

    const admin = await render(`/en/moderation/users/${member.id}/trust`, adminCookie)
    expect(admin).toContain('Trust level: করিম')
    expect(admin).toContain('Level now: New')
    expect(admin).toContain('Why this level')
    // Each condition with what is needed and what they have: 0 of 10 posts read, not met.
    expect(admin).toMatch(/Posts read<\/th><td[^>]*>10<\/td><td[^>]*>0<\/td><td[^>]*>No<\/td>/)
    expect(admin).toMatch(/Days since joining<\/th><td[^>]*>2<\/td><td[^>]*>3<\/td><td[^>]*>Yes<\/td>/)
    expect(admin).toContain('Set and lock')

    const moderator = await render(`/moderation/users/${member.id}/trust`, moderatorCookie)
    expect(moderator).toContain('এখনকার স্তর: নতুন')
    expect(moderator).toContain('স্তরের পেছনের হিসাব কেবল অ্যাডমিনরা দেখেন।')
    expect(moderator).not.toContain('পড়া পোস্ট')
    expect(moderator).toContain('ঠিক করে আটকে দিন')

    // A member: 403 on the page and the action, nothing changes.
    await expect(loader(args(get(`/moderation/users/${member.id}/trust`, memberCookie), member.id))).rejects.toMatchObject({ init: { status: 403 } })
    await expect(action(args(post(`/moderation/users/${member.id}/trust`, memberCookie, { action: 'lock', level: 'trusted' }), member.id))).rejects.toMatchObject({ init: { status: 403 } })
    expect((await db().selectFrom('profiles').select('trust_locked').where('id', '=', member.id).executeTakeFirstOrThrow()).trust_locked).toBe(false)
  })

  it('sets and locks from the queue’s form and comes back to the queue; a refusal comes back with its reason', async () => {
    const { user: member } = await createUser()
    const { user: other, cookie } = await createUser({ role: 'moderator' })
    const done = await action(args(post(`/moderation/users/${member.id}/trust`, cookie, { action: 'lock', level: 'trusted', back: 'queue' }), member.id)) as Response
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/moderation')
    expect(await db().selectFrom('profiles').select(['trust_level', 'trust_locked']).where('id', '=', member.id).executeTakeFirstOrThrow()).toEqual({ trust_level: 'trusted', trust_locked: true })
    // Their own level: refused, on the page with its message.
    const refused = await action(args(post(`/moderation/users/${other.id}/trust`, cookie, { action: 'lock', level: 'trusted' }), other.id))
    expect(refused).toMatchObject({ data: { error: 'moderation.error.notOverThem' }, init: { status: 403 } })
    const unknown = await action(args(post('/moderation/users/no%20one/trust', cookie, { action: 'lock', level: 'trusted' }), 'no one'))
    expect(unknown).toMatchObject({ init: { status: 404 } })
  })
})
