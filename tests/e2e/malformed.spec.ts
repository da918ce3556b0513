// No input may produce a 5xx (issue 10): a corpus of malformed requests, sent to every route and
// every action by a visitor and a member, and to the moderators' own routes and actions by a
// moderator. Each must be answered below 500, and the server must still be up afterwards.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueEmail } from './helpers'
import { routeTable } from './routes'

const base = () => process.env.E2E_BASE_URL!

async function client(register?: { email: string }) {
  const context = await playwrightRequest.newContext({ baseURL: base(), extraHTTPHeaders: { Origin: base() } })
  if (register) {
    const response = await context.post('/register', { form: { name: 'ভাঙা অনুরোধ', email: register.email, password: 'secret1', confirmPassword: 'secret1', redirectTo: '/' }, maxRedirects: 0 })
    expect(response.status()).toBe(302)
  }
  return context
}

const pages = [
  ...routeTable,
  '/login', '/register', '/forgot-password', '/reset-password', '/search', '/suggest', '/moderation', '/moderation/audit',
  '/login/phone', '/register/phone', '/moderation/news', '/moderation/contact',
  '/seeking-hathazari/new', '/seeking-hathazari/profile', '/seeking-hathazari/1/edit', '/seeking-hathazari/1/report',
  '/verify-email', '/logout', '/preferences', '/search-index.json', '/api/forum/posts', '/deepseek-community',
  '/moderation/events', '/events.ics', '/en/events.ics', '/events/1.ics', '/events/abc', '/events/mine/abc.ics', '/api/push/subscription',
  '/notifications', '/notifications/settings', '/notifications/unsubscribe', '/notifications/1', '/en/notifications/1',
  '/robots.txt', '/sitemap.xml', '/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-20.xml', '/seeking-hathazari/feed.xml', '/news/feed.xml', '/share-card.png',
  '/moderation/ground', '/moderation/ground/photo/abc.webp', '/moderation/ground/photo/photo-00000000000000000000.webp', '/moderation/ground/photo/%00', '/api/call-feedback',
  // Ready for strangers (issue 43): watched words, an account's trust level, a post's tags.
  '/moderation/words', '/moderation/users/abc/trust', '/moderation/users/%00/trust', '/seeking-hathazari/1/tags',
  // Saved for later and the history of edits (issue 44 §3, §4).
  '/seeking-hathazari/profile/saved', '/seeking-hathazari/1/history',
  // The admins' error log (issue 46 §2).
  '/moderation/errors',
]
// The pages that read their query string (filters, search, cursors, tabs, redirects, tokens).
const pagesReadingQueries = ['/', '/seeking-hathazari', '/api/forum/posts', '/search', '/event-calendar', '/local-heroes', '/hospitals', '/doctors', '/banks',
  '/journalists', '/tourist-attractions', '/organizations', '/train-schedule', '/suggest', '/login', '/register', '/reset-password', '/moderation/audit', '/moderation/contact',
  '/seeking-hathazari/1', '/seeking-hathazari/1/report', '/verify-email', '/en/seeking-hathazari', '/notifications', '/notifications/unsubscribe',
  '/seeking-hathazari/feed.xml', '/en/seeking-hathazari/feed.xml', '/sitemap.xml', '/share-card.png', '/moderation/ground', '/seeking-hathazari/new', '/moderation/words',
  '/seeking-hathazari/profile/saved', '/seeking-hathazari/1/history', '/moderation/errors']
const badIds = ['abc', '99999999999', '0', '-1', '%00', '1e3', '%F0%9F%92%A9']
const badPaths = [
  ...badIds.flatMap((id) => [`/seeking-hathazari/${id}`, `/seeking-hathazari/${id}/edit`, `/seeking-hathazari/${id}/report`, `/forum/${id}`, `/local-heroes/${id}`, `/notifications/${id}`, `/seeking-hathazari/${id}/tags`, `/moderation/users/${id}/trust`, `/seeking-hathazari/${id}/history`]),
  '/%00', '/en/%00', '/seeking-hathazari/%E0%A4', '/%2e%2e/%2e%2e/etc/passwd', `/${'a'.repeat(3000)}`,
  '/auth/oidc/callback', '/auth/oidc/callback?state=%00&code=%00&iss=%00', `/auth/oidc/callback?state=${'a'.repeat(3000)}`, '/auth/oidc/callback?error=%00&state=x',
]
const badQueries = [
  'q=%00', `q=${encodeURIComponent('ক'.repeat(4000))}`, 'q=%E0%A4', 'after=abc', 'after=99999999999999999_99999999999', 'before=abc', 'before=99999999999',
  'category=%00', 'status=%00', 'comment=abc', 'comment=99999999999', 'event=%3Cscript%3E', 'redirectTo=%2F.%2F%2Fevil.example', 'token=%00',
  'collection=banks&id=%00&from=%00', 'forum=%00', 'forum=abc&comment=%00', 'forum=1&comment=99999999999', 'forum=1&collection=%00&step=record&id=%00', 'calls=%00', `title=${'ক'.repeat(3000)}&category=%00`, 'u=%00&k=all&s=%00', `u=${'a'.repeat(5000)}&k=comment&s=x`, 'unanswered=%00', 'org=%00', 'dir=%00', 'view=%00', 'month=99999', 'tab=%00', 'edit=%00', 'delete=%00', 'editComment=abc', 'mine=%00',
]

const nul = '\u0000'
const huge = 'ক'.repeat(200_000)
type Body = { name: string; headers?: Record<string, string>; data?: string | Buffer; form?: Record<string, string>; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> }
const intents = ['check', 'call-suggestion', 'decline-suggestion', 'like', 'comment', 'edit-comment', 'delete-comment', 'report', 'resolution', 'update-profile', 'item', 'resolve', 'user', 'accept-suggestion', 'answer', 'follow', 'read', 'read-all', 'register-options', 'register', 'sign-in-options', 'sign-in', 'remove-passkey', 'send', 'verify', 'phone-send', 'phone-verify', 'phone-remove', 'save', 'remove', '', nul]
const bodies: Body[] = [
  { name: 'JSON', headers: { 'Content-Type': 'application/json' }, data: '{"intent":"comment","content":"x"}' },
  { name: 'broken JSON', headers: { 'Content-Type': 'application/json' }, data: '{"intent":' },
  { name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, data: 'intent=comment&content=x' },
  { name: 'no content type', headers: {}, data: Buffer.from('intent=comment') },
  { name: 'broken multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, data: '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncomm' },
  { name: 'multipart without boundary', headers: { 'Content-Type': 'multipart/form-data' }, data: 'whatever' },
  { name: 'bad charset', headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=klingon' }, data: 'intent=comment' },
  { name: 'invalid percent-encoding', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'intent=%E0%A4&content=%ZZ&%00=%00' },
  ...intents.map((intent): Body => ({
    name: `NUL everywhere, intent ${JSON.stringify(intent.slice(0, 12))}`,
    form: {
      intent, [`x${nul}`]: nul, content: `a${nul}b`, title: `t${nul}`, name: nul, bio: nul, email: `a${nul}@example.com`, password: `p${nul}ssword`, confirmPassword: `p${nul}ssword`,
      subject: nul, message: nul, reason: nul, kind: nul, itemType: nul, itemId: 'abc', commentId: '99999999999', id: '', userId: nul, action: nul, days: 'abc',
      resolution: nul, note: nul, liked: nul, lang: nul, theme: nul, redirectTo: `/${nul}//evil.example`, token: nul, valueBn: nul, valueEn: nul, category: nul, tags: nul,
      collection: nul, recordId: nul, field: nul, value: nul, sourceUrl: `https://${nul}`, website: '',
      outcome: nul, method: nul, day: '2026-02-30', answeredBy: nul, basis: `photo:${nul}`, number: nul, forumPost: 'abc', forumComment: nul, photo1Subject: nul, keepTakenOn: nul, hours: nul,
      challengeId: nul, response: `{"id":"${nul}","response":`, passkeyId: nul, phone: `017${nul}`, code: nul, codeId: nul, masked: nul,
    },
  })),
  ...['itemId', 'commentId', 'id'].flatMap((field) => badIds.map((id): Body => ({ name: `${field}=${id}`, form: { intent: field === 'id' ? 'item' : field === 'commentId' ? 'edit-comment' : 'like', itemType: 'post', [field]: decodeURIComponent(id === '%00' ? '%00' : id), action: 'hide', content: 'x', reason: 'x'.repeat(20), kind: 'spam' } }))),
  ...badIds.map((id): Body => ({ name: `event forms, date ${id}`, form: { intent: 'rsvp', dateId: decodeURIComponent(id), status: 'going', remind: '1440', id: decodeURIComponent(id), eventId: nul, date: nul, time: nul, source: nul } })),
  { name: 'event forms with junk choices', form: { intent: 'remind', dateId: '1', remind: '-5', email: nul, status: nul, endpoint: `https://${nul}`, p256dh: nul, auth: nul } },
  { name: 'notification forms with junk choices', form: { intent: 'read', id: '99999999999999999999', 'email.comment': nul, 'push.comment': 'yes', lang: 'fr', 'List-Unsubscribe': 'One-Click', following: nul, commentId: nul } },
  ...['sign-in', 'register'].map((intent): Body => ({ name: `a passkey answer that parses but is junk (${intent})`, form: { intent, challengeId: 'abc', name: nul, response: JSON.stringify({ id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '%%', authenticatorData: '', signature: '', attestationObject: 'AAAA' } }) } })),
  { name: 'huge fields', form: { intent: 'comment', content: huge, title: huge, name: huge, message: huge } },
  { name: 'password over 128 characters', form: { email: 'someone@example.com', password: 'p'.repeat(5000), confirmPassword: 'p'.repeat(5000), name: 'x' } },
  { name: 'multipart with NUL and a junk file', multipart: { intent: `update-profile${nul}`, title: nul, content: nul, name: nul, category: nul } },
  {
    name: 'a suggestion whose photos are not photos',
    multipart: {
      kind: 'correction', collection: 'healthFacilities', id: 'upazila-health-complex', field: 'phone', value: '01700-000000', photo1Subject: 'signboard', photo2Subject: nul,
      photo1: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg') }, photo2: { name: 'bomb.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) },
    },
  },
  { name: 'a call answer that is not one', headers: { 'Content-Type': 'application/json' }, data: `{"collection":"banks","recordId":"${nul}","number":"x","answer":"maybe","device":${'1'.repeat(400)}}` },
]
const actions = [
  '/seeking-hathazari/1', '/seeking-hathazari/abc', '/seeking-hathazari/99999999999', '/seeking-hathazari/new', '/api/forum/posts', '/seeking-hathazari/1/edit',
  '/seeking-hathazari/1/report', '/seeking-hathazari/profile', '/moderation', '/login', '/register', '/forgot-password', '/reset-password', '/contact',
  '/suggest', '/suggest?collection=banks&id=%00', '/preferences', '/search', '/', '/hospitals', '/en/seeking-hathazari/1', '/seeking-hathazari/1.data', '/en/contact.data',
  '/event-calendar', '/event-calendar?event=%00', '/moderation/events', '/moderation/contact', '/api/push/subscription',
  '/notifications', '/notifications/settings', '/notifications/unsubscribe?u=x&k=all&s=%00', '/en/notifications.data',
  '/api/passkeys', '/login/phone', '/register/phone', '/auth/oidc',
  '/moderation/ground', '/api/call-feedback', '/suggest?forum=1', '/suggest?forum=1&comment=1', '/en/suggest.data?collection=hotels',
  '/seeking-hathazari/profile/saved?after=%00',
]

/**
 * Where a moderator can do what a member cannot (moderation pages, and hiding, removing or
 * deciding on posts, comments, events and corrections): the moderator's run is these, as the rest
 * answers a moderator as it answers a member.
 */
const moderatorsOwn = /moderation|^\/(en\/)?seeking-hathazari\/1(\/|\.data|$)|^\/api\/forum|^\/event-calendar|^\/suggest/

async function expectBelow500(context: APIRequestContext, who: string, only: RegExp = /./) {
  const failures: string[] = []
  const requests: Array<[string, () => Promise<{ status(): number }>]> = []
  for (const path of [...pages, ...pages.map((p) => `/en${p === '/' ? '' : p}`), ...badPaths].filter((path) => only.test(path))) {
    requests.push([`GET ${path}`, () => context.get(path, { maxRedirects: 0 })])
  }
  for (const path of pagesReadingQueries.filter((path) => only.test(path))) {
    for (const query of badQueries) requests.push([`GET ${path}?${query}`, () => context.get(`${path}?${query}`, { maxRedirects: 0 })])
  }
  for (const path of actions.filter((path) => only.test(path))) {
    for (const body of bodies) {
      requests.push([`POST ${path} (${body.name})`, () => context.post(path, { headers: body.headers, data: body.data, form: body.form, multipart: body.multipart, maxRedirects: 0 })])
    }
  }
  // A few at a time, as a reader's browser would send them: the server is kept busy while the
  // test reads each answer. Every request is still sent, and each failure is named.
  let next = 0
  const sender = async () => {
    while (next < requests.length) {
      const [what, send] = requests[next++]!
      try {
        const status = (await send()).status()
        if (status >= 500) failures.push(`${who}: ${what} → ${status}`)
      } catch (error) {
        failures.push(`${who}: ${what} → ${(error as Error).message.split('\n')[0]}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, sender))
  expect(failures).toEqual([])
}

test.describe('no request produces a 5xx', () => {
  test.setTimeout(600_000)

  test('as a visitor', async () => {
    await expectBelow500(await client(), 'visitor')
  })

  test('as a member', async () => {
    await expectBelow500(await client({ email: uniqueEmail('malformed') }), 'member')
  })

  test('as a moderator', async () => {
    const context = await client({ email: 'moderator-malformed@example.com' })
    await expectBelow500(context, 'moderator', moderatorsOwn)
    expect((await context.get('/healthz')).status()).toBe(200)
  })
})
